import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBookingInput, bookingStreamId, quoteBooking } from '@detailing/schema';
import { CommandRunner } from '@detailing/services/commands/runner';
import { bookingDecider } from '@detailing/services/bookings/decider';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { projectionLeases, readCheckpoint } from '@detailing/services/platform/checkpoints';
import { Leases } from '@detailing/services/platform/leases';
import { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';
import { ProjectionRunner } from './ProjectionRunner.js';
import type { Projector } from './Projector.js';
import { eventCount, settledHead } from '@detailing/infra/testing/settledHead';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let db: Database;
let store: EventStore;
let counter = 0;

beforeAll(async () => {
  pg = await freshPostgres();
  db = pg.db;
  store = new SqlEventStore(db);
  await store.migrate();
});
afterAll(() => pg?.drop());

async function createBookings(count: number, into: EventStore = store) {
  for (let i = 0; i < count; i++) {
    const n = ++counter;
    const input = CreateBookingInput.parse({
      fullName: `Customer ${n}`,
      email: `c${n}@example.com`,
      mobile: `04000000${n}`,
      date: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
      time: '10:00',
      vehicleType: 'UTE',
      modelYear: 2020,
      serviceIds: [1, n],
    });
    const at = new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString();
    await new CommandRunner({ store: into, clock: { now: () => at } }).run({
      decider: bookingDecider,
      streamId: bookingStreamId(`b${n}`),
      commands: [{ type: 'CreateBooking', bookingId: `b${n}`, input, source: 'admin', customerId: null, at, quote: quoteBooking(input.serviceIds, [], input) }],
      options: { commandId: `create-b${n}`, actor: { kind: 'system', id: null, name: null }, correlationId: `c${n}` },
    });
  }
}

async function caughtUp(name: string) {
  const head = await settledHead(db, store);
  await until(async () => (await readCheckpoint(db.sql, name)) >= head, `projection ${name} to reach ${head}`);
}

const rows = () => db.sql`select * from bookings order by id`;

describe('the projection runner', () => {
  it('rebuilds a read model from the events into exactly the rows it had live', async () => {
    const runner = new ProjectionRunner(db, store, [bookingsProjector], () => {});
    await runner.migrate();
    await runner.start();
    await createBookings(30);
    await caughtUp('bookings');
    const live = await rows();
    expect(live).toHaveLength(30);
    await runner.stop();

    const result = await runner.rebuild('bookings');
    expect(result.position).toBe(await settledHead(db, store));
    expect(await rows()).toEqual(live);
  });

  it('commits nothing of a batch that fails midway, then applies every event exactly once on retry', async () => {
    let failures = 0;
    let applied = 0;
    const flaky: Projector = {
      ...bookingsProjector,
      name: 'bookings_flaky',
      // Its own `apply` only: the bookings batch path writes to other tables.
      applyMany: undefined,
      async apply(tx, event) {
        applied += 1;
        if (applied === 3 && failures === 0) {
          failures += 1;
          throw new Error('crash in the middle of a batch');
        }
        await tx`insert into flaky_rows (id) values (${event.eventId})`;
        return [];
      },
      migrations: [{ id: 1, name: 'create flaky_rows', up: (tx) => tx`create table flaky_rows (id text primary key, applied_at timestamptz default now())` }],
    };
    const runner = new ProjectionRunner(db, store, [flaky], () => {});
    await runner.migrate();
    await runner.start();
    await caughtUp('bookings_flaky');
    await runner.stop();
    expect(failures).toBe(1);
    const [{ n }] = (await db.sql`select count(*)::int as n from flaky_rows`) as unknown as [{ n: number }];
    expect(n).toBe(await eventCount(db));
  });

  it('passes batches it has nothing to apply from without a batch transaction: waiters hear the position at once, the checkpoint is saved when it stops', async () => {
    const idle: Projector = {
      name: 'idle_invoices',
      version: 1,
      handles: ['InvoiceIssued'],
      migrations: [{ id: 1, name: 'create idle_rows', up: (tx) => tx`create table idle_rows (id text primary key)` }],
      async apply(tx, event) {
        await tx`insert into idle_rows (id) values (${event.eventId})`;
        return [];
      },
    };
    const waiter = new ProjectionWaiter(db);
    await waiter.start();
    const runner = new ProjectionRunner(db, store, [idle], () => {});
    try {
      await runner.migrate();
      await runner.start();
      await createBookings(3);
      const head = await settledHead(db, store);
      expect(await waiter.waitFor('idle_invoices', head)).toBe(true);
      await runner.stop();
      expect(await readCheckpoint(db.sql, 'idle_invoices')).toBe(head);
      expect(await db.sql`select * from idle_rows`).toHaveLength(0);
    } finally {
      await runner.stop();
      await waiter.stop();
    }
  });

  it('never applies an event twice when two runners project the same read model at once', async () => {
    const counting: Projector = {
      ...bookingsProjector,
      name: 'bookings_counted',
      applyMany: undefined,
      migrations: [{ id: 1, name: 'create counted_rows', up: (tx) => tx`create table counted_rows (event_id text not null, runner text not null)` }],
      async apply(tx, event) {
        await tx`insert into counted_rows (event_id, runner) values (${event.eventId}, 'any')`;
        return [];
      },
    };
    const first = new ProjectionRunner(db, store, [counting], () => {});
    const second = new ProjectionRunner(db, store, [counting], () => {});
    await first.migrate();
    await Promise.all([first.start(), second.start()]);
    await createBookings(20);
    await caughtUp('bookings_counted');
    await Promise.all([first.stop(), second.stop()]);
    const [{ total, distinct }] = (await db.sql`
      select count(*)::int as total, count(distinct event_id)::int as distinct from counted_rows`) as unknown as [{ total: number; distinct: number }];
    expect(distinct).toBe(await eventCount(db));
    expect(total).toBe(distinct);
  });

  describe('with two runners of one projection, each on its own lease connection', () => {
    /** The same projection in two runners, each writing its own name beside every event it applies. */
    const counted = (runner: string): Projector => ({
      ...bookingsProjector,
      name: 'bookings_leased',
      applyMany: undefined,
      migrations: [{ id: 1, name: 'create leased_rows', up: (tx) => tx`create table leased_rows (event_id text not null, runner text not null)` }],
      async apply(tx, event) {
        await tx`insert into leased_rows (event_id, runner) values (${event.eventId}, ${runner})`;
        return [];
      },
    });
    const applied = async () =>
      (await db.sql`select runner, count(*)::int as n, count(distinct event_id)::int as events from leased_rows group by runner order by runner`) as unknown as {
        runner: string;
        n: number;
        events: number;
      }[];
    const holder = async () => (await projectionLeases(db.sql)).find((l) => l.name === 'bookings_leased')?.holder ?? null;
    const open = (label: string, log: string[] = []) => Leases.open(db, { label, retryMs: 100, log: (m) => void log.push(m) });

    it('applies every event in the runner holding the lease only, and hands over at once when that runner stops', async () => {
      const [leasesA, leasesB] = [open('runner A'), open('runner B')];
      const a = new ProjectionRunner(db, store, [counted('A')], () => {}, { leases: leasesA });
      const b = new ProjectionRunner(db, store, [counted('B')], () => {}, { leases: leasesB });
      try {
        await a.migrate();
        await a.start();
        await b.start();
        expect([a.runs('bookings_leased'), b.runs('bookings_leased')]).toEqual([true, false]);
        expect(await holder()).toBe('runner A');
        await createBookings(10);
        await caughtUp('bookings_leased');
        const head = await eventCount(db);
        expect(await applied()).toEqual([{ runner: 'A', n: head, events: head }]);

        await a.stop();
        await until(() => b.runs('bookings_leased'), 'runner B to take the lease A let go');
        expect(await holder()).toBe('runner B');
        await createBookings(10);
        await caughtUp('bookings_leased');
        const later = await eventCount(db);
        expect(await applied()).toEqual([
          { runner: 'A', n: head, events: head },
          { runner: 'B', n: later - head, events: later - head },
        ]);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await Promise.all([leasesA.close(), leasesB.close()]);
        await db.sql`drop table leased_rows; delete from projection_checkpoints where name = 'bookings_leased'; delete from projection_migrations where projector = 'bookings_leased'`.simple();
      }
    });

    it('hands over when the holder loses its lease connection (pg_terminate_backend), and no event is applied twice', async () => {
      const logA: string[] = [];
      const [leasesA, leasesB] = [open('runner A', logA), open('runner B')];
      const a = new ProjectionRunner(db, store, [counted('A')], () => {}, { leases: leasesA });
      const b = new ProjectionRunner(db, store, [counted('B')], () => {}, { leases: leasesB });
      try {
        await a.migrate();
        await a.start();
        await b.start();
        expect(await holder()).toBe('runner A');
        await createBookings(5);
        await caughtUp('bookings_leased');

        // A's lease connection dies while bookings go in: A may be mid-batch, B takes over.
        const during = createBookings(10);
        const [lease] = await db.sql`select backend_pid from projection_leases where name = 'bookings_leased'`;
        const [killed] = await db.sql`select pg_terminate_backend(${lease!.backend_pid}) as ok`;
        expect(killed!.ok).toBe(true);
        await until(async () => (await holder()) === 'runner B' && b.runs('bookings_leased'), 'runner B to win the lease A lost');
        await until(() => !a.runs('bookings_leased'), 'runner A to stop following once its lease is gone');
        expect(logA.some((m) => m.includes('bookings_leased') && m.includes('lost'))).toBe(true);
        await during;
        await createBookings(5);
        await caughtUp('bookings_leased');

        const head = await eventCount(db);
        const rows = await applied();
        expect(rows.map((r) => r.runner)).toEqual(['A', 'B']);
        expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(head);
        const [{ distinct }] = (await db.sql`select count(distinct event_id)::int as distinct from leased_rows`) as unknown as [{ distinct: number }];
        expect(distinct).toBe(head);
        // A reconnected and keeps trying, but wins nothing while B holds the lease.
        expect(await holder()).toBe('runner B');
        expect(a.runs('bookings_leased')).toBe(false);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await Promise.all([leasesA.close(), leasesB.close()]);
      }
    });
  });

  it("on embedded PGlite (one connection) holds every lease in its one process without blocking that connection, and lists itself as the holder", async () => {
    const embedded = await freshPglite();
    const local = new SqlEventStore(embedded.db);
    const runner = new ProjectionRunner(embedded.db, local, [bookingsProjector], () => {});
    try {
      await local.migrate();
      await runner.migrate();
      await runner.start();
      expect(runner.runs('bookings')).toBe(true);
      await createBookings(3, local);
      const head = await local.headPosition();
      await until(async () => (await readCheckpoint(embedded.db.sql, 'bookings')) >= head, 'the embedded bookings projection');
      expect(await embedded.db.sql`select count(*)::int as n from bookings`).toEqual([{ n: 3 }]);
      const [lease] = await projectionLeases(embedded.db.sql);
      expect(lease).toMatchObject({ name: 'bookings', holder: expect.stringMatching(new RegExp(` pid ${process.pid}$`)) });
      await runner.stop();
      expect(await projectionLeases(embedded.db.sql)).toEqual([{ name: 'bookings', holder: null, since: null }]);
    } finally {
      await runner.stop();
      await embedded.drop();
    }
  });

  it('rebuilds a read model on start when its projector version changes', async () => {
    const runner = new ProjectionRunner(db, store, [bookingsProjector], () => {});
    await runner.migrate();
    await db.sql`delete from bookings where id = 'b1'`; // drift that only a rebuild repairs
    const version = bookingsProjector.version + 1;
    const bumped = new ProjectionRunner(db, store, [{ ...bookingsProjector, version }], () => {});
    await bumped.migrate();
    await bumped.start();
    await bumped.settled();
    await bumped.stop();
    const [row] = await db.sql`select full_name from bookings where id = 'b1'`;
    expect(row?.full_name).toBe('Customer 1');
    expect(await db.sql`select version from projection_checkpoints where name = 'bookings'`).toEqual([{ version }]);
  });

  it('names the known projections when asked to rebuild an unknown one', async () => {
    const runner = new ProjectionRunner(db, store, [bookingsProjector], () => {});
    await expect(runner.rebuild('nope')).rejects.toThrow('Unknown projection "nope". Known: bookings');
  });
});
