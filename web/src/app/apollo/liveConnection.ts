export type LiveConnectionStatus = 'idle' | 'connecting' | 'connected' | 'offline';

type Listener = () => void;

let status: LiveConnectionStatus = 'idle';
const listeners = new Set<Listener>();

/** The state of the graphql-ws connection, readable with `useSyncExternalStore`. */
export const liveConnection = {
  getSnapshot: (): LiveConnectionStatus => status,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: LiveConnectionStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  },
};
