import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@detailing/schema';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../../infra/testing/services.js';
import { bookingDaysProjector } from '../bookings/bookingDaysProjector.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { applyEvents, COPY_RUN } from './apply.js';
import { COPY_PIECE } from './copyRows.js';
import type { Projector } from './Projector.js';
import { inSchema } from './schemas.js';

/**
 * Every projector with a batch path (`applyMany`, and `copyRows` for rebuilds) must leave exactly
 * the rows, and announce exactly the changes in the same order, that `apply` one event at a time
 * does. Each is fed one mixed log (runs of creations broken by other events, a repeated id, nulls,
 * erasure) in batches of several sizes, and compared with the per-event path in a schema of its own.
 */
const batched: { projector: Projector; tables: string[] }[] = [
  { projector: bookingsProjector, tables: ['bookings'] },
  { projector: bookingDaysProjector, tables: ['booking_days'] },
];

let db: Database;
let drop: () => Promise<void>;
let events: RecordedEvent[];

const created = (n: number, over: Partial<BookingCreated['data']> = {}): BookingCreated => ({
  type: 'BookingCreated',
  data: {
    bookingId: `b${n}`,
    quote: null,
    fullName: `Customer ${n} "O'Brien" {x,y}`,
    email: `C${n}@Example.com`,
    mobile: '0400 000 000',
    address: n % 2 ? null : `${n} Long St`,
    date: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
    time: '10:00',
    vehicleType: 'UTE',
    modelYear: n % 3 ? 2020 : null,
    vehicleRego: n % 4 ? `R${n}` : null,
    serviceIds: n % 5 ? [1, n] : [],
    notes: n % 2 ? null : 'back\\slash, tab\tand ünïcode',
    status: 'pending',
    termsAccepted: n % 2 === 0,
    termsAcceptedAt: n % 2 === 0 ? '2026-10-31T13:00:00.000Z' : null,
    source: n % 2 ? 'admin' : 'public',
    customerId: n % 3 ? `c${n % 4}` : null,
  },
});

