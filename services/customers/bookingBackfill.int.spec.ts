import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStreamId } from '@detailing/schema';
import { startTestApp, type TestApp } from '../../infra/testing/app.js';
import { FileBlobStore } from '../blobs/FileBlobStore.js';
import { BookingCommands } from '../bookings/BookingCommands.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { sqlCatalogLookup } from '../catalog/published.js';
import { PersonalDataVault } from '../eventstore/personalData.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import { systemClock } from '../platform/clock.js';
import { connectPostgres } from '../platform/database.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { assignCustomersToBookings } from './bookingBackfill.js';
import { CustomerCommands } from './CustomerCommands.js';

// Bookings written before the customers context: BookingCreated at schema version 1 (no
// customerId), stored plain, as the product wrote them then. Two API processes starting
// together both run the backfill; here two sets of commands, each on its own connection pool,
// store, vault and waiter, run it at the same moment against one database.

let app: TestApp;
let blobDir: string;
const closers: (() => Promise<unknown>)[] = [];

const legacy = [
  { fullName: 'Ann Early', email: 'Ann@Example.com', date: '2025-03-01', vehicleType: 'UTE' },
  { fullName: 'Ann Later', email: 'ann@EXAMPLE.COM', date: '2025-06-10', vehicleType: 'Sedan/Hatch' },
  { fullName: 'Bob Only', email: 'bob@example.com', date: '2025-01-05', vehicleType: 'UTE' },
  { fullName: 'Cy Once', email: 'cy@example.com', date: '2024-12-24', vehicleType: 'UTE' },
  { fullName: 'Dee Two', email: 'dee@example.com', date: '2025-02-02', vehicleType: 'UTE' },
  { fullName: 'Dee Two', email: 'DEE@example.com', date: '2025-02-01', vehicleType: 'UTE' },
  // Placeholders: never a customer of their own, never counted for one.
  { fullName: 'Ghost Profile', email: 'ghost@example.com', date: '2025-05-05', vehicleType: 'CUSTOMER_PROFILE' },
  { fullName: 'Bob Only', email: 'bob@example.com', date: '1900-01-01', vehicleType: 'UTE' },
].map((b) => ({ ...b, id: randomUUID() }));

