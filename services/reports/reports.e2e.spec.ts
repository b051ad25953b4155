import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomerRegistered, customerStreamId, reportMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { until } from '../../infra/testing/until.js';
import { createUser } from '../identity/users.js';
import { readCheckpoint } from '../platform/checkpoints.js';

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;
let s1: number;
let s2: number;
let s3: number;

const REPORT = `query Report($from: String!, $to: String!) {
  report(from: $from, to: $to) {
    from to timeZone totalRevenueCents paidRevenueCents pendingRevenueCents bookedRevenueCents averageBookingValueCents totalInvoices
    totalBookings completedBookings approvedBookings pendingBookings newCustomers
    topServices { rank serviceId name bookings }
    bookingsByStatus { status label bookings }
    days { date paidRevenueCents bookings }
  }
}`;
const CREATE_BOOKING = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';
const ISSUE_INVOICE = 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }';

async function ok(query: string, variables: Record<string, unknown>) {
  const { json } = await admin.graphql(query, variables);
  if (json.errors) throw new Error(`${query}: ${JSON.stringify(json.errors)}`);
  return json.data;
}

let booked = 0;
async function book(date: string, time: string, serviceIds: number[], status = 'pending'): Promise<string> {
  const n = ++booked;
  const input = { fullName: `Report Person ${n}`, email: `report${n}@example.com`, mobile: '0411 111 111', date, time, vehicleType: 'UTE', modelYear: 2020, serviceIds, status };
  return (await ok(CREATE_BOOKING, { input })).createBooking.id;
}

async function invoice(invoiceDate: string, price: number, options: { type?: string; status?: 'paid' | 'void' } = {}): Promise<string> {
  const input = {
    type: options.type ?? 'invoice',
    invoiceDate,
    customer: { fullName: 'Jo Citizen', email: 'jo@example.com' },
    items: [{ name: 'Full detail', description: '', quantity: 1, price }],
  };
  const id = (await ok(ISSUE_INVOICE, { input })).issueInvoice.id;
  if (options.status) await ok('mutation($id: ID!, $status: String!) { changeInvoiceStatus(id: $id, status: $status) { id } }', { id, status: options.status });
  return id;
}

