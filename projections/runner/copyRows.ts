import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { copyText } from '@detailing/services/eventstore/sqlBatch';
import type { Tx } from '@detailing/services/platform/database';
import type { CopyRows, CopyValue, ReadModelChange } from './Projector.js';

/**
 * Writes the rows of a run of events (all of types `spec` handles) with one COPY, inside a
 * savepoint: resolves their changes, or null when the COPY failed (a key taken: COPY has no
 * `on conflict`), after rolling back to the savepoint so the caller's transaction goes on and
 * the run can be written another way.
 */
export async function copyRowsIn(tx: Tx, spec: CopyRows, events: readonly RecordedEvent[]): Promise<ReadModelChange[][] | null> {
  const changes: ReadModelChange[][] = [];
  /** The rows of `events[from, from + COPY_PIECE)` as COPY text; their changes go in `changes`. */
  const piece = (from: number) => {
    // Lines joined once, flat: a string built value by value is a tree of pieces until it is
    // sent, which the garbage collector copies over and over meanwhile.
    const lines: string[] = [];
    for (const event of events.slice(from, from + COPY_PIECE)) {
      const row = spec.row(event);
      lines.push(row.values.map(copyValue).join('\t'));
      changes.push(row.changes);
    }
    return `${lines.join('\n')}\n`;
  };
  // Sent together with the COPY's start: the savepoint's answer comes first, and any failure is seen below.
  const savepoint = tx`savepoint copy_rows`.execute();
  savepoint.catch(() => {});
  const copy = await tx`copy ${tx(spec.table)} (${tx(spec.columns)}) from stdin`.writable();
  // A failure the driver reports through the stream while it is written (ending it); one reported
  // after its end it drops, so the statement after the COPY is what says whether it succeeded.
  let said: unknown = null;
  const copied = finished(copy);
  copied.catch((error: unknown) => (said = error));
  try {
    // In pieces, each sent as soon as it is made: the database takes in one while this process
    // makes the next, instead of idling until the whole run is made and then keeping this one idle.
    for (let from = 0; from < events.length; from += COPY_PIECE) {
      const text = piece(from);
      if (from + COPY_PIECE < events.length) {
        if (!copy.write(text)) await Promise.race([once(copy, 'drain'), copied]);
        // Let the piece go out (and answers in) before the next is made.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      // The last, handed over whole before the end, so ending hands the connection back at once:
      // the driver refuses every statement while a COPY's stream is open.
      await new Promise<void>((resolve, reject) => copy.write(text, (error) => (error ? reject(error) : resolve())));
    }
    copy.end();
    await savepoint;
    await tx`release savepoint copy_rows`;
    return changes;
  } catch (error) {
    // Abandoned (the database's refusal has ended it already; a row the projector could not make has not).
    if (!copy.writableEnded && !copy.destroyed) copy.destroy(error as Error);
    await tx`rollback to savepoint copy_rows`;
    // Only a COPY that failed falls back (its own error, or the transaction's after it); anything else is the caller's.
    const reason = said ?? error;
    if (!COPY_FAILURES.has((reason as { code?: string }).code ?? '')) throw reason;
    return null;
  }
}

/** Rows of a `copyRowsIn` run sent at a time: enough to keep the database busy, few enough to start it early. */
export const COPY_PIECE = 500;

/** A key taken (unique violation), or the transaction failed by a COPY whose error the driver dropped. */
const COPY_FAILURES = new Set(['23505', '25P02']);

/** A value in COPY's text format: null as \N, numbers and booleans as written, text escaped as the event store's COPY escapes it. */
function copyValue(value: CopyValue): string {
  if (value === null) return '\\N';
  return typeof value === 'string' ? copyText(value) : String(value);
}