async function seedLegacyBookings() {
  for (const b of legacy) {
    const data = {
      bookingId: b.id,
      fullName: b.fullName,
      email: b.email,
      mobile: '0412 345 678',
      address: null,
      date: b.date,
      time: '09:00',
      vehicleType: b.vehicleType,
      modelYear: 2020,
      vehicleRego: 'OLD 1',
      serviceIds: [],
      notes: null,
      status: 'pending',
      termsAccepted: false,
      termsAcceptedAt: null,
      source: 'admin',
    };
    const metadata = {
      commandId: `legacy-${b.id}`,
      actor: { kind: 'user', id: null, name: 'admin' },
      correlationId: `legacy-${b.id}`,
      causationId: null,
      occurredAt: '2024-06-01T00:00:00.000Z',
      schemaVersion: 1,
    };
    await app.db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      values (${randomUUID()}, ${`booking-${b.id}`}, 1, 'BookingCreated', ${app.db.sql.json(data)}, ${app.db.sql.json(metadata)})`;
  }
}

/** One process's worth of the backfill's collaborators, on its own connections. */
async function instance() {
  const db = await connectPostgres(app.config.DATABASE_URL!);
  const vault = new PersonalDataVault(db);
  const store = new SqlEventStore(db, undefined, vault);
  const waiter = new ProjectionWaiter(db);
  await waiter.start();
  closers.push(async () => {
    await waiter.stop();
    await db.close();
  });
  const bookings = new BookingCommands({
    db,
    store,
    waiter,
    clock: systemClock,
    blobs: new FileBlobStore(blobDir),
    catalog: sqlCatalogLookup(db.sql),
    customers: {
      findOrRegister: () => Promise.reject(new Error('not used by the backfill')),
      decideFirstRegistration: () => Promise.reject(new Error('not used by the backfill')),
    },
    pseudonym: (text) => vault.pseudonym(text),
  });
  const customers = new CustomerCommands({ db, store, waiter, clock: systemClock, vault, bookings, bookingLookup: sqlBookingLookup(db.sql) });
  return (pageSize?: number) => assignCustomersToBookings({ customers, bookings, lookup: sqlBookingLookup(db.sql), log: () => {}, pageSize });
}

const eventCount = async () => (await app.db.sql`select count(*)::int as n from events`)[0]!.n as number;

beforeAll(async () => {
  // The projector only: an API process would run the backfill itself at start.
  app = await startTestApp({ roles: ['projector'] });
  blobDir = await mkdtemp(path.join(tmpdir(), 'detailing-backfill-'));
});
afterAll(async () => {
  for (const close of closers) await close();
  await app?.close();
  if (blobDir) await rm(blobDir, { recursive: true, force: true });
});

describe('the startup backfill of customers for bookings from before customers', () => {
  it('run by two processes at once makes one customer per e-mail with the right stats, placeholders left out; a second run appends nothing', async () => {
    await seedLegacyBookings();
    await expect.poll(async () => (await app.db.sql`select count(*)::int as n from bookings`)[0]!.n, { timeout: 15_000 }).toBe(legacy.length);
    expect((await app.db.sql`select count(*)::int as n from bookings where customer_id is not null`)[0]!.n).toBe(0);

    const [first, second] = [await instance(), await instance()];
    // Small pages, so each process pages on while the projector is still applying its assignments.
    const runs = await Promise.all([first(2), second(3)]);
    expect(runs.every((assigned) => assigned > 0)).toBe(true);

    // One customer per e-mail, whatever its case; none for the placeholders' own e-mail.
    const customers = (await app.db.sql`select id, lower(email) as email, total_bookings, last_booking from customers order by lower(email)`) as unknown as {
      id: string;
      email: string;
      total_bookings: number;
      last_booking: string | null;
    }[];
    expect(customers.map((c) => c.email)).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com']);
    const registered = await app.db.sql`select stream_id from events where type = 'CustomerRegistered'`;
    expect(registered.map((r) => r.stream_id).sort()).toEqual(customers.map((c) => customerStreamId(c.id)).sort());
    expect((await app.db.sql`select count(*)::int as n from events where type = 'CustomerEmailClaimed'`)[0]!.n).toBe(4);

    // Every real booking belongs to its e-mail's customer, each assigned once; placeholders to no one.
    const byEmail = new Map(customers.map((c) => [c.email, c.id]));
    await expect
      .poll(async () => Object.fromEntries((await app.db.sql`select id, customer_id from bookings`).map((r) => [r.id, r.customer_id])), { timeout: 15_000 })
      .toEqual(Object.fromEntries(legacy.map((b) => [b.id, b.vehicleType === 'CUSTOMER_PROFILE' || b.date === '1900-01-01' ? null : byEmail.get(b.email.toLowerCase())])));
    const assignments = await app.db.sql`select stream_id, count(*)::int as n from events where type = 'BookingAssignedToCustomer' group by stream_id`;
    expect(assignments).toHaveLength(6);
    expect(assignments.every((a) => a.n === 1)).toBe(true);

    await expect
      .poll(
        async () =>
          Object.fromEntries(
            (await app.db.sql`select lower(email) as email, total_bookings, last_booking from customers`).map((c) => [c.email, [c.total_bookings, c.last_booking]]),
          ),
        { timeout: 15_000 },
      )
      .toEqual({
        'ann@example.com': [2, '2025-06-10'],
        'bob@example.com': [1, '2025-01-05'],
        'cy@example.com': [1, '2024-12-24'],
        'dee@example.com': [2, '2025-02-02'],
      });

    // A restart (both processes again) finds nothing to do.
    const before = await eventCount();
    expect(await Promise.all([first(), second()])).toEqual([0, 0]);
    expect(await eventCount()).toBe(before);
  });
});