/** A customer registered at `occurredAt`: appended with that instant, as the registration then would have been. */
async function registeredAt(customerId: string, occurredAt: string) {
  const event: CustomerRegistered = {
    type: 'CustomerRegistered',
    data: { customerId, fullName: `Customer ${customerId}`, email: `${customerId}@example.com`, mobile: '0400000000', mobileE164: null, address: null, companyName: null, vehicleRego: null, notes: null },
  };
  await app.store.append(customerStreamId(customerId), [event], 'no_stream', {
    commandId: `register-${customerId}`,
    actor: { kind: 'system', id: null, name: null },
    correlationId: `register-${customerId}`,
    causationId: null,
    occurredAt,
  });
}

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
  [s1, s2, s3] = (await createServices(admin, 3)) as [number, number, number];

  // The range is 2026-03-01..2026-03-03 in Melbourne (UTC+11 then).
  await book('2026-03-01', '00:30', [s1, s2], 'completed');
  await book('2026-03-03', '23:30', [s1], 'approved');
  const completedLater = await book('2026-03-02', '10:00', [s2]);
  await ok('mutation($id: ID!) { changeBookingStatus(id: $id, status: "completed") { id } }', { id: completedLater });
  await book('2026-03-02', '11:00', [s3], 'cancelled');
  const moved = await book('2026-03-05', '09:00', [s1, s3]);
  await ok('mutation($id: ID!) { updateBooking(id: $id, input: { date: "2026-03-02" }) { id } }', { id: moved });
  const gone = await book('2026-03-02', '12:00', [s2]);
  await ok('mutation($id: ID!) { deleteBooking(id: $id) }', { id: gone });
  await book('2026-02-28', '23:30', [s1], 'completed');
  await book('2026-03-04', '00:30', [s1]);
  // A status no longer configured is still counted, under its id; a relabelled one under its new label.
  await book('2026-03-02', '13:00', [s1], 'aftercare');
  const statuses = (await ok('{ bookingStatuses { id name label description } }', {})).bookingStatuses as { id: string; label: string }[];
  const kept = statuses.filter((st) => st.id !== 'aftercare').map((st) => (st.id === 'approved' ? { ...st, label: 'Confirmed' } : st));
  await ok('mutation($statuses: [BookingStatusInput!]!) { saveBookingStatuses(statuses: $statuses) { id } }', { statuses: kept });
  // Deleted services keep their names; equal counts are ranked by name.
  await ok('mutation($id: Int!) { updateService(id: $id, input: { name: "A ceramic coat" }) { id } }', { id: s3 });
  await ok('mutation($id: Int!) { deleteService(id: $id) }', { id: s3 });

  await invoice('2026-03-01', 100.5, { status: 'paid' });
  await invoice('2026-03-03', 250, { status: 'paid' });
  await invoice('2026-03-02', 40);
  await invoice('2026-03-02', 70, { status: 'void' });
  await invoice('2026-03-02', 999, { type: 'quote' });
  const deletedInvoice = await invoice('2026-03-02', 55, { status: 'paid' });
  await ok('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: deletedInvoice });
  await invoice('2026-02-28', 33, { status: 'paid' });

  await registeredAt('first-day-0030', '2026-02-28T13:30:00.000Z'); // 00:30 on 1 March in Melbourne
  await registeredAt('day-before-2359', '2026-02-28T12:59:00.000Z'); // 23:59 on 28 February in Melbourne
  await registeredAt('last-day-2359', '2026-03-03T12:59:00.000Z');
  await registeredAt('day-after-0000', '2026-03-03T13:00:00.000Z');
  await registeredAt('erased', '2026-03-02T01:00:00.000Z');
  await app.store.append(customerStreamId('erased'), [{ type: 'CustomerDeleted', data: { customerId: 'erased' } }], 1, {
    commandId: 'delete-erased',
    actor: { kind: 'system', id: null, name: null },
    correlationId: 'delete-erased',
    causationId: null,
    occurredAt: '2026-03-02T02:00:00.000Z',
  });

  // The report reads its read models as they are; mutations do not wait for them, so the test does.
  const head = await app.store.headPosition();
  for (const projection of ['reports', 'customers']) {
    await until(async () => (await readCheckpoint(app.db.sql, projection)) >= head, `${projection} to reach ${head}`);
  }
}, 120_000);
afterAll(() => app?.close());

