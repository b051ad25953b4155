import { randomUUID } from 'node:crypto';
import { freshPglite, freshPostgres } from '@detailing/infra/testing/services';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markReadModelTransaction } from '../platform/checkpoints.js';
import type { Database, Tx } from '../platform/database.js';
import { contractCodec } from './eventStore.contract.js';
import { type CommandContext, ErasedStreamError, MAX_EVENTS_PER_TRANSACTION } from './EventStore.js';
import { SqlEventStore } from './SqlEventStore.js';
import { lockPersonalData } from './sqlLocks.js';

const LIVE = { timeout: 5_000, interval: 20 };

const context = (): CommandContext => ({
  commandId: randomUUID(),
  actor: { kind: 'system', id: null, name: null },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2025-01-01T09:00:00.000Z',
});

const note = (n: number) => ({ type: 'NoteAdded', data: { n } });

/** A raw row of the contract's NoteAdded, as a test or bench would insert it by hand. */
const rawRow = (db: Database, streamId: string, version: number, n: number) =>
  db.sql`(${randomUUID()}, ${streamId}, ${version}, 'NoteAdded', ${db.sql.json({ n })}, ${db.sql.json({ ...context(), schemaVersion: 1 } as never)})`;

async function visible(store: SqlEventStore, position: number) {
  await vi.waitFor(async () => expect(await store.headPosition()).toBeGreaterThanOrEqual(position), LIVE);
}

/**
 * `readAll` once it reaches `position`. Each read computes its own limit, and a transaction of
 * another database that ends between the snapshot and the look-up of its database holds that one
 * read back (the safe side), so a read after `visible` may still stop short for a moment.
 */
function readOnceVisible(store: SqlEventStore, after: number, limit: number, position: number) {
  return vi.waitFor(async () => {
    const events = await store.readAll(after, limit);
    expect(events.at(-1)?.globalPosition ?? 0).toBeGreaterThanOrEqual(position);
    return events;
  }, LIVE);
}

const engines = [
  ['PostgreSQL', freshPostgres],
  ['PGlite', freshPglite],
] as const;