beforeAll(async () => {
  ({ db, drop } = await freshPostgres());
  const store = new SqlEventStore(db);
  await store.migrate();
  let command = 0;
  let last = 0;
  const append = async (stream: string, list: { type: string; data: object }[]) =>
    (last = (await store.append(stream, list, 'any', {
      commandId: `cmd-${++command}`,
      actor: { kind: 'system', id: null, name: null },
      correlationId: `c-${command}`,
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 10, 1, 0, command)).toISOString(),
    })).lastGlobalPosition);
  for (let n = 1; n <= 30; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-b3', [{ type: 'BookingStatusChanged', data: { bookingId: 'b3', from: 'pending', to: 'confirmed' } }]);
  for (let n = 31; n <= 35; n++) await append(`booking-b${n}`, [created(n)]);
  // The same booking id created again (another stream): the first row stays, as `on conflict do nothing` has it.
  await append('booking-again-b4', [created(4, { fullName: 'Second', status: 'confirmed' })]);
  await append('booking-b36', [created(36), created(36, { fullName: 'Same batch' })]);
  await append('booking-b5', [{ type: 'BookingDetailsUpdated', data: { bookingId: 'b5', changes: { fullName: 'Renamed', serviceIds: [7, 8] } } }]);
  await append('booking-b6', [{ type: 'BookingAssignedToCustomer', data: { bookingId: 'b6', customerId: 'c9' } }]);
  await append('booking-b6', [{ type: 'BookingDeleted', data: { bookingId: 'b6' } }]);
  await append('customer-c9', [{ type: 'CustomerDeleted', data: { customerId: 'c9' } }]);
  // Created again after its deletion: the bookings row stays deleted, booking_days holds it anew.
  await append('booking-again-b6', [created(6, { date: '2027-01-01' })]);
  // An event for a booking created later in the same batch, then its creation.
  await append('booking-b40', [{ type: 'BookingStatusChanged', data: { bookingId: 'b40', from: 'pending', to: 'confirmed' } }]);
  for (let n = 37; n <= 45; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-b45', [{ type: 'PhotosUploaded', data: { bookingId: 'b45', photoType: 'before', photos: [{ path: '/p/1', blobId: 'x', thumbnailBlobId: 'y' }] } }]);
  // Runs long enough for COPY in a rebuild: the second holds an id the first created, in its first
  // piece, so the database refuses it while the pieces after it are still being sent.
  for (let n = 100; n < 100 + COPY_RUN + 20; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-b100', [{ type: 'BookingStatusChanged', data: { bookingId: 'b100', from: 'pending', to: 'confirmed' } }]);
  for (let n = 300; n < 300 + COPY_PIECE / 2; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-again-b101', [created(101, { fullName: 'Second' })]);
  for (let n = 300 + COPY_PIECE / 2; n < 300 + 2 * COPY_PIECE + 10; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-b300', [{ type: 'BookingStatusChanged', data: { bookingId: 'b300', from: 'pending', to: 'confirmed' } }]);
  // And one of several pieces that goes in whole.
  for (let n = 2000; n < 2000 + COPY_PIECE + 10; n++) await append(`booking-b${n}`, [created(n)]);
  await append('booking-b2000', [{ type: 'BookingStatusChanged', data: { bookingId: 'b2000', from: 'pending', to: 'confirmed' } }]);
  for (let n = 500; n < 510; n++) await append(`booking-b${n}`, [created(n)]);
  // A read may stop short of the last append for a moment (another database's transaction ending
  // holds the safe limit back): read until it reaches it.
  for (events = await store.readAll(0, 10_000); events.at(-1)?.globalPosition !== last; events = await store.readAll(0, 10_000)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await store.close();
});
afterAll(() => drop?.());

/** Applies `events` in batches of `size` to fresh tables in `schema`; the changes announced, and every table's rows. */
async function build(projector: Projector, tables: string[], schema: string, size: number, copy = false) {
  const changes: unknown[] = [];
  await db.transaction(async (tx) => {
    await tx`drop schema if exists ${tx(schema)} cascade`;
    await tx`create schema ${tx(schema)}`;
    await inSchema(tx, schema, async () => {
      for (const migration of projector.migrations) await migration.up(tx);
    });
  });
  for (let i = 0; i < events.length; i += size) {
    // One transaction per batch, as the runner and the rebuild have.
    await db.transaction((tx) => inSchema(tx, schema, async () => void changes.push(...(await applyEvents(tx, projector, events.slice(i, i + size), { copy })))));
  }
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = [...(await db.sql`select * from ${db.sql(schema)}.${db.sql(table)} order by 1`)];
  return { changes, rows };
}

describe.each(batched)('the batch path of $projector.name', ({ projector, tables }) => {
  it('has a batch path (applyMany) to compare', () => {
    expect(projector.applyMany).toBeTypeOf('function');
  });

  it.each([1, 7, 10_000])('leaves the rows and announces the changes the per-event path does, in batches of %i events', async (size) => {
    const oneByOne = { ...projector, applyMany: undefined };
    const expected = await build(oneByOne, tables, `expected_${projector.name}`, events.length);
    const actual = await build(projector, tables, `batched_${projector.name}`, size);
    expect(expected.rows[tables[0]!]!.length).toBeGreaterThan(10);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.changes).toEqual(expected.changes);
  });

  it.each([250, 10_000])('leaves them too with long runs of creations copied in (a rebuild on PostgreSQL), in batches of %i events', async (size) => {
    const oneByOne = { ...projector, applyMany: undefined, copyRows: undefined };
    const expected = await build(oneByOne, tables, `expected_${projector.name}`, events.length);
    const actual = await build(projector, tables, `copied_${projector.name}`, size, true);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.changes).toEqual(expected.changes);
  });

  it('gives back a row the projector could not make in a later piece as its own failure, the COPY abandoned', async () => {
    const spec = projector.copyRows!;
    const failing: Projector = {
      ...projector,
      copyRows: {
        ...spec,
        row: (event) => {
          if (event.streamId === `booking-b${300 + COPY_PIECE}`) throw new Error('no row for this one');
          return spec.row(event);
        },
      },
    };
    // Not COPY's error, nor the driver's refusal of the rollback while a COPY is open.
    await expect(build(failing, tables, `failing_${projector.name}`, 10_000, true)).rejects.toThrow('no row for this one');
  });

  it('copies in every long run of creations but one with a key taken, which goes by its batch path', async () => {
    const batchPath: string[] = [];
    const watched: Projector = {
      ...projector,
      applyMany(tx, some) {
        batchPath.push(...some.filter((e) => e.type === 'BookingCreated').map((e) => e.streamId));
        return projector.applyMany!(tx, some);
      },
    };
    await build(watched, tables, `watched_${projector.name}`, 10_000, true);
    expect(batchPath).not.toContain('booking-b100');
    expect(batchPath).not.toContain('booking-b219');
    expect(batchPath.filter((stream) => /^booking-b2\d{3}$/.test(stream))).toEqual([]);
    expect(batchPath).toEqual(
      expect.arrayContaining(['booking-b300', 'booking-again-b101', `booking-b${300 + 2 * COPY_PIECE + 9}`, 'booking-b1', 'booking-b505']),
    );
  });
});
