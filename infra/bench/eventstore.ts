import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { CommandContext } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';

const APPENDS_PER_RUN = 2_000;
const WARM_UP_APPENDS = 64;
const STREAMS_PER_WRITER = 4;
const SCRATCH_TABLE = 'bench_raw_inserts';

type Operation = (writer: number, index: number) => Promise<unknown>;

/**
 * Append throughput of the SQL event store beside plain single-row INSERTs on the same database,
 * with 1 and with 8 concurrent writers. It writes `bench-*` streams into the events table, so give
 * it a scratch database.
 */
export async function benchEventStore(db: Database): Promise<string[]> {
  const store = new SqlEventStore(db);
  await store.migrate();
  await db.sql.unsafe(
    `create table if not exists ${SCRATCH_TABLE} (id bigserial primary key, stream_id text not null, data jsonb not null)`,
  );
  const lines = [`event store on ${db.kind}: ${APPENDS_PER_RUN} single-event appends per run`];
  try {
    const rawInsert: Operation = (writer, index) =>
      db.sql`insert into ${db.sql(SCRATCH_TABLE)} (stream_id, data) values (${`raw-${writer}`}, ${db.sql.json({ index })})`;
    const warmUp = storeAppender(store);
    await run(8, WARM_UP_APPENDS, rawInsert);
    await run(8, WARM_UP_APPENDS, warmUp);

    for (const writers of [1, 8]) {
      const raw = await run(writers, APPENDS_PER_RUN, rawInsert);
      const appended = await run(writers, APPENDS_PER_RUN, storeAppender(store));
      lines.push(
        `${String(writers).padStart(2)} writer${writers === 1 ? ' ' : 's'}: ` +
          `event store ${rate(appended)} events/s   raw insert ${rate(raw)} rows/s   ratio ${(appended / raw).toFixed(2)}`,
      );
    }
  } finally {
    await db.sql.unsafe(`drop table if exists ${SCRATCH_TABLE}`);
  }
  return lines;
}

/** Each writer appends single-event commands round-robin to its own streams, at their exact versions. */
function storeAppender(store: SqlEventStore): Operation {
  const prefix = `bench-${randomUUID()}`;
  const versions = new Map<string, number>();
  return async (writer, index) => {
    const streamId = `${prefix}-w${writer}-s${index % STREAMS_PER_WRITER}`;
    const version = versions.get(streamId) ?? 0;
    const result = await store.append(streamId, [{ type: 'BenchEventAppended', data: { index } }], version, context());
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

function rate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en').padStart(7);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { freshPostgres } = await import('../testing/services.js');
  const { db, drop } = await freshPostgres();
  try {
    for (const line of await benchEventStore(db)) console.log(line);
  } finally {
    await drop();
  }
}
