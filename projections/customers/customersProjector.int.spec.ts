import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, CustomerRegistered } from '@detailing/schema';
import { openEmbedded } from '@detailing/services/platform/database';
import { searchCustomers } from '@detailing/services/customers/queries';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { customersProjector } from './customersProjector.js';

let harness: ProjectorHarness;
beforeAll(async () => {
  harness = await projectorHarness([customersProjector]);
});
afterAll(() => harness?.close());

const registered = (id: string, over: Partial<CustomerRegistered['data']> = {}): CustomerRegistered => ({
  type: 'CustomerRegistered',
  data: { customerId: id, fullName: 'Jo Bloggs', email: 'Jo@Example.com', mobile: '0412 345 678', mobileE164: '+61412345678', address: null, companyName: null, vehicleRego: 'abc 123', notes: null, ...over },
});
const created = (bookingId: string, customerId: string | null, date: string, vehicleType = 'UTE'): BookingCreated => ({
  type: 'BookingCreated',
  data: {
    bookingId, customerId, date, vehicleType, fullName: 'Jo', email: 'jo@example.com', mobile: '0412 345 678', address: null, time: '09:00',
    modelYear: 2024, vehicleRego: null, serviceIds: [1], notes: null, status: 'pending', termsAccepted: false, termsAcceptedAt: null, source: 'admin', quote: null,
  },
});
const row = async (id: string) => (await harness.db.sql`select * from customers where id = ${id}`)[0];

describe('what the portal\'s sign-in checks', () => {
  const credentials = async (id: string) => (await harness.db.sql`select credentials_version, rego_recorded from customers where id = ${id}`)[0];
  const staff = { kind: 'user' as const, id: 'u1', name: 'Admin' };
  const wizard = { kind: 'public' as const, id: null, name: null };
  // Names, numbers and plates of their own: the search tests below count who they find.
  const other = (id: string) => ({ email: `${id}@example.com`, fullName: `Zed ${id}`, mobile: '0455 555 555', mobileE164: '+61455555555', vehicleRego: `zz ${id}` });

  it('records a registration staff typed, not one typed into the public wizard, until staff set one', async () => {
    await harness.given('customer-r1', [registered('r1', other('r1'))], staff);
    await harness.given('customer-r2', [registered('r2', other('r2'))], wizard);
    expect([await credentials('r1'), await credentials('r2')]).toEqual([
      { credentials_version: 1, rego_recorded: true },
      { credentials_version: 1, rego_recorded: false },
    ]);
    await harness.given('customer-r2', [{ type: 'CustomerProfileChanged', data: { customerId: 'r2', changes: { notes: 'Rang them' } } }], staff);
    expect((await credentials('r2'))!.rego_recorded).toBe(false);
    await harness.given('customer-r2', [{ type: 'CustomerProfileChanged', data: { customerId: 'r2', changes: { vehicleRego: 'REC 1' } } }], staff);
    expect((await credentials('r2'))!.rego_recorded).toBe(true);
  });

  it('moves the credentials version when the e-mail, mobile or plate becomes another one, not when it is restyled or something else changes', async () => {
    await harness.given('customer-v1', [registered('v1', { ...other('v1'), email: 'Vee@Example.com', vehicleRego: 'abc 123' })], staff);
    const change = (changes: object) => harness.given('customer-v1', [{ type: 'CustomerProfileChanged', data: { customerId: 'v1', changes } }], staff);
    const versionNow = async () => (await credentials('v1'))!.credentials_version;
    await change({ fullName: 'Vee Renamed', address: '1 New St', notes: 'x' });
    await change({ mobile: '+61 455 555 555' });
    await change({ vehicleRego: 'ABC123' });
    await harness.given('customer-v1', [{ type: 'CustomerEmailChanged', data: { customerId: 'v1', email: 'vee@example.com' } }], staff);
    expect(await versionNow()).toBe(1);
    await change({ mobile: '0499 000 111', mobileE164: '+61499000111' });
    expect(await versionNow()).toBe(2);
    await change({ vehicleRego: 'XYZ 9' });
    expect(await versionNow()).toBe(3);
    await harness.given('customer-v1', [{ type: 'CustomerEmailChanged', data: { customerId: 'v1', email: 'another@example.com' } }], staff);
    expect(await versionNow()).toBe(4);
  });
});

