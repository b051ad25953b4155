import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { ChangeMessage } from '@detailing/services/platform/channels';
import type { Tx } from '@detailing/services/platform/database';
import type { Projector, ReadModelChange } from './Projector.js';

/**
 * Applies a batch of events to a projector's tables inside the caller's transaction: the live
 * runner and a rebuild both come through here, so both take the projector's batch path when it
 * has one (`applyMany`) and fall back to `apply` per event otherwise. Events of types the
 * projector does not handle are skipped. Resolves the changes to announce, in event order,
 * each with the position of the event that made it.
 */
export async function applyEvents(tx: Tx, projector: Projector, events: readonly RecordedEvent[]): Promise<ChangeMessage[]> {
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (handled.length === 0) return [];
  const perEvent = projector.applyMany ? await projector.applyMany(tx, handled) : await applyOneByOne(tx, projector, handled);
  if (perEvent.length !== handled.length) {
    throw new Error(`projection ${projector.name}: applyMany returned changes for ${perEvent.length} of ${handled.length} events`);
  }
  const messages: ChangeMessage[] = [];
  handled.forEach((event, index) => {
    for (const change of perEvent[index]!) messages.push({ projection: projector.name, position: event.globalPosition, change });
  });
  return messages;
}

/** The default batch path: `apply` once per event, in order. */
export async function applyOneByOne(tx: Tx, projector: Projector, events: readonly RecordedEvent[]) {
  const changes = [];
  for (const event of events) changes.push(await projector.apply(tx, event));
  return changes;
}

/**
 * Runs a batch path for the runs of consecutive events `batchable` accepts (`many`, one call per
 * run), and `apply` for the rest one at a time, keeping the log order across both.
 */
export async function inRuns(
  tx: Tx,
  events: readonly RecordedEvent[],
  batchable: (event: RecordedEvent) => boolean,
  many: (tx: Tx, run: RecordedEvent[]) => Promise<ReadModelChange[][]>,
  one: (tx: Tx, event: RecordedEvent) => Promise<ReadModelChange[]>,
): Promise<ReadModelChange[][]> {
  const changes: ReadModelChange[][] = [];
  let run: RecordedEvent[] = [];
  const flush = async () => {
    if (run.length === 0) return;
    changes.push(...(await many(tx, run)));
    run = [];
  };
  for (const event of events) {
    if (batchable(event)) {
      run.push(event);
      continue;
    }
    await flush();
    changes.push(await one(tx, event));
  }
  await flush();
  return changes;
}
