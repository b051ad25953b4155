import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { CommandContext } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { freshPostgres } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';

const STREAMS_PER_WRITER = 4;
const SCRATCH_TABLE = 'bench_raw_inserts';

type Operation = (writer: number, index: number) => Promise<unknown>;

/**
 * Append throughput of the SQL event store beside plain single-row INSERTs on the same database,
 * with 1 and with 8 concurrent writers, on a fresh database of its own.
 */
export async function benchEventStore({ quick }: BenchOptions): Promise<Figure[]> {
  const appends = quick ? 200 : 2_000;
  const warmUp = quick ? 16 : 64;
  const { db, drop } = await freshPostgres();
  try {
    const store = new SqlEventStore(db);
    await store.migrate();
    await db.sql.unsafe(`create table ${SCRATCH_TABLE} (id bigserial primary key, stream_id text not null, data jsonb not null)`);
    const rawInsert: Operation = (writer, index) =>
      db.sql`insert into ${db.sql(SCRATCH_TABLE)} (stream_id, data) values (${`raw-${writer}`}, ${db.sql.json({ index })})`;
    await run(8, warmUp, rawInsert);
    await run(8, warmUp, storeAppender(store));

    const figures: Figure[] = [];
    for (const [key, writers] of [['append.single', 1], ['append.writers8', 8]] as const) {
      const raw = await run(writers, appends, rawInsert);
      const appended = await run(writers, appends, storeAppender(store));
      figures.push(
        withRatio({
          key,
          label: `event store appends, ${writers === 1 ? '1 writer' : `${writers} concurrent writers`} (baseline: raw single-row INSERT)`,
          value: appended,
          unit: 'events/s',
          baseline: raw,
          note: `${appends} single-event appends on ${db.kind}`,
        }),
      );
    }
    return figures;
  } finally {
    await drop();
  }
}

/** Each writer appends single-event commands round-robin to its own streams, at their exact versions. */
function storeAppender(store: SqlEventStore): Operation {
  const prefix = `bench-${randomUUID()}`;
  const versions = new Map<string, number>();
  return async (writer, index) => {
    const streamId = `${prefix}-w${writer}-s${index % STREAMS_PER_WRITER}`;
    const version = versions.get(streamId) ?? 0;
    // A real event type: the figure includes checking it against its schema, as every append does.
    const event = { type: 'BookingStatusChanged', data: { bookingId: `${streamId}-${index}`, from: 'pending', to: 'approved' } };
    const result = await store.append(streamId, [event], version, context());
    versions.set(streamId, result.streamVersion);
  };
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
