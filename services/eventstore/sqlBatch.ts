import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Tx } from '../platform/database.js';
import type { AppendItem, RecordedEvent } from './EventStore.js';

/*
 * How SqlEventStore.appendMany writes a batch once it knows which items append at which
 * versions: its events in chunks, streamed by COPY on PostgreSQL or sent as pipelined INSERTs
 * on PGlite (whose socket does not speak COPY), and its commands.
 */

/** One item of a batch that appends: its index and the stream versions its events take. */
export interface BatchPlan {
  index: number;
  from: number;
  to: number;
}

/** An event row of a batch as written: data sealed, JSON as text. */
export interface BatchRow {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: string;
  metadata: string;
}

/** A chunk of a batch: its plans and their events in row order, as written and as recorded. */
export interface Chunk {
  plans: BatchPlan[];
  rows: BatchRow[];
  events: Omit<RecordedEvent, 'globalPosition'>[];
}

/** Makes a chunk's rows from its plans: called for each chunk just before it is sent. */
export type ChunkRows = (plans: readonly BatchPlan[]) => Omit<Chunk, 'plans'>;

/**
 * A chunk once written: with the position of its first event (the rest follow it one by one), and
 * without its rows. Those are dropped as soon as they are sent: kept to the batch's end, they
 * outlived the young generation's collections and doubled the garbage collector's share of a batch.
 */
export type WrittenChunk = Omit<Chunk, 'rows'> & { first: number };

/** Writes a batch's chunks in `tx`, their rows made by `rowsOf`; `head` is what an item of no events records. */
type ChunkWriter = (
  tx: Tx,
  chunks: readonly BatchPlan[][],
  rowsOf: ChunkRows,
  items: readonly AppendItem[],
  head: number | null,
) => Promise<WrittenChunk[]>;

/**
 * Writes a batch's chunks: by COPY where the database speaks it (`copy`) and the batch is more
 * than one chunk, else one INSERT statement a chunk (a command's few events, say: one round trip,
 * where COPY takes three).
 */
export function writeChunks(
  tx: Tx,
  chunks: readonly BatchPlan[][],
  rowsOf: ChunkRows,
  items: readonly AppendItem[],
  head: number | null,
  copy: boolean,
): Promise<WrittenChunk[]> {
  return (copy && chunks.length > 1 ? copyChunks : insertChunks)(tx, chunks, rowsOf, items, head);
}

/**
 * Writes a batch on PostgreSQL: positions drawn for all its events at once (asked for together
 * with the COPY's start), the events streamed in by COPY a chunk at a time, each made just before
 * it is sent (the database takes in one while the next is made; COPY costs it far less per row
 * than an INSERT), then the commands in one statement.
 */
const copyChunks: ChunkWriter = async (tx, chunks, rowsOf, items, head) => {
  const total = chunks.reduce((count, chunk) => count + rowCount(chunk), 0);
  const positions = tx`select event_store_next_positions(${total})::text as base`.execute();
  const opened = tx`copy events (global_position, event_id, stream_id, stream_version, type, data, metadata) from stdin`.writable();
  // Its failure is the positions' (seen just below), or reported by the stream.
  opened.catch(() => {});
  const [{ base }] = (await positions) as unknown as [{ base: string }];
  const copy = await opened;
  const copied = finished(copy);
  // The failure its stream reports (while it is written), kept for below.
  let said: unknown = null;
  copied.catch((error: unknown) => (said = error));
  const written: WrittenChunk[] = [];
  let next = Number(base);
  for (const plans of chunks) {
    const chunk = { plans, ...rowsOf(plans), first: next };
    next += chunk.rows.length;
    written.push({ plans, events: chunk.events, first: chunk.first });
    const text = chunk.rows
      .map((row, i) => `${chunk.first + i}\t${row.eventId}\t${copyText(row.streamId)}\t${row.streamVersion}\t${copyText(row.type)}\t${copyText(row.data)}\t${copyText(row.metadata)}\n`)
      .join('');
    if (!copy.write(text)) await Promise.race([once(copy, 'drain'), copied]);
    // Let the chunk go out before the next is made.
    await new Promise((resolve) => setImmediate(resolve));
  }
  copy.end();
  const plans = written.flatMap((chunk) => {
    let row = 0;
    return chunk.plans.map((plan) => {
      row += plan.to - plan.from + 1;
      return { plan, last: plan.to >= plan.from ? chunk.first + row - 1 : head! };
    });
  });
  // Runs after the COPY on this connection, so it succeeds only if the COPY did. Not `await
  // copied` first: the driver passes a COPY's failure to its stream only while it is being
  // written, and one reported after its end (a unique index waiting on a racing append, say)
  // is dropped, leaving the stream to finish as if nothing happened once another command ends.
  try {
    await tx`
      insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
      select * from unnest(
        ${tx.array(plans.map(({ plan }) => items[plan.index]!.context.commandId))}::text[], ${tx.array(plans.map(({ plan }) => items[plan.index]!.streamId))}::text[],
        ${tx.array(plans.map(({ plan }) => plan.from))}::int[], ${tx.array(plans.map(({ plan }) => plan.to))}::int[],
        ${tx.array(plans.map(({ last }) => String(last)))}::bigint[]
      )`;
  } catch (error) {
    if (said) throw said;
    if ((error as { code?: string }).code === IN_FAILED_TRANSACTION) throw new CopyFailedUnsaid();
    throw error;
  }
  return written;
};

