type Cleanup = () => unknown;

const cleanups = new Set<Cleanup>();

/**
 * What must be forgotten when an admin signs out, registered by the parts that hold it (the
 * GraphQL cache lives in the admin chunk, which the sign-in gate never loads).
 */
export const signOutCleanups = {
  add(cleanup: Cleanup): () => void {
    cleanups.add(cleanup);
    return () => cleanups.delete(cleanup);
  },
  async run(): Promise<void> {
    await Promise.all([...cleanups].map((cleanup) => cleanup()));
  },
};
