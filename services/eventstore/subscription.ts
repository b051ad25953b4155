import type { RecordedEvent, SubscribeOptions, Subscription } from './EventStore.js';
import { Signal } from './signal.js';

export interface PollingSource {
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /** Registers a callback for "something was appended"; returns the unregister function. */
  onAppend(callback: () => void): Promise<() => Promise<void>>;
}

/** Catch-up then live delivery for stores that can be read by position and nudged on append. */
export function pollingSubscription(source: PollingSource, options: SubscribeOptions, idleMs = 1000): Subscription {
  const signal = new Signal();
  const batchSize = options.batchSize ?? 500;
  let position = options.after;
  let closed = false;
  const unlisten = source.onAppend(() => signal.notify());

  const run = async () => {
    await unlisten;
    let failures = 0;
    while (!closed) {
      let events: RecordedEvent[];
      try {
        events = await source.readAll(position, batchSize);
        failures = 0;
      } catch (error) {
        if (closed) break;
        options.onError?.(error);
        await signal.wait(Math.min(30_000, 250 * 2 ** failures++));
        continue;
      }
      if (events.length === 0) {
        await signal.wait(idleMs);
        continue;
      }
      await options.handle(events);
      position = events[events.length - 1]!.globalPosition;
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
