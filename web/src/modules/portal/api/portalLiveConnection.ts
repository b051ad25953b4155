export type PortalLiveStatus = 'idle' | 'connecting' | 'connected' | 'offline';

type Listener = () => void;

let status: PortalLiveStatus = 'idle';
/** How many times the connection has been made: a change after the first means it came back. */
let connections = 0;
const listeners = new Set<Listener>();

/** The portal's graphql-ws connection, readable with `useSyncExternalStore`. */
export const portalLiveConnection = {
  getSnapshot: (): PortalLiveStatus => status,
  connections: (): number => connections,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: PortalLiveStatus): void {
    if (next === 'connected') connections += 1;
    if (next === status && next !== 'connected') return;
    status = next;
    for (const listener of listeners) listener();
  },
};
