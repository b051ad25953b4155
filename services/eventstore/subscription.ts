import type { RecordedEvent, SubscribeOptions, Subscription } from './EventStore.js';
import { Signal } from './signal.js';

export interface PollingSource {
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /**
   * `readAll` that also says whether committed events wait above what may be read yet (the SQL
   * store's readers stop below the oldest open transaction): the subscription then reads again
   * within milliseconds, since nothing will be notified when that transaction ends.
   */
  readPage?(after: number, limit: number): Promise<{ events: RecordedEvent[]; blocked: boolean }>;
  /** Registers a callback for "something was appended"; returns the unregister function. */
  onAppend(callback: () => void): Promise<() => Promise<void>>;
}

/** The first and the longest wait before reading again while events wait behind an open transaction. */
const BLOCKED_WAIT_MS = { first: 1, longest: 10 };

/** Catch-up then live delivery for stores that can be read by position and nudged on append. */
export function pollingSubscription(source: PollingSource, options: SubscribeOptions, idleMs = 1000): Subscription {
  const signal = new Signal();
  const batchSize = options.batchSize ?? 500;
  const read = source.readPage
    ? (after: number) => source.readPage!(after, batchSize)
    : async (after: number) => ({ events: await source.readAll(after, batchSize), blocked: false });
  let position = options.after;
  let closed = false;
  const unlisten = source.onAppend(() => signal.notify());

  const run = async () => {
    await unlisten;
    let failures = 0;
    let blockedWait = BLOCKED_WAIT_MS.first;
    while (!closed) {
      let page: { events: RecordedEvent[]; blocked: boolean };
      try {
        page = await read(position);
        failures = 0;
      } catch (error) {
        if (closed) break;
        options.onError?.(error);
        await signal.wait(Math.min(30_000, 250 * 2 ** failures++));
        continue;
      }
      if (page.events.length > 0) {
        blockedWait = BLOCKED_WAIT_MS.first;
        await options.handle(page.events);
        position = page.events[page.events.length - 1]!.globalPosition;
      }
      // A full page: more may follow at once. A short one reached what may be read: wait for a
      // notice (one that came while this page was read or handled is pending, so none is lost).
      if (page.events.length === batchSize) continue;
      if (page.blocked) {
        await signal.wait(blockedWait);
        blockedWait = Math.min(BLOCKED_WAIT_MS.longest, blockedWait * 2);
      } else {
        blockedWait = BLOCKED_WAIT_MS.first;
        await signal.wait(idleMs);
      }
    }
  };

  const done = run()
    .catch((error) => {
      closed = true;
      options.onError?.(error);
    })
    .finally(async () => (await unlisten)());

  return {
    done,
    async close() {
      closed = true;
      signal.notify();
      await done;
    },
  };
}