const IN_FAILED_TRANSACTION = '25P02';

/** A batch's COPY failed and the driver dropped the reason: the batch is tried again by INSERT. */
export class CopyFailedUnsaid extends Error {
  constructor() {
    super('the batch append\'s COPY failed without a reason');
  }
}

/** COPY's text format: a backslash, tab, newline or carriage return in a value is escaped. */
export const copyText = (value: string) =>
  /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Writes a batch where COPY is not spoken (PGlite's socket) or not worth its round trips: each
 * chunk's events and commands as one statement, the events as one JSON text, sent one after
 * another without waiting for answers.
 */
const insertChunks: ChunkWriter = async (tx, chunks, rowsOf, items, head) => {
  const sent: Promise<WrittenChunk>[] = [];
  for (const plans of chunks) {
    const chunk = { plans, ...rowsOf(plans) };
    const commands = chunk.plans.map((plan) => items[plan.index]!);
    const json = chunk.rows.map((row) => `{"e":"${row.eventId}","s":${JSON.stringify(row.streamId)},"v":${row.streamVersion},"t":${JSON.stringify(row.type)},"d":${row.data},"m":${row.metadata}}`);
    const query = tx`
      with inserted as (
        insert into events (global_position, event_id, stream_id, stream_version, type, data, metadata)
        select (select event_store_next_positions(${chunk.rows.length})) + u.n - 1, u.e, u.s, u.v, u.t, u.d::jsonb, u.m::jsonb
        from rows from (json_to_recordset(${`[${json.join(',')}]`}::text::json) as (e uuid, s text, v integer, t text, d text, m text))
          with ordinality as u (e, s, v, t, d, m, n)
        returning global_position
      ),
      first as (select min(global_position) as position from inserted),
      commands as (
        insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
        select c, s, f, t, case when r >= 0 then first.position + r else ${String(head ?? 0)}::bigint end
        from unnest(
          ${tx.array(commands.map((item) => item.context.commandId))}::text[], ${tx.array(commands.map((item) => item.streamId))}::text[],
          ${tx.array(chunk.plans.map((plan) => plan.from))}::int[], ${tx.array(chunk.plans.map((plan) => plan.to))}::int[],
          ${tx.array(lastRowOfEachCommand(chunk.plans))}::int[]
        ) as c (c, s, f, t, r)
        left join first on true
        returning 1
      )
      select (select position from first)::text as first, (select count(*) from commands)::int as commands`;
    const { events } = chunk;
    const answer = query.execute().then(([row]) => ({ plans, events, first: Number((row as { first: string | null }).first ?? 0) }));
    // Its failure is seen by the Promise.all below; until then it must not count as unhandled.
    answer.catch(() => {});
    sent.push(answer);
    // Let the chunk go out before the next is prepared (the client writes its queue after this task).
    if (sent.length < chunks.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return Promise.all(sent);
};

/**
 * Rows per statement of a batch append: enough that a statement's own cost is small beside its
 * rows, few enough that the database has the first chunk to insert while the next is prepared.
 */
const BATCH_CHUNK_ROWS = 100;

/** The plans in chunks of about BATCH_CHUNK_ROWS events (an item is never split). */
export function chunked(plans: readonly BatchPlan[]): BatchPlan[][] {
  const chunks: BatchPlan[][] = [];
  let rows = BATCH_CHUNK_ROWS;
  for (const plan of plans) {
    if (rows >= BATCH_CHUNK_ROWS) {
      chunks.push([]);
      rows = 0;
    }
    chunks.at(-1)!.push(plan);
    rows += plan.to - plan.from + 1;
  }
  return chunks;
}

/** The events a chunk appends. */
const rowCount = (chunk: readonly BatchPlan[]) => chunk.reduce((count, plan) => count + plan.to - plan.from + 1, 0);

/** Each plan's last event as an index into the chunk's rows (-1: it appends none). */
function lastRowOfEachCommand(chunk: readonly BatchPlan[]): number[] {
  let end = 0;
  return chunk.map((plan) => {
    const count = plan.to - plan.from + 1;
    end += count;
    return count > 0 ? end - 1 : -1;
  });
}
