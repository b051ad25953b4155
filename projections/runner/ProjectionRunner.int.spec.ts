import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBookingInput, bookingStreamId } from '@detailing/schema';
import { CommandRunner } from '@detailing/services/commands/runner';
import { bookingDecider } from '@detailing/services/bookings/decider';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
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

async function createBookings(count: number) {
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
    await new CommandRunner({ store, clock: { now: () => at } }).run({
      decider: bookingDecider,
      streamId: bookingStreamId(`b${n}`),
      commands: [{ type: 'CreateBooking', bookingId: `b${n}`, input, source: 'admin', customerId: null, at }],
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

  it('never applies an event twice when two runners project the same read model at once', async () => {
    const counting: Projector = {
      ...bookingsProjector,
      name: 'bookings_counted',
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