describe('report(from, to)', () => {
  it('gives the figures of 001 §9 for the range, in the business time zone', async () => {
    const report = (await ok(REPORT, { from: '2026-03-01', to: '2026-03-03' })).report;
    expect(report).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      timeZone: 'Australia/Melbourne',
      totalRevenueCents: 35050,
      paidRevenueCents: 35050,
      pendingRevenueCents: 4000,
      // The quotes of the range's bookings neither completed nor cancelled: approved [s1] on the 3rd,
      // the one moved in [s1, s3] and the 'aftercare' one [s1] on the 2nd, at $130 and $390 for a UTE.
      bookedRevenueCents: 13_000 + 52_000 + 13_000,
      averageBookingValueCents: 17525,
      totalInvoices: 4,
      totalBookings: 6,
      completedBookings: 2,
      approvedBookings: 1,
      pendingBookings: 1,
      newCustomers: 2,
      topServices: [
        { rank: 1, serviceId: s1, name: 'Detail package 1', bookings: 4 },
        { rank: 2, serviceId: s3, name: 'A ceramic coat', bookings: 2 },
        { rank: 3, serviceId: s2, name: 'Detail package 2', bookings: 2 },
      ],
      bookingsByStatus: [
        { status: 'pending', label: 'Pending', bookings: 1 },
        { status: 'approved', label: 'Confirmed', bookings: 1 },
        { status: 'ready_for_pickup', label: 'Ready for Pickup', bookings: 0 },
        { status: 'completed', label: 'Completed', bookings: 2 },
        { status: 'cancelled', label: 'Cancelled', bookings: 1 },
        { status: 'create_paid_invoice', label: 'Create Paid Invoice', bookings: 0 },
        { status: 'aftercare', label: 'aftercare', bookings: 1 },
      ],
      days: [
        { date: '2026-03-01', paidRevenueCents: 10050, bookings: 1 },
        { date: '2026-03-02', paidRevenueCents: 0, bookings: 4 },
        { date: '2026-03-03', paidRevenueCents: 25000, bookings: 1 },
      ],
    });
  });

  it('answers a range without anything with zeros on every day', async () => {
    const report = (await ok(REPORT, { from: '2025-12-30', to: '2026-01-02' })).report;
    expect(report).toMatchObject({ totalBookings: 0, totalRevenueCents: 0, averageBookingValueCents: 0, newCustomers: 0, topServices: [] });
    expect(report.days).toEqual(
      ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'].map((date) => ({ date, paidRevenueCents: 0, bookings: 0 })),
    );
  });

  it.each([
    ['a start after the end', '2026-03-04', '2026-03-01', reportMessages.fromAfterTo],
    ['a date that does not exist', '2026-02-30', '2026-03-01', reportMessages.dateInvalid],
    ['a date in words', '2026-03-01', '3 March', reportMessages.dateInvalid],
    ['a date over the longest text', '2026-03-01', 'x'.repeat(5000), reportMessages.dateInvalid],
    ['3,661 days', '2016-01-01', '2026-01-08', reportMessages.tooLong],
  ])('refuses %s with BAD_USER_INPUT and the message', async (_, from, to, message) => {
    const response = await admin.graphql(REPORT, { from, to });
    expect(response.status).toBeLessThan(500);
    expect(response.json.data).toBeNull();
    expect(response.json.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('takes a range of exactly 3,660 days', async () => {
    const report = (await ok(REPORT, { from: '2016-01-01', to: '2026-01-07' })).report;
    expect(report.days).toHaveLength(3660);
  });

  it('is refused to customers and to the signed-out', async () => {
    expect((await customer.graphql(REPORT, { from: '2026-03-01', to: '2026-03-03' })).json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await anonymous.graphql(REPORT, { from: '2026-03-01', to: '2026-03-03' })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/reports/export.csv', () => {
  it('downloads a row per day and the totals, money in dollars', async () => {
    const response = await admin.request('GET', '/api/reports/export.csv?from=2026-03-01&to=2026-03-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="report-2026-03-01-to-2026-03-03.csv"');
    expect(response.text).toBe(
      [
        'Date,Bookings,Completed,Approved,Pending,Paid Revenue,Pending Revenue,Booked Revenue,Invoices,New Customers',
        '2026-03-01,1,1,0,0,100.50,0.00,0.00,1,1',
        '2026-03-02,4,1,0,1,0.00,40.00,650.00,2,0',
        '2026-03-03,1,0,1,0,250.00,0.00,130.00,1,1',
        'Total,6,2,1,1,350.50,40.00,780.00,4,2',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['from=2026-03-04&to=2026-03-01', reportMessages.fromAfterTo],
    ['from=2026-03-01', reportMessages.dateInvalid],
    ['from=2026-03-01&to=2026-13-01', reportMessages.dateInvalid],
    ['from=2026-03-01&from=2026-03-02&to=2026-03-03', reportMessages.dateInvalid],
    ['from=2016-01-01&to=2026-01-08', reportMessages.tooLong],
  ])('refuses ?%s with 400 and the message', async (query, message) => {
    const response = await admin.request('GET', `/api/reports/export.csv?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message });
  });

  it('is refused to customers and to the signed-out', async () => {
    expect((await customer.request('GET', '/api/reports/export.csv?from=2026-03-01&to=2026-03-03')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/reports/export.csv?from=2026-03-01&to=2026-03-03')).status).toBe(401);
  });
});
