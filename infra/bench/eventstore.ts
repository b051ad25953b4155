import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import type { AppendItem, CommandContext, EventToAppend } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { type BatchRow, copyText } from '@detailing/services/eventstore/sqlBatch';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';

/** The baseline's table: a copy of the events table's columns, defaults, constraints and indexes. */
const RAW_TABLE = 'bench_raw_events';
const BATCH_SIZE = 500;

type Operation = (writer: number, index: number) => Promise<unknown>;

/** One row as an append writes it: the event's columns, without what the store adds around it. */
type RawRow = BatchRow;

/**
 * Append throughput of the SQL event store, each beside plain writes of the same rows into a
 * table of the events table's shape on the same database in the same run: one writer and eight
 * concurrent writers appending one event per command to new streams (baseline: single-row INSERT,
 * one commit each), and the batch API `appendMany` (baseline: one raw COPY per batch, the bulk
 * path the database itself offers).
 * Store and baseline take turns (see `interleaved`): on a shared machine one run of each, one
 * after the other, gave ratios from 0.3 to 1.9 for the same code.
 */
export async function benchEventStore({ quick }: BenchOptions): Promise<Figure[]> {
  const appends = quick ? 200 : 2_000;
  const batched = quick ? 5_000 : 50_000;
  const warmUp = quick ? 16 : 64;
  const rounds = quick ? 2 : 5;
  const { db, drop } = await freshPostgres();
  try {
    const store = new SqlEventStore(db);
    await store.migrate();
    await createRawTable(db);
    const rawInsert: Operation = () => insertRow(db, rawRow(`raw-${randomUUID()}`));
    await run(8, warmUp, rawInsert);
    await run(8, warmUp, storeAppender(store));

    const figures: Figure[] = [];
    for (const [key, writers] of [['append.single', 1], ['append.writers8', 8]] as const) {
      const { raw, appended } = await interleaved(rounds, writers, appends, rawInsert, storeAppender(store));
      figures.push(
        withRatio({
          key,
          label: `event store appends to new streams, ${writers === 1 ? '1 writer' : `${writers} concurrent writers`} (baseline: raw single-row INSERT, one commit each)`,
          value: appended,
          unit: 'events/s',
          baseline: raw,
          note: `${appends} single-event appends on ${db.kind}, in ${rounds} turns alternating with the baseline`,
        }),
      );
    }

    const batches = Math.ceil(batched / BATCH_SIZE);
    let position = 0;
    const rawBatch: Operation = () =>
      copyRows(db, Array.from({ length: BATCH_SIZE }, (_, i) => ({ ...rawRow(`raw-batch-${randomUUID()}-${i}`), globalPosition: ++position })));
    const storeBatch: Operation = () => store.appendMany(Array.from({ length: BATCH_SIZE }, () => newStreamItem()));
    await run(1, 2, rawBatch);
    await run(1, 2, storeBatch);
    const batchRates = await interleaved(rounds, 1, batches, rawBatch, storeBatch);
    const rawBatched = batchRates.raw * BATCH_SIZE;
    const appendedBatched = batchRates.appended * BATCH_SIZE;
    figures.push(
      withRatio({
        key: 'append.batch',
        label: `event store batch appends through appendMany, ${BATCH_SIZE} one-event streams a call (baseline: raw COPY of the same ${BATCH_SIZE} rows, one commit)`,
        value: appendedBatched,
        unit: 'events/s',
        baseline: rawBatched,
        baselineKind: 'copy',
        note: `${batches * BATCH_SIZE} events in ${batches} batches on ${db.kind}, in ${rounds} turns alternating with the baseline`,
      }),
    );
    return figures;
  } finally {
    await drop();
  }
}

/**
 * `like events including all` copies the columns, defaults, constraints and indexes, so the
 * baseline pays for the same unique checks; a serial column's copied default would draw from the
 * events table's sequence, so the copy gets a sequence of its own.
 */
