import { portalStorage } from './portalStorage';

type Cleanup = () => unknown;

const cleanups = new Set<Cleanup>();

/**
 * What must be forgotten when a customer signs in or out, registered by the parts that hold it: the
 * GraphQL client lives in the dashboard's chunk, which the login page never loads.
 */
export const portalCleanups = {
  add(cleanup: Cleanup): () => void {
    cleanups.add(cleanup);
    return () => cleanups.delete(cleanup);
  },
  /** Clears the registered caches and every key the portal wrote to browser storage. */
  async run(): Promise<void> {
    portalStorage.clear();
    await Promise.all([...cleanups].map((cleanup) => cleanup()));
  },
};