describe.each(engines)('SQL event store positions on %s', (_engine, fresh) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  async function open() {
    const created = await fresh();
    drop = created.drop;
    return created.db;
  }

  it('migrates an install whose events were numbered by a sequence: new positions follow the old ones, and readers see both in order', async () => {
    const db = await open();
    // The events table as versions before this one created it, with positions up to 3,000,002.
    await db.sql`
      create table events (
        global_position bigserial primary key, event_id uuid not null unique, stream_id text not null,
        stream_version integer not null, type text not null, data jsonb not null, metadata jsonb not null,
        recorded_at timestamptz not null default now(), unique (stream_id, stream_version))`;
    await db.sql`insert into events (event_id, stream_id, stream_version, type, data, metadata) values ${rawRow(db, 'old-a', 1, 1)}`;
    await db.sql`select setval('events_global_position_seq', 3000000)`;
    await db.sql`insert into events (event_id, stream_id, stream_version, type, data, metadata) values ${rawRow(db, 'old-a', 2, 2)}, ${rawRow(db, 'old-b', 1, 3)}`;

    const store = new SqlEventStore(db, contractCodec);
    await store.migrate();
    await store.migrate(); // every start migrates: the second changes nothing
    const appended = await store.append('new-a', [note(4), note(5)], 'no_stream', context());
    expect(appended.events[0]!.globalPosition).toBeGreaterThan(3_000_002);
    const all = await readOnceVisible(store, 0, 100, appended.lastGlobalPosition);
    expect(all.map((e) => [e.streamId, e.data.n])).toEqual([
      ['old-a', 1],
      ['old-a', 2],
      ['old-b', 3],
      ['new-a', 4],
      ['new-a', 5],
    ]);
    expect(all.slice(0, 3).map((e) => e.globalPosition)).toEqual([1, 3_000_001, 3_000_002]);
    expect(await store.readAll(3_000_002, 100)).toEqual(appended.events);
    const [{ sequences }] = (await db.sql`select count(*)::int as sequences from pg_class where relkind = 'S' and relname = 'events_global_position_seq'`) as unknown as [{ sequences: number }];
    expect(sequences).toBe(0);
  });

  it('keeps the origin across migrations, and moves it only when transaction ids fall behind the events (a dump restored into a new cluster)', async () => {
    const db = await open();
    const store = new SqlEventStore(db, contractCodec);
    await store.migrate();
    const origin = async () => Number(((await db.sql`select event_store_position_origin()::text as o`) as unknown as [{ o: string }])[0].o);
    const first = await origin();
    const before = await store.append(`s-${randomUUID()}`, [note(1)], 'no_stream', context());
    await store.migrate();
    expect(await origin()).toBe(first);

    // As if restored where transaction ids are far younger: the origin now lies ahead of them.
    const [{ xid }] = (await db.sql`select pg_current_xact_id()::text as xid`) as unknown as [{ xid: string }];
    await db.sql.unsafe(`create or replace function event_store_position_origin() returns bigint language sql immutable as $$ select ${Number(xid) + 1000}::bigint $$`);
    await store.migrate();
    const after = await store.append(`s-${randomUUID()}`, [note(2)], 'no_stream', context());
    expect(after.lastGlobalPosition).toBeGreaterThan(before.lastGlobalPosition);
    expect((await readOnceVisible(store, 0, 100, after.lastGlobalPosition)).map((e) => e.data.n)).toEqual([1, 2]);
  });

  it('numbers raw INSERTs through the column default, in row order, as the store numbers its own', async () => {
    const db = await open();
    const store = new SqlEventStore(db, contractCodec);
    await store.migrate();
    const before = await store.append('stored', [note(0)], 'no_stream', context());
    await db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      values ${rawRow(db, 'raw', 1, 1)}, ${rawRow(db, 'raw', 2, 2)}, ${rawRow(db, 'raw', 3, 3)}`;
    const after = await store.append('stored', [note(4)], 1, context());
    const all = await readOnceVisible(store, 0, 100, after.lastGlobalPosition);
    expect(all.map((e) => e.data.n)).toEqual([0, 1, 2, 3, 4]);
    const raw = all.slice(1, 4).map((e) => e.globalPosition);
    expect(raw[0]).toBeGreaterThan(before.lastGlobalPosition);
    expect(raw).toEqual([raw[0], raw[0]! + 1, raw[0]! + 2]);
  });

  it(`refuses a transaction's event number ${MAX_EVENTS_PER_TRANSACTION + 1}, in SQL, whoever inserts it`, async () => {
    const db = await open();
    const store = new SqlEventStore(db, contractCodec);
    await store.migrate();
    const refused = db.sql.begin(async (tx) => {
      // Takes the whole of this transaction's numbers without building a million events.
      await tx`select event_store_next_positions(${MAX_EVENTS_PER_TRANSACTION})`;
      await tx`insert into events (event_id, stream_id, stream_version, type, data, metadata) values ${rawRow(db, 'over', 1, 1)}`;
    });
    await expect(refused).rejects.toThrow(`One transaction may append at most ${MAX_EVENTS_PER_TRANSACTION} events; this one would append ${MAX_EVENTS_PER_TRANSACTION + 1}`);
    const [{ count }] = (await db.sql`select count(*)::int as count from events`) as unknown as [{ count: number }];
    expect(count).toBe(0);
  });
});

describe('what holds readers back, on PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });

  it("waits for an open write transaction of its own database, never for another database's", async () => {
    const ours = await freshPostgres();
    const other = await freshPostgres();
    drops.push(ours.drop, other.drop);
    const store = new SqlEventStore(ours.db, contractCodec);
    await store.migrate();

    const elsewhere = await other.db.sql.reserve();
    const here = await ours.db.sql.reserve();
    try {
      await elsewhere`begin`;
      await elsewhere`select pg_current_xact_id()`; // holds a transaction id, as a long import there would
      const first = await store.append(`s-${randomUUID()}`, [note(1)], 'no_stream', context());
      await visible(store, first.lastGlobalPosition);

      await here`begin`;
      await here`select pg_current_xact_id()`;
      const second = await store.append(`s-${randomUUID()}`, [note(2)], 'no_stream', context());
      expect(await store.readAll(first.lastGlobalPosition, 10)).toEqual([]);
      await here`commit`;
      expect(await readOnceVisible(store, first.lastGlobalPosition, 10, second.lastGlobalPosition)).toEqual(second.events);
    } finally {
      await elsewhere`rollback`.catch(() => {});
      await here`rollback`.catch(() => {});
      elsewhere.release();
      here.release();
    }
  });
});

