import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { ChangeMessage } from '@detailing/services/platform/channels';
import type { Tx } from '@detailing/services/platform/database';
import { copyRowsIn } from './copyRows.js';
import type { CopyRows, Projector, ReadModelChange } from './Projector.js';

/**
 * Applies a batch of events to a projector's tables inside the caller's transaction: the live
 * runner and a rebuild both come through here, so both take the projector's batch path when it
 * has one (`applyMany`) and fall back to `apply` per event otherwise; with `copy` (a rebuild on
 * PostgreSQL) long runs of events that only insert rows go in by COPY (`copyRows`). Events of
 * types the projector does not handle are skipped. Resolves the changes to announce, in event
 * order, each with the position of the event that made it.
 */
export async function applyEvents(tx: Tx, projector: Projector, events: readonly RecordedEvent[], { copy = false } = {}): Promise<ChangeMessage[]> {
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (handled.length === 0) return [];
  const perEvent = copy && projector.copyRows ? await applyCopying(tx, projector, projector.copyRows, handled) : await applyBatch(tx, projector, handled);
  if (perEvent.length !== handled.length) {
    throw new Error(`projection ${projector.name}: applyMany returned changes for ${perEvent.length} of ${handled.length} events`);
  }
  const messages: ChangeMessage[] = [];
  handled.forEach((event, index) => {
    for (const change of perEvent[index]!) messages.push({ projection: projector.name, position: event.globalPosition, change });
  });
  return messages;
}

/** The projector's batch path, or `apply` once per event. */
const applyBatch = (tx: Tx, projector: Projector, events: readonly RecordedEvent[]) =>
  projector.applyMany ? projector.applyMany(tx, events) : applyOneByOne(tx, projector, events);

/**
 * Runs of at least this many events that only insert rows go in by COPY (`copyRows`); shorter
 * ones by the projector's INSERT, since a COPY costs three statements, not one.
 */
export const COPY_RUN = 100;

/**
 * The batch with its runs of COPY_RUN or more events of `spec`'s types written by COPY (a run
 * whose COPY fails, on a key taken, by the batch path instead) and what lies between them by the
 * batch path, in log order.
 */
async function applyCopying(tx: Tx, projector: Projector, spec: CopyRows, events: readonly RecordedEvent[]): Promise<ReadModelChange[][]> {
  const changes: ReadModelChange[][] = [];
  const add = (more: ReadModelChange[][]) => {
    for (const own of more) changes.push(own);
  };
  // Events before `done` are applied.
  let done = 0;
  for (let from = 0; from < events.length; ) {
    let to = from;
    while (to < events.length && spec.handles.includes(events[to]!.type)) to++;
    if (to - from >= COPY_RUN) {
      if (done < from) add(await applyBatch(tx, projector, events.slice(done, from)));
      const run = events.slice(from, to);
      add((await copyRowsIn(tx, spec, run)) ?? (await applyBatch(tx, projector, run)));
      done = to;
    }
    // Past the run and the event that ended it (not of spec's types).
    from = to + 1;
  }
  if (done < events.length) add(await applyBatch(tx, projector, events.slice(done)));
  return changes;
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
