import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createUser } from '../identity/users.js';
import { createServices } from '../../infra/testing/catalog.js';
import { offeredDate } from './testing/wizard.js';

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;

const booking = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  address: '1 Chapel St, Windsor VIC',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'SUV 5 Seater',
  modelYear: 2025,
  vehicleRego: 'abc123',
  serviceIds: [] as number[],
  notes: 'Dog hair in the back',
};

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  booking.serviceIds = await createServices(admin, 2);
  await createUser(app.db.sql, { username: 'casey', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('casey', 'customer-pass');
});
afterAll(() => app?.close());

/**
 * The events the requests here wrote. Texts are not counted: the worker records a booking's texts
 * (sent, or skipped while SMS is not set up) in their own time, and a public booking for tomorrow
 * has its confirmation and its reminder recorded while later tests run.
 */
const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events where stream_id not like 'text-message-%'`)[0]!.n);

describe('POST /api/bookings', () => {
  it('creates a booking for an admin with the chosen status and answers 201 with its id', async () => {
    const response = await admin.request('POST', '/api/bookings', { ...booking, status: 'approved' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(String),
      fullName: 'Jo Bloggs',
      vehicleRego: 'ABC123',
      serviceIds: booking.serviceIds,
      status: 'approved',
    });
    const list = await admin.request('GET', '/api/bookings');
    expect(list.json.map((b: { id: string }) => b.id)).toContain(response.json.id);
  });

  it('lets the public (wizard) book, always as pending, and the admin list shows it at once', async () => {
    const response = await new HttpSession(app.url).request('POST', '/api/bookings', {
      ...booking,
      fullName: 'Pat Public',
      // A public booking takes a free weekday of the next 30 days (issue 13).
      date: offeredDate(0),
      status: 'completed',
      termsAccepted: true,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ fullName: 'Pat Public', status: 'pending', termsAccepted: true });
    const list = await admin.request('GET', '/api/bookings');
    expect(list.json.find((b: { id: string }) => b.id === response.json.id)?.status).toBe('pending');
  });

  it('rejects invalid input with 400, the spec messages per field, and stores nothing', async () => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/bookings', { ...booking, email: 'nope', modelYear: 1989, serviceIds: [] });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Valid email is required',
      errors: [
        { path: 'email', message: 'Valid email is required' },
        { path: 'modelYear', message: 'Model year must be 1990 or later' },
        { path: 'serviceIds', message: 'At least one service is required' },
      ],
    });
    expect(await eventCount()).toBe(before);
  });

  it('rejects a body that is not JSON with 400 and stores nothing', async () => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/bookings', '{"fullName": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Request body is not valid JSON');
    expect(await eventCount()).toBe(before);
  });

  it('creates one booking for a request retried with the same Idempotency-Key', async () => {
    const before = await eventCount();
    const headers = { 'idempotency-key': 'c1a9e0b4-retry-test' };
    const [first, second] = await Promise.all([
      admin.request('POST', '/api/bookings', booking, headers),
      admin.request('POST', '/api/bookings', booking, headers),
    ]);
    // The twin is either a replay of the first answer or, while the first still runs, a 409.
    const [original, twin] = first.headers.get('idempotent-replayed') || first.status === 409 ? [second, first] : [first, second];
    expect(original.status).toBe(201);
    if (twin.status !== 409) expect([twin.status, twin.json.id]).toEqual([201, original.json.id]);
    // The booking's creation and its day's claim (its customer exists already).
    expect(await eventCount()).toBe(before + 2);
  });
});

describe('GET /api/bookings', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await new HttpSession(app.url).request('GET', '/api/bookings')).status).toBe(401);
    expect((await customer.request('GET', '/api/bookings')).status).toBe(403);
  });
});

describe('GraphQL bookings', () => {
  it('creates through the createBooking mutation and reads the same booking back from bookings', async () => {
    const created = await admin.graphql(
      `mutation Create($input: CreateBookingInput!) { createBooking(input: $input) { id fullName status date time } }`,
      { input: { ...booking, firstName: 'Gina', time: '2:15 PM' } },
    );
    expect(created.json.errors).toBeUndefined();
    expect(created.json.data.createBooking).toMatchObject({ fullName: 'Gina Bloggs', status: 'pending', time: '14:15' });
    const read = await admin.graphql(`{ bookings { id fullName } }`);
    expect(read.json.data.bookings).toContainEqual({ id: created.json.data.createBooking.id, fullName: 'Gina Bloggs' });
  });

  it('answers a bad createBooking with BAD_USER_INPUT, the spec message and every field error', async () => {
    const before = await eventCount();
    const response = await admin.graphql(`mutation { createBooking(input: { fullName: "X" }) { id } }`);
    expect(response.json.errors[0].message).toBe('Valid email is required');
    expect(response.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.json.errors[0].extensions.errors).toContainEqual({ path: 'modelYear', message: 'Model year is required' });
    expect(await eventCount()).toBe(before);
  });

  it('refuses the bookings query without a session (UNAUTHENTICATED) and to a customer (FORBIDDEN)', async () => {
    const anonymous = await new HttpSession(app.url).graphql(`{ bookings { id } }`);
    expect(anonymous.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const asCustomer = await customer.graphql(`{ bookings { id } }`);
    expect(asCustomer.json.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
