import type { TypedDocumentString } from '@/modules/portal/gql/graphql';
import { operationName } from './operationName';
import { portalCleanups } from './portalCleanups';
import { portalRequest } from './portalRequest';

type Document<TResult> = TypedDocumentString<TResult, Record<string, never>>;

/** What a query's readers see: its last answer, the last failure, and whether a read is under way. */
export interface PortalQueryState<TResult> {
  data: TResult | undefined;
  error: unknown;
  loading: boolean;
}

interface Entry {
  document: Document<unknown>;
  state: PortalQueryState<unknown>;
  listeners: Set<() => void>;
  /** Counts reads: only the newest one's answer is kept, so a late answer never undoes a newer one. */
  reads: number;
  /** Not read since it was created or forgotten: its next watcher reads it. */
  unread: boolean;
}

const entries = new Map<string, Entry>();
/** Bumped when a customer signs in or out: an answer read for the previous session is dropped. */
let session = 0;

// Loading from the start: nothing is shown as empty before the first read has even begun.
const initialState: PortalQueryState<unknown> = { data: undefined, error: undefined, loading: true };

function entryOf(document: Document<unknown>): Entry {
  const name = operationName(document);
  let entry = entries.get(name);
  if (!entry) {
    entry = { document, state: initialState, listeners: new Set(), reads: 0, unread: true };
    entries.set(name, entry);
  }
  return entry;
}

function setState(entry: Entry, state: PortalQueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

async function read(entry: Entry): Promise<void> {
  entry.unread = false;
  const mine = ++entry.reads;
  const readFor = session;
  if (!entry.state.loading) setState(entry, { ...entry.state, loading: true });
  const current = () => mine === entry.reads && readFor === session;
  try {
    const data = await portalRequest(entry.document);
    if (current()) setState(entry, { data, error: undefined, loading: false });
  } catch (error) {
    if (current()) setState(entry, { ...entry.state, error, loading: false });
  }
}

/**
 * The portal's data, one answer per query (it replaces the Apollo cache the portal no longer
 * loads): readers subscribe with `useSyncExternalStore`, the first reader starts the read, the live
 * connection reads a query again when the server says it changed. Lists come whole from the server,
 * so an answer replaces what was held; a saved profile is written into the session by the mutation.
 */
export const portalStore = {
  state<TResult>(document: Document<TResult>): PortalQueryState<TResult> {
    return entryOf(document).state as PortalQueryState<TResult>;
  },

  /** Watches a query; the first watcher of a query never read starts its read. */
  watch(document: Document<unknown>, listener: () => void): () => void {
    const entry = entryOf(document);
    entry.listeners.add(listener);
    if (entry.unread) void read(entry);
    return () => entry.listeners.delete(listener);
  },

  /** Reads a watched query again (a query nobody shows is left until someone does). */
  async refetch(document: Document<unknown>): Promise<void> {
    const entry = entries.get(operationName(document));
    if (entry && entry.listeners.size > 0) await read(entry);
  },

  /** Reads every watched query again: changes may have been missed while the connection was down. */
  async refetchActive(): Promise<void> {
    await Promise.all([...entries.values()].filter((entry) => entry.listeners.size > 0).map(read));
  },

  /** Changes what a query holds without asking the server (a mutation's answer). */
  update<TResult>(document: Document<TResult>, change: (data: TResult) => TResult): void {
    const entry = entryOf(document);
    if (entry.state.data !== undefined) setState(entry, { ...entry.state, data: change(entry.state.data as TResult) });
  },

  /**
   * Forgets every answer (sign-in and sign-out), as Apollo's clearStore did: nothing is read again
   * now (the page is leaving for the login), whoever watches next reads afresh, and an answer still
   * on its way for the previous session is dropped.
   */
  clear(): void {
    session += 1;
    for (const entry of entries.values()) {
      entry.unread = true;
      setState(entry, initialState);
    }
  },
};

portalCleanups.add(() => portalStore.clear());