describe('customers read model', () => {
  it('holds a registered customer with their bookings counted, placeholders and deleted bookings never', async () => {
    await harness.given('customer-c1', [registered('c1')]);
    await harness.given('booking-b1', [created('b1', 'c1', '2027-01-02')]);
    await harness.given('booking-b2', [created('b2', 'c1', '2027-03-04')]);
    await harness.given('booking-b3', [created('b3', 'c1', '1900-01-01')]);
    await harness.given('booking-b4', [created('b4', 'c1', '2028-01-01', 'CUSTOMER_PROFILE')]);
    expect(await row('c1')).toMatchObject({ full_name: 'Jo Bloggs', total_bookings: 2, last_booking: '2027-03-04', version: 1 });
    await harness.given('booking-b2', [{ type: 'BookingDeleted', data: { bookingId: 'b2' } }]);
    expect(await row('c1')).toMatchObject({ total_bookings: 1, last_booking: '2027-01-02' });
    await harness.given('booking-b1', [{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { date: '2027-06-30' } } }]);
    expect(await row('c1')).toMatchObject({ total_bookings: 1, last_booking: '2027-06-30' });
  });

  it('moves a booking between customers (BookingAssignedToCustomer) and counts it for its new customer only', async () => {
    await harness.given('customer-c2', [registered('c2', { email: 'two@example.com' })]);
    await harness.given('booking-b5', [created('b5', null, '2027-02-02')]);
    await harness.given('booking-b5', [{ type: 'BookingAssignedToCustomer', data: { bookingId: 'b5', customerId: 'c2' } }]);
    expect(await row('c2')).toMatchObject({ total_bookings: 1, last_booking: '2027-02-02' });
    await harness.given('booking-b5', [{ type: 'BookingAssignedToCustomer', data: { bookingId: 'b5', customerId: 'c1' } }]);
    expect(await row('c2')).toMatchObject({ total_bookings: 0, last_booking: null });
    expect((await row('c1'))!.total_bookings).toBe(2);
  });

  it('applies only the changed fields, keeps the version, and drops a deleted customer', async () => {
    await harness.given('customer-c3', [registered('c3', { email: 'three@example.com' })]);
    await harness.given('customer-c3', [{ type: 'CustomerProfileChanged', data: { customerId: 'c3', changes: { notes: 'VIP', vehicleRego: 'xyz 9' } } }]);
    expect(await row('c3')).toMatchObject({ notes: 'VIP', vehicle_rego: 'xyz 9', full_name: 'Jo Bloggs', version: 2 });
    await harness.given('customer-c3', [{ type: 'CustomerDeleted', data: { customerId: 'c3' } }]);
    expect(await row('c3')).toBeUndefined();
  });

  it("follows an e-mail change: the request moves only the version, the change the e-mail and what search finds", async () => {
    await harness.given('customer-c4', [registered('c4', { email: 'four@example.com', fullName: 'Fo Ur', mobile: '0499 000 111', mobileE164: '+61499000111', vehicleRego: null })]);
    await harness.given('customer-c4', [{ type: 'CustomerEmailChangeRequested', data: { customerId: 'c4', email: 'renamed@example.com', requestId: 'r1' } }]);
    expect(await row('c4')).toMatchObject({ email: 'four@example.com', version: 2 });
    await harness.given('customer-c4', [{ type: 'CustomerEmailChanged', data: { customerId: 'c4', email: 'Renamed@Example.com' } }]);
    expect(await row('c4')).toMatchObject({ email: 'Renamed@Example.com', version: 3 });
    const find = async (search: string) => (await searchCustomers(harness.db.sql, { search, offset: 0, limit: 10 })).items.map((c) => c.id);
    expect(await find('renamed@ex')).toEqual(['c4']);
    expect(await find('four@ex')).toEqual([]);
  });

  it('searches name, e-mail, mobile digits and E.164, and the rego without spaces through the trigram index', async () => {
    const find = async (search: string) => (await searchCustomers(harness.db.sql, { search, offset: 0, limit: 10 })).items.map((c) => c.id);
    expect(await find('two@ex')).toEqual(['c2']);
    expect(await find('0412345678')).toEqual(['c1', 'c2']);
    expect(await find('+6141234')).toEqual(['c1', 'c2']);
    expect(await find('ABC123')).toEqual(['c1', 'c2']);
    const indexes = await harness.db.sql`select indexdef from pg_indexes where tablename = 'customers' and indexname = 'customers_search'`;
    expect(indexes[0]!.indexdef).toMatch(/USING gin \(search_text (public\.)?gin_trgm_ops\)/);
  });

  it('builds on embedded PGlite too (pg_trgm loaded there)', async () => {
    const db = await openEmbedded('memory');
    try {
      await db.sql.begin(async (tx) => {
        for (const migration of customersProjector.migrations) await migration.up(tx as never);
      });
      const [{ n }] = (await db.sql`select count(*)::int as n from pg_indexes where indexname = 'customers_search'`) as unknown as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