describe('a read model transaction, on PostgreSQL', () => {
  it('holds no reader back while it runs, marked as one; unmarked, the same transaction does', async () => {
    const ours = await freshPostgres();
    const drop = ours.drop;
    const store = new SqlEventStore(ours.db, contractCodec);
    await store.migrate();
    const first = await store.append(`s-${randomUUID()}`, [note(1)], 'no_stream', context());
    await visible(store, first.lastGlobalPosition);

    const projection = await ours.db.sql.reserve();
    try {
      // A read model's batch: marked first, then it writes (so it holds a transaction id) and stays open.
      await projection`begin`;
      await markReadModelTransaction(projection as unknown as Tx);
      await projection`create temporary table scratch_rows (n int)`;
      await projection`insert into scratch_rows values (1)`;
      await projection`select pg_current_xact_id()`;
      const second = await store.append(`s-${randomUUID()}`, [note(2)], 'no_stream', context());
      expect(await readOnceVisible(store, first.lastGlobalPosition, 10, second.lastGlobalPosition)).toEqual(second.events);

      // The same transaction without the mark (as if any other writer): readers wait for it again.
      await projection`select set_config('application_name', 'someone else', true)`;
      const third = await store.append(`s-${randomUUID()}`, [note(3)], 'no_stream', context());
      expect(await store.readAll(second.lastGlobalPosition, 10)).toEqual([]);
      await projection`commit`;
      expect(await readOnceVisible(store, second.lastGlobalPosition, 10, third.lastGlobalPosition)).toEqual(third.events);
    } finally {
      await projection`rollback`.catch(() => {});
      projection.release();
      await drop();
    }
  });
});

describe('erasing while a personal append races it, on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it('makes the append wait for the erasure and refuse; an append without personal values does not wait', async () => {
    const { db, drop: dropDb } = await freshPostgres();
    drop = dropDb;
    const store = new SqlEventStore(db, contractCodec);
    await store.migrate();
    const streamId = `person-${randomUUID()}`;
    await store.append(streamId, [note(1)], 'no_stream', context());

    // An erasure of the stream, stopped midway: it holds the stream's lock and has shredded its key.
    const eraser = await db.sql.reserve();
    await eraser`begin`;
    await lockPersonalData(eraser as never, [streamId]);
    await eraser`insert into personal_data_erasures (stream_id) values (${streamId})`;
    await eraser`delete from personal_data_keys where stream_id = ${streamId}`;
    try {
      const person = { type: 'PersonAdded', data: { n: 2, fullName: 'Ada Lovelace', contact: { email: 'ada@example.test' }, note: null } };
      const personal = store.append(streamId, [person], 1, context());
      personal.catch(() => {});
      await vi.waitFor(async () => {
        const [{ waiting }] = (await db.sql`
          select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`) as unknown as [
          { waiting: number },
        ];
        expect(waiting).toBe(1);
      }, LIVE);
      // Meanwhile an append with nothing personal to the same stream takes no such lock.
      const plain = await store.append(streamId, [note(3)], 1, context());
      expect(plain.streamVersion).toBe(2);

      await eraser`commit`;
      await expect(personal).rejects.toBeInstanceOf(ErasedStreamError);
      const keys = await db.sql`select 1 from personal_data_keys where stream_id = ${streamId}`;
      expect(keys).toHaveLength(0);
      expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }]);
    } finally {
      await eraser`rollback`.catch(() => {});
      eraser.release();
    }
  });
});