async function createRawTable(db: Database): Promise<void> {
  await db.sql.unsafe(`create table ${RAW_TABLE} (like events including all)`);
  const serials = (await db.sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${RAW_TABLE} and column_default like 'nextval(%'`) as unknown as { column_name: string }[];
  for (const { column_name: column } of serials) {
    const sequence = `${RAW_TABLE}_${column}_seq`;
    await db.sql.unsafe(`create sequence ${sequence} owned by ${RAW_TABLE}.${column}`);
    await db.sql.unsafe(`alter table ${RAW_TABLE} alter column ${column} set default nextval('${sequence}')`);
  }
}

/** The single-row baseline: one INSERT … VALUES, one commit. */
function insertRow(db: Database, row: RawRow): Promise<unknown> {
  const sql = db.sql;
  return sql`
    insert into ${sql(RAW_TABLE)} (event_id, stream_id, stream_version, type, data, metadata)
    values (${row.eventId}, ${row.streamId}, ${row.streamVersion}, ${row.type}, ${row.data}::jsonb, ${row.metadata}::jsonb)`;
}

/**
 * The batch baseline: all the rows in one COPY in text format, one commit. The store writes each
 * event's global position itself, so the baseline writes one too (its own count: the raw table
 * needs only unique ones).
 */
async function copyRows(db: Database, rows: (RawRow & { globalPosition: number })[]): Promise<void> {
  await db.sql.begin(async (tx) => {
    const copy = await tx`
      copy ${tx(RAW_TABLE)} (global_position, event_id, stream_id, stream_version, type, data, metadata) from stdin`.writable();
    const text = rows
      .map((row) => `${row.globalPosition}\t${row.eventId}\t${copyText(row.streamId)}\t${row.streamVersion}\t${copyText(row.type)}\t${copyText(row.data)}\t${copyText(row.metadata)}\n`)
      .join('');
    if (!copy.write(text)) await once(copy, 'drain');
    copy.end();
    await finished(copy);
  });
}

/** The row the store writes for `benchEvent` on a new stream: the same event, the same metadata. */
function rawRow(streamId: string): RawRow {
  const event = benchEvent(streamId);
  return {
    eventId: randomUUID(),
    streamId,
    streamVersion: 1,
    type: event.type,
    data: JSON.stringify(event.data),
    // Built as the store builds it (a spread's copy stringifies at half the speed).
    metadata: JSON.stringify(Object.assign({}, context(), { schemaVersion: 1 })),
  };
}

// A real event type: the figure includes checking it against its schema, as every append does.
const benchEvent = (streamId: string): EventToAppend =>
  ({ type: 'BookingStatusChanged', data: { bookingId: streamId, from: 'pending', to: 'approved' } });

function newStreamItem(): AppendItem {
  const streamId = `bench-batch-${randomUUID()}`;
  return { streamId, events: [benchEvent(streamId)], expectedVersion: 'no_stream', context: context() };
}

/** Each command appends one event to a stream of its own, which it expects not to exist yet. */
function storeAppender(store: SqlEventStore): Operation {
  return async () => {
    const streamId = `bench-${randomUUID()}`;
    await store.append(streamId, [benchEvent(streamId)], 'no_stream', context());
  };
}

/**
 * The baseline and the store, each `total` operations split into `rounds` turns taken in
 * alternation (the baseline first in even rounds, the store first in odd ones), so a machine that
 * speeds up or slows down during the run moves both alike; returns each one's operations per
 * second over all its turns.
 */
async function interleaved(rounds: number, writers: number, total: number, raw: Operation, store: Operation): Promise<{ raw: number; appended: number }> {
  const seconds = { raw: 0, appended: 0 };
  const counted = { raw: 0, appended: 0 };
  const turn = async (which: 'raw' | 'appended', operation: Operation) => {
    const count = Math.ceil(total / rounds);
    const rate = await run(writers, count, operation);
    const done = Math.ceil(count / writers) * writers;
    counted[which] += done;
    seconds[which] += done / rate;
  };
  for (let round = 0; round < rounds; round++) {
    const order: ['raw' | 'appended', Operation][] = [['raw', raw], ['appended', store]];
    for (const [which, operation] of round % 2 === 0 ? order : order.reverse()) await turn(which, operation);
  }
  return { raw: counted.raw / seconds.raw, appended: counted.appended / seconds.appended };
}

/** Runs `total` operations split across `writers` concurrent loops; returns operations per second. */
async function run(writers: number, total: number, operation: Operation): Promise<number> {
  const perWriter = Math.ceil(total / writers);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = 0; index < perWriter; index++) await operation(writer, index);
    }),
  );
  return (perWriter * writers) / ((performance.now() - started) / 1000);
}

function context(): CommandContext {
  return {
    commandId: randomUUID(),
    actor: { kind: 'system', id: null, name: null },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
}
