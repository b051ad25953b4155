import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep inside a request (or inside a job the request queued) may know of it without being handed it. */
interface RequestScope {
  requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it starts) as part of the request `requestId`; without an id, as it is. */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? scopes.run({ requestId }, work) : work();
}

/** The id of the request the running code serves, if it serves one. */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}
