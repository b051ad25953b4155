import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages as m } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { feed, graphqlWsClient } from '../../infra/testing/websocket.js';
import { clockFrom, wizardBooking } from './testing/wizard.js';

// Friday 4 December 2026, 00:30 in Melbourne (still Thursday 3 December in UTC).
const NOW = '2026-12-03T13:30:00Z';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
const catalog = { hidden: 0, inactive: 0, deleted: 0 };
let address = 0;

beforeAll(async () => {
  // Behind one trusted proxy: each visitor below gets an address of their own, the limit is per address.
  app = await startTestApp({ clock: clockFrom(NOW), roles: ['api', 'projector'], env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 2);
  const extra = async (flags: Record<string, unknown>) => {
    const name = `Extra ${randomUUID().slice(0, 8)}`;
    const body = { name, description: name, priceSedanHatch: 100, priceSuv5: 120, priceSuv7: 140, priceUte: 130, durationHours: 1, ...flags };
    const response = await admin.request('POST', '/api/services', body);
    expect(response.status, response.text).toBe(201);
    return response.json.id as number;
  };
  catalog.hidden = await extra({ showOnBookingForm: false });
  catalog.inactive = await extra({ active: false });
  catalog.deleted = await extra({});
  expect((await admin.request('DELETE', `/api/services/${catalog.deleted}`)).status).toBe(200);
});
afterAll(() => app?.close());

/** A stranger's POST, from an address of their own unless `from` names one. */
const book = (body: unknown, options: { key?: string; from?: string } = {}) =>
  new HttpSession(app.url).request('POST', '/api/bookings', body, {
    'x-forwarded-for': options.from ?? `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    ...(options.key ? { 'Idempotency-Key': options.key } : {}),
  });
/** A visitor of their own: this e-mail, and a mobile and plate nobody else books with (each person may hold two upcoming bookings). */
let visitors = 0;
const someone = (email: string) => {
  const n = String(++visitors).padStart(6, '0');
  return { email, mobile: `0412 ${n.slice(0, 3)} ${n.slice(3)}`, vehicleRego: `V${n}` };
};
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events`)[0]!.n as number;
const freeDates = async (): Promise<string[]> => (await new HttpSession(app.url).request('GET', '/api/bookings/availability')).json.dates;
const heldRows = async (date: string) =>
  (await app.db.sql`select count(*)::int as n from booking_days where date = ${date} and status <> 'cancelled'`)[0]!.n as number;

describe('a public booking (the wizard)', () => {
  it('is created pending and unverified with the terms time, the slot stored as HH:mm, and its customer registered, then linked', async () => {
    const response = await book(wizardBooking('2026-12-07', serviceIds, { status: 'completed', vehicleRego: 'wiz 123' }));
    expect(response.status).toBe(201);
    const booking = response.json;
    expect(booking).toMatchObject({ status: 'pending', date: '2026-12-07', time: '09:00', vehicleRego: 'WIZ 123', termsAccepted: true, verified: false });
    const acceptedAt = Date.parse(booking.termsAcceptedAt);
    expect(Math.abs(acceptedAt - Date.parse(NOW))).toBeLessThan(10 * 60_000);
    // The wizard's answer names no customer: whose the e-mail is, is nobody's business there.
    expect(booking.customerId).toBeNull();
    const customerOf = async (id: string) => (await admin.request('GET', `/api/bookings/${id}/full`)).json.customerId as string;
    const [customer] = await app.db.sql`select id, full_name, mobile from customers where email = 'wendy@example.com'`;
    expect(customer).toMatchObject({ id: await customerOf(booking.id), full_name: 'Wendy Wizard', mobile: '0400 111 222' });

    const again = await book(wizardBooking('2026-12-08', serviceIds, { email: 'WENDY@example.com' }));
    expect(again.status).toBe(201);
    expect(await customerOf(again.json.id)).toBe(customer!.id);
    expect(await freeDates()).not.toContain('2026-12-07');
  });

  const refusals: [string, () => Record<string, unknown>, string, string | (() => string)][] = [
    ['a Saturday', () => ({ date: '2026-12-12' }), 'date', m.dateNotOffered],
    ['yesterday', () => ({ date: '2026-12-03' }), 'date', m.dateNotOffered],
    ['today', () => ({ date: '2026-12-04' }), 'date', m.dateNotOffered],
    ['today + 31 days (a Monday)', () => ({ date: '2027-01-04' }), 'date', m.dateNotOffered],
    ["'5:00 PM'", () => ({ time: '5:00 PM' }), 'time', m.timeNotOffered],
    ["'8:15 AM'", () => ({ time: '8:15 AM' }), 'time', m.timeNotOffered],
    ['a service hidden from the booking form', () => ({ serviceIds: [serviceIds[0], catalog.hidden] }), 'serviceIds', () => m.unknownService(catalog.hidden)],
    ['an inactive service', () => ({ serviceIds: [catalog.inactive] }), 'serviceIds', () => m.unknownService(catalog.inactive)],
    ['a deleted service', () => ({ serviceIds: [catalog.deleted] }), 'serviceIds', () => m.unknownService(catalog.deleted)],
    ['an unknown vehicle type', () => ({ vehicleType: 'Truck' }), 'vehicleType', m.unknownVehicleType],
    ['model year 2023', () => ({ modelYear: 2023 }), 'modelYear', m.modelYearNotOffered],
    ['terms not accepted', () => ({ termsAccepted: false }), 'termsAccepted', m.termsRequired],
    ['terms left out', () => ({ termsAccepted: undefined }), 'termsAccepted', m.termsRequired],
    ['no registration', () => ({ vehicleRego: '' }), 'vehicleRego', m.vehicleRegoRequired],
  ];

  it.each(refusals)('is refused for %s with 400 naming the field, and records nothing', async (_what, change, path, message) => {
    const before = await eventCount();
    const response = await book(wizardBooking('2026-12-09', serviceIds, { email: `refused.${randomUUID()}@example.com`, ...change() }));
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ path, message: typeof message === 'string' ? message : message() });
    expect(await eventCount()).toBe(before);
  });

  it('is refused for a day already holding a booking (an admin’s) with 409 DAY_TAKEN, recording nothing', async () => {
    expect((await admin.request('POST', '/api/bookings', wizardBooking('2026-12-10', serviceIds))).status).toBe(201);
    const before = await eventCount();
    const response = await book(wizardBooking('2026-12-10', serviceIds, someone('late@example.com')));
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'Sorry, that day has just been booked. Please choose another date.', code: 'DAY_TAKEN' });
    expect(await eventCount()).toBe(before);
    // Staff may still book a taken day.
    expect((await admin.request('POST', '/api/bookings', wizardBooking('2026-12-10', serviceIds))).status).toBe(201);
  });

  it('wins a free day once: 25 visitors at the same moment on each of 3 days get one 201 and 24 409s per day', async () => {
    const days = ['2026-12-15', '2026-12-16', '2026-12-17'];
    const answers = await Promise.all(
      days.flatMap((date) => Array.from({ length: 25 }, (_, i) => book(wizardBooking(date, serviceIds, someone(`racer${i}.${date}@example.com`))).then((r) => ({ date, r })))),
    );
    for (const date of days) {
      const mine = answers.filter((a) => a.date === date).map((a) => a.r);
      expect(mine.filter((r) => r.status === 201)).toHaveLength(1);
      const lost = mine.filter((r) => r.status !== 201);
      expect(lost).toHaveLength(24);
      for (const r of lost) expect({ status: r.status, body: r.json }).toEqual({ status: 409, body: { message: m.dayTaken, code: 'DAY_TAKEN' } });
      expect(await heldRows(date)).toBe(1);
      const [row] = await app.db.sql`select count(*)::int as n from bookings where date = ${date} and deleted_at is null`;
      expect(row!.n).toBe(1);
    }
    const free = await freeDates();
    for (const date of days) expect(free).not.toContain(date);
    // A visitor who lost the day was registered as nobody's customer: the booking and its customer commit together.
    const [customers] = await app.db.sql`select count(*)::int as n from customers where email like 'racer%'`;
    expect(customers!.n).toBe(days.length);
  });

  it('books a day again once its booking is cancelled, and not while a moved booking holds it', async () => {
    const first = await book(wizardBooking('2026-12-18', serviceIds, someone('first@example.com')));
    expect(first.status).toBe(201);
    expect((await admin.request('PATCH', `/api/bookings/${first.json.id}`, { status: 'cancelled' })).status).toBe(200);
    const second = await book(wizardBooking('2026-12-18', serviceIds, someone('second@example.com')));
    expect(second.status).toBe(201);
    // Staff move the second booking to the 21st: the 18th is free again, the 21st is not.
    expect((await admin.request('PATCH', `/api/bookings/${second.json.id}`, { date: '2026-12-21' })).status).toBe(200);
    const third = someone('third@example.com');
    expect((await book(wizardBooking('2026-12-21', serviceIds, third))).status).toBe(409);
    expect((await book(wizardBooking('2026-12-18', serviceIds, third))).status).toBe(201);
  });

  it('creates one booking for a repeated Idempotency-Key, and answers the repeat as the first', async () => {
    const key = randomUUID();
    const body = wizardBooking('2026-12-22', serviceIds, someone('twice@example.com'));
    const first = await book(body, { key, from: '10.9.0.1' });
    expect(first.status).toBe(201);
    const second = await book(body, { key, from: '10.9.0.1' });
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(await heldRows('2026-12-22')).toBe(1);
  });

  it('creates one booking for two identical requests at the same moment (a double click)', async () => {
    const key = randomUUID();
    const body = wizardBooking('2026-12-23', serviceIds, someone('double@example.com'));
    const answers = await Promise.all([book(body, { key, from: '10.9.0.2' }), book(body, { key, from: '10.9.0.2' })]);
    const created = answers.find((a) => a.status === 201)!;
    expect(created).toBeDefined();
    // The other is the same answer replayed, or told the first is still running (and to retry).
    for (const other of answers.filter((a) => a !== created)) {
      if (other.status === 201) expect(other.json).toEqual(created.json);
      else expect(other.status).toBe(409);
    }
    const retry = await book(body, { key, from: '10.9.0.2' });
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(created.json);
    const [row] = await app.db.sql`select count(*)::int as n from bookings where date = '2026-12-23'`;
    expect(row!.n).toBe(1);
  });

  it('answers 429 once an address has made 20 attempts in 10 minutes, and records nothing', async () => {
    const from = '10.77.0.1';
    // Refused bookings count too: the limit is on attempts (each a weekend here, so none is created).
    for (let i = 0; i < 20; i++) expect((await book(wizardBooking('2026-12-19', serviceIds), { from })).status).toBe(400);
    const before = await eventCount();
    const limited = await book(wizardBooking('2026-12-24', serviceIds, someone('limited@example.com')), { from });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toEqual(expect.any(String));
    expect(await eventCount()).toBe(before);
    expect((await book(wizardBooking('2026-12-24', serviceIds, someone('unlimited@example.com')))).status).toBe(201);
  });

  it('shows up at once in the admin bookings list and on the live change stream', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const changes = feed<{ bookingChanged: { kind: string; bookingId: string; booking: { status: string } | null } }>(
      client,
      'subscription { bookingChanged { kind bookingId booking { status } } }',
    );
    try {
      const probe = (await admin.request('POST', '/api/bookings', wizardBooking('2026-12-28', serviceIds))).json.id as string;
      await changes.live(() => admin.request('PATCH', `/api/bookings/${probe}`, { notes: `probe ${Date.now()}` }));
      const response = await book(wizardBooking('2026-12-29', serviceIds, { ...someone('livia@example.com'), fullName: 'Livia Live' }));
      expect(response.status).toBe(201);
      const change = await changes.next((c) => c.bookingChanged.bookingId === response.json.id, 'the wizard booking');
      expect(change.bookingChanged).toMatchObject({ kind: 'CREATED', booking: { status: 'pending' } });
      const list = await admin.request('GET', '/api/bookings');
      expect(list.json).toContainEqual(expect.objectContaining({ id: response.json.id, fullName: 'Livia Live', status: 'pending' }));
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });
});
