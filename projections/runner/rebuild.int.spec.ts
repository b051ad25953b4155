import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { type ChangeMessage, PROJECTION_PROGRESS, type ProgressMessage, READ_MODEL_CHANGES } from '@detailing/services/platform/channels';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { appendBookings, bookingCreatedData, range } from '../testing/bookingEvents.js';
import { ProjectionRunner, type RunnerOptions } from './ProjectionRunner.js';
import type { RebuildProgress } from './rebuild.js';
import { eventCount, settledHead } from '@detailing/infra/testing/settledHead';

const quiet = () => {};
const byId = <T extends { id?: unknown }>(rows: readonly T[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
// Two events per booking, so 30 bookings make six batches of ten.
const BATCH = 10;


/** A hook that holds the rebuild after its first batch until released (or makes it die there). */
function pauseAfterFirstBatch() {
  let release!: (outcome: 'resume' | 'die') => void;
  const released = new Promise<'resume' | 'die'>((resolve) => (release = resolve));
  const gate = {
    pausedAt: 0,
    release,
    async hook({ position, stage }: RebuildProgress) {
      if (gate.pausedAt || stage !== 'batch committed') return;
      gate.pausedAt = position;
      if ((await released) === 'die') throw new Error('died between batches');
    },
  };
  return gate;
}

describe.each([
  ['PostgreSQL', freshPostgres],
  ['PGlite', freshPglite],
])('a rebuild on %s', (_, open) => {
  let db: Database;
  let store: EventStore;
  let drop: () => Promise<void>;
  let booked = 0;

  beforeAll(async () => {
    ({ db, drop } = await open());
    store = new SqlEventStore(db);
    await store.migrate();
    const runner = runnerWith();
    await runner.migrate();
    await runner.start();
    await book(30);
    await caughtUp();
    await runner.stop();
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  const runnerWith = (options: RunnerOptions = {}, projector = bookingsProjector) =>
    new ProjectionRunner(db, store, [projector], quiet, { batchSize: BATCH, ...options });
  const book = (count: number) => appendBookings(store, range(booked + 1, (booked += count)));
  const rows = () => db.sql`select * from bookings order by id`;
  const caughtUp = async () => {
    const head = await settledHead(db, store);
    await until(async () => (await readCheckpoint(db.sql, 'bookings')) >= head, `bookings to reach ${head}`);
  };
  /** Damage only a rebuild repairs, so the old rows and the rebuilt ones differ. */
  const drift = () => db.sql`update bookings set full_name = 'Drifted', status = 'lost' where id in ('b1', 'b7')`;
  const leftovers = async () => ({
    rebuilds: await db.sql`select name from projection_rebuilds`,
    schemas: await db.sql`select nspname from pg_namespace where nspname like 'projection\\_%'`,
  });

  it('lets readers see the complete old rows while paused between batches, and the rebuilt rows once swapped in', async () => {
    const truth = await rows();
    await drift();
    const old = await rows();
    const gate = pauseAfterFirstBatch();
    const rebuilt = runnerWith({ betweenRebuildBatches: gate.hook }).rebuild('bookings');

    await until(() => gate.pausedAt, 'the rebuild to pause after its first batch');
    expect(await rows()).toEqual(old);
    // The first batch is committed beside the live table, where no reader looks.
    const [fresh] = await db.sql`select count(*)::int as n from projection_rebuild_bookings.bookings`;
    expect(fresh!.n).toBe(BATCH / 2);

    gate.release('resume');
    expect(await rebuilt).toEqual({ events: await eventCount(db), position: await settledHead(db, store) });
    expect(await rows()).toEqual(truth);
    expect(await leftovers()).toEqual({ rebuilds: [], schemas: [] });
  });

  it('builds the indexes its projector leaves for last after the last batch: absent between batches, as the migrations make them once swapped in', async () => {
    const indexes = (schema: string) =>
      db.sql`select indexname, replace(indexdef, ${`${schema}.`}, '') as definition from pg_indexes where schemaname = ${schema} and tablename = 'bookings' order by indexname`;
    const live = await indexes('public');
    expect(live.map((index) => index.indexname)).toEqual(expect.arrayContaining([...bookingsProjector.rebuildIndexesLast!]));
    const gate = pauseAfterFirstBatch();
    const rebuilt = runnerWith({ betweenRebuildBatches: gate.hook }).rebuild('bookings');
    await until(() => gate.pausedAt, 'the rebuild to pause after its first batch');
    const fresh = (await indexes('projection_rebuild_bookings')).map((index) => index.indexname);
    expect(fresh).toEqual(live.map((index) => index.indexname).filter((name) => !bookingsProjector.rebuildIndexesLast!.includes(name)));
    gate.release('resume');
    await rebuilt;
    expect(await indexes('public')).toEqual(live);
    expect(await leftovers()).toEqual({ rebuilds: [], schemas: [] });
  });

  it('catches up the events appended while it ran, and the live runner carries on in the swapped-in tables', async () => {
    const live = runnerWith();
    await live.start();
    try {
      const gate = pauseAfterFirstBatch();
      const rebuilt = runnerWith({ betweenRebuildBatches: gate.hook }).rebuild('bookings');
      await until(() => gate.pausedAt, 'the rebuild to pause after its first batch');
      await book(3);
      await caughtUp();
      const current = await rows();
      gate.release('resume');
      await rebuilt;
      expect(await rows()).toEqual(current);
      expect(await readCheckpoint(db.sql, 'bookings')).toBe(await settledHead(db, store));

      await book(1);
      await caughtUp();
      expect((await rows()).map((r) => r.id)).toContain(`b${booked}`);
    } finally {
      await live.stop();
    }
  });

  it('reads on instead of swapping in tables behind the live model, when the live runner applied new events just before the swap', async () => {
    const live = runnerWith();
    await live.start();
    try {
      let appended = 0;
      const rebuilder = runnerWith({
        async betweenRebuildBatches({ stage }) {
          if (stage !== 'swapping' || appended) return;
          await book((appended = 2));
          await caughtUp();
        },
      });
      await rebuilder.rebuild('bookings');
      expect(appended).toBe(2);
      expect((await rows()).map((r) => r.id)).toEqual(expect.arrayContaining([`b${booked - 1}`, `b${booked}`]));
      expect(await readCheckpoint(db.sql, 'bookings')).toBe(await settledHead(db, store));
    } finally {
      await live.stop();
    }
  });

  it('announces no replayed row to live readers', async () => {
    const live = runnerWith();
    await live.start();
    const heard: ChangeMessage[] = [];
    const unlisten = await db.listen(READ_MODEL_CHANGES, (payload) => heard.push(JSON.parse(payload) as ChangeMessage));
    try {
      await live.rebuild('bookings');
      await book(1);
      // Notifications arrive in commit order: anything the rebuild announced would come first.
      await until(() => heard.length >= 2, 'the new booking to be announced');
      expect(heard.map((m) => [m.change.kind, m.change.id])).toEqual([
        ['created', `b${booked}`],
        ['updated', `b${booked}`],
      ]);
    } finally {
      await unlisten();
      await live.stop();
    }
  });

  it('announces at the swap the rows of events the live model had not applied', async () => {
    const heard: ChangeMessage[] = [];
    const unlisten = await db.listen(READ_MODEL_CHANGES, (payload) => heard.push(JSON.parse(payload) as ChangeMessage));
    try {
      await book(1); // no live runner: only the rebuild applies it
      await runnerWith().rebuild('bookings');
      await until(() => heard.length >= 2, 'the booking the rebuild applied first to be announced');
      expect(heard.map((m) => [m.change.kind, m.change.id])).toEqual([
        ['created', `b${booked}`],
        ['updated', `b${booked}`],
      ]);
    } finally {
      await unlisten();
    }
  });

  it('records its progress in each batch and announces it, reaching the count of events it started with', async () => {
    const [{ n: total }] = (await db.sql`select count(*)::int as n from events`) as unknown as [{ n: number }];
    const live = await readCheckpoint(db.sql, 'bookings');
    const heard: ProgressMessage[] = [];
    const unlisten = await db.listen(PROJECTION_PROGRESS, (payload) => heard.push(JSON.parse(payload) as ProgressMessage));
    const stored: { events_done: string; events_total: string }[] = [];
    try {
      await runnerWith({
        async betweenRebuildBatches({ stage }) {
          if (stage !== 'batch committed') return;
          stored.push(...((await db.sql`select events_done, events_total from projection_rebuilds where name = 'bookings'`) as never[]));
        },
      }).rebuild('bookings');
      const batches = Math.ceil(total / BATCH);
      expect(stored.map((r) => [Number(r.events_done), Number(r.events_total)])).toEqual(
        range(1, batches).map((k) => [Math.min(k * BATCH, total), total]),
      );
      await until(() => heard.length > batches, 'a notice for every batch and the swap');
      expect(heard.map((m) => m.rebuild)).toEqual([...range(1, batches).map((k) => ({ done: Math.min(k * BATCH, total), total })), { done: total, total }]);
      // Until the swap the notices say where the live model is, so nobody waiting on it is misled.
      expect(heard.slice(0, -1).every((m) => m.projection === 'bookings' && m.position === live)).toBe(true);
      expect(heard.at(-1)!.position).toBe(await store.headPosition());
    } finally {
      await unlisten();
    }
  });

  it('leaves the live model intact when it dies between batches, and the next run completes it from where it stopped', async () => {
    const truth = await rows();
    await drift();
    const old = await rows();
    const gate = pauseAfterFirstBatch();
    const dying = runnerWith({ betweenRebuildBatches: gate.hook }).rebuild('bookings');
    await until(() => gate.pausedAt, 'the rebuild to pause after its first batch');
    gate.release('die');
    await expect(dying).rejects.toThrow('died between batches');
    expect(await rows()).toEqual(old);
    expect(await db.sql`select position from projection_rebuilds where name = 'bookings'`).toEqual([{ position: String(gate.pausedAt) }]);

    const head = await settledHead(db, store);
    const [{ after }] = (await db.sql`select count(*)::int as after from events where global_position > ${gate.pausedAt}`) as unknown as [{ after: number }];
    const result = await runnerWith().rebuild('bookings');
    expect(result).toEqual({ events: after, position: head });
    expect(await rows()).toEqual(truth);
    // The indexes left for last were dropped by the run that died, and built by the one that finished.
    const live = await db.sql`select indexname from pg_indexes where tablename = 'bookings' and indexname = any(${db.sql.array([...bookingsProjector.rebuildIndexesLast!])})`;
    expect(live).toHaveLength(bookingsProjector.rebuildIndexesLast!.length);
    expect(await leftovers()).toEqual({ rebuilds: [], schemas: [] });
  });

  it('commits nothing of a batch whose batch path fails after writing, and the next run neither loses nor doubles a row', async () => {
    const truth = await rows();
    await drift();
    const old = await rows();
    let batches = 0;
    const crashing = {
      ...bookingsProjector,
      async applyMany(tx: Parameters<NonNullable<typeof bookingsProjector.applyMany>>[0], events: Parameters<NonNullable<typeof bookingsProjector.applyMany>>[1]) {
        const changes = await bookingsProjector.applyMany!(tx, events);
        // The second batch's rows are written in its transaction when the process "crashes".
        if (++batches === 2) throw new Error('crash after the batch insert');
        return changes;
      },
    };
    await expect(runnerWith({}, crashing).rebuild('bookings')).rejects.toThrow('crash after the batch insert');
    expect(await rows()).toEqual(old);
    const [left] = await db.sql`select position, events_done from projection_rebuilds where name = 'bookings'`;
    const [fresh] = await db.sql`select count(*)::int as n, count(distinct id)::int as distinct from projection_rebuild_bookings.bookings`;
    // Only the first batch is in the fresh tables: five bookings of ten events.
    expect({ done: Number(left!.events_done), rows: fresh!.n, distinct: fresh!.distinct }).toEqual({ done: BATCH, rows: BATCH / 2, distinct: BATCH / 2 });

    await runnerWith().rebuild('bookings');
    expect(await rows()).toEqual(truth);
    expect(await leftovers()).toEqual({ rebuilds: [], schemas: [] });
  });

  it('replays long runs of creations into the rows the live runner built: by COPY on PostgreSQL, by INSERT on PGlite', async () => {
    const live = runnerWith();
    await live.start();
    try {
      const numbers = range(booked + 1, (booked += 250));
      await store.appendMany(
        numbers.map((n) => ({
          streamId: `booking-b${n}`,
          events: [{ type: 'BookingCreated', data: { ...bookingCreatedData(n), notes: n % 7 ? null : 'tab\there, back\\slash' } }],
          expectedVersion: 'no_stream' as const,
          context: { commandId: `create-only-b${n}`, actor: { kind: 'system', id: null, name: null }, correlationId: `c${n}`, causationId: null, occurredAt: '2026-11-02T00:00:00.000Z' },
        })),
      );
      await caughtUp();
    } finally {
      await live.stop();
    }
    const truth = await rows();
    await drift();
    let copied = 0;
    const counted = { ...bookingsProjector, copyRows: { ...bookingsProjector.copyRows!, row: (e: RecordedEvent) => (copied++, bookingsProjector.copyRows!.row(e)) } };
    const result = await runnerWith({ batchSize: 200 }, counted).rebuild('bookings');
    expect(await rows()).toEqual(truth);
    expect(result.events).toBe(await eventCount(db));
    expect(copied).toBe(db.kind === 'postgres' ? 250 : 0);
  });

  it('rebuilds on start when the projector version is raised, resuming after a stop between batches, and stamps the new version only at the swap', async () => {
    const truth = await rows();
    await drift();
    const old = await rows();
    const bumped = { ...bookingsProjector, version: bookingsProjector.version + 1 };
    const gate = pauseAfterFirstBatch();
    const first = runnerWith({ betweenRebuildBatches: gate.hook }, bumped);
    await first.migrate();
    await first.start();
    await until(() => gate.pausedAt, 'the rebuild on start to pause after its first batch');
    // Meanwhile the live model follows new events, under the old version's stamp.
    await book(1);
    await caughtUp();
    expect(await db.sql`select version from projection_checkpoints where name = 'bookings'`).toEqual([{ version: bookingsProjector.version }]);
    const stopped = first.stop();
    gate.release('die');
    await stopped;
    const current = await rows();
    expect(current).toHaveLength(old.length + 1);

    const resumedFrom: number[] = [];
    const second = runnerWith({ betweenRebuildBatches: async ({ position }) => void resumedFrom.push(position) }, bumped);
    await second.migrate();
    await second.start();
    await second.settled();
    await second.stop();
    // One batch on from where the first stopped: positions leave gaps, so count events, not positions.
    const [{ next }] = (await db.sql`
      select global_position::text as next from events where global_position > ${gate.pausedAt}
      order by global_position offset ${BATCH - 1} limit 1`) as unknown as [{ next: string }];
    expect(resumedFrom[0]).toBe(Number(next));
    const added = current.find((r) => r.id === `b${booked}`)!;
    expect(byId(await rows())).toEqual(byId([...truth, added]));
    expect(await db.sql`select version from projection_checkpoints where name = 'bookings'`).toEqual([{ version: bumped.version }]);
  });
});
