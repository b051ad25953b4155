import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages as m } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import type { Clock } from '../platform/clock.js';
import { wizardBooking } from './testing/wizard.js';

// Issue 28, case 6: one visitor booked every free day of the next 30. A public booking is now
// bounded per e-mail, per mobile and per plate (a setting, default 2), besides per address.

// Friday 4 December 2026, 00:30 in Melbourne (still Thursday 3 December in UTC).
const NOW = '2026-12-03T13:30:00Z';
/** The app's clock: `NOW` at the start, then real time, moved on by `travel` (a booking's date passing). */
let shift = Date.parse(NOW) - Date.now();
const clock: Clock = { now: () => new Date(Date.now() + shift).toISOString() };

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
let address = 0;
/** Bookings a test made: deleted after it, so the next test finds their days free again. */
const made: string[] = [];

const REFUSED = { status: 429, body: { message: 'Unable to create your booking. Please try again.' } };

beforeAll(async () => {
  // Behind one trusted proxy: each visitor gets an address of their own unless a test says otherwise.
  app = await startTestApp({ clock, roles: ['api', 'projector'], env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 1);
});
afterAll(() => app?.close());
afterEach(async () => {
  // 404: the test deleted it itself.
  for (const id of made.splice(0)) expect([200, 404]).toContain((await admin.request('DELETE', `/api/bookings/${id}`)).status);
});

const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;

/** Someone new: their own e-mail, mobile and plate, each different from everyone else's. */
function person(label: string) {
  const n = ++address;
  return { fullName: `${label} Person`, email: `${label}.${randomUUID().slice(0, 8)}@example.com`, mobile: `0411 ${String(n).padStart(3, '0')} ${String(n * 7 % 1000).padStart(3, '0')}`, vehicleRego: `P${n}X${randomUUID().slice(0, 3)}` };
}

/** A stranger's POST /api/bookings, from an address of their own unless `from` names one. */
async function book(date: string, who: Record<string, unknown>, options: { key?: string; from?: string } = {}) {
  const response = await new HttpSession(app.url).request('POST', '/api/bookings', wizardBooking(date, serviceIds, who), {
    'x-forwarded-for': options.from ?? nextAddress(),
    ...(options.key ? { 'Idempotency-Key': options.key } : {}),
  });
  if (response.status === 201 && !made.includes(response.json.id)) made.push(response.json.id);
  return response;
}

const refusal = (r: { status: number; json: unknown }) => ({ status: r.status, body: r.json });
const freeDates = async (): Promise<string[]> => (await new HttpSession(app.url).request('GET', '/api/bookings/availability')).json.dates;
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events`)[0]!.n as number;
const customersWith = async (email: string) => (await app.db.sql`select count(*)::int as n from customers where lower(email) = lower(${email})`)[0]!.n as number;

async function setBound(publicBookingsPerPerson: number) {
  const saved = await admin.graphql('mutation($input: PublicBookingSettingsInput!) { savePublicBookingSettings(input: $input) { publicBookingsPerPerson } }', {
    input: { publicBookingsPerPerson },
  });
  expect(saved.json, saved.text).toEqual({ data: { savePublicBookingSettings: { publicBookingsPerPerson } } });
}

/** Expects the booking refused with the wizard's failure text, recording nothing: no event, no customer, the day still free. */
async function expectRefusedRecordingNothing(date: string, who: { email: string } & Record<string, unknown>) {
  const [events, customers] = [await eventCount(), await customersWith(who.email)];
  const response = await book(date, who);
  expect(refusal(response)).toEqual(REFUSED);
  expect(await eventCount()).toBe(events);
  expect(await customersWith(who.email)).toBe(customers);
  expect(await freeDates()).toContain(date);
}

describe('public bookings, bounded per person', () => {
  it('stop the case-6 attack: one visitor booking every free day gets two, and the other days stay free for everyone', async () => {
    const attacker = person('greedy');
    const days = await freeDates();
    expect(days.length).toBeGreaterThan(15);
    // From a new address each time: the per-address limit is not what stops them.
    const answers = [];
    for (const date of days) answers.push({ date, response: await book(date, attacker) });
    const won = answers.filter((a) => a.response.status === 201);
    expect(won.map((a) => a.date)).toEqual(days.slice(0, 2));
    for (const { response } of answers.slice(2)) expect(refusal(response)).toEqual(REFUSED);
    expect(await freeDates()).toEqual(days.slice(2));
  });

  it.each([
    ['e-mail', (p: ReturnType<typeof person>) => ({ email: p.email.toUpperCase() })],
    ['mobile', (p: ReturnType<typeof person>) => ({ mobile: `+61 ${p.mobile.slice(1)}` })],
    ['plate', (p: ReturnType<typeof person>) => ({ vehicleRego: p.vehicleRego.toLowerCase().replace(/^(..)/, '$1 ') })],
  ] as const)('refuse a third upcoming pending booking for the same %s (written another way, the rest different), recording nothing', async (_kind, same) => {
    const first = person('first');
    const [d1, d2, d3] = await freeDates();
    expect((await book(d1!, first)).status).toBe(201);
    expect((await book(d2!, { ...person('second'), ...same(first) })).status).toBe(201);
    await expectRefusedRecordingNothing(d3!, { ...person('third'), ...same(first) });
    // Someone else entirely still books that day.
    expect((await book(d3!, person('other'))).status).toBe(201);
  });

  it('answer an over-bound GraphQL createBooking with the same text, recording nothing', async () => {
    const p = person('graph');
    const [d1, d2, d3] = await freeDates();
    for (const date of [d1!, d2!]) expect((await book(date, p)).status).toBe(201);
    const before = await eventCount();
    const response = await new HttpSession(app.url).request(
      'POST',
      '/graphql',
      { query: 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', variables: { input: { ...wizardBooking(d3!, serviceIds, p), time: '9:00 AM' } } },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(response.status).toBeLessThan(500);
    expect(response.json.errors).toEqual([expect.objectContaining({ message: m.bookingFailed, extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['approved', (id: string) => admin.request('PATCH', `/api/bookings/${id}`, { status: 'approved' })],
    ['cancelled', (id: string) => admin.request('PATCH', `/api/bookings/${id}`, { status: 'cancelled' })],
    ['deleted', (id: string) => admin.request('DELETE', `/api/bookings/${id}`)],
  ] as const)('free a place once a booking is %s', async (what, act) => {
    const p = person(what);
    const [d1, d2, d3, d4] = await freeDates();
    const first = await book(d1!, p);
    expect((await book(d2!, p)).status).toBe(201);
    expect(refusal(await book(d3!, p))).toEqual(REFUSED);
    expect((await act(first.json.id)).status).toBe(200);
    expect((await book(d3!, p)).status).toBe(201);
    expect(refusal(await book(d4!, p))).toEqual(REFUSED);
  });

  it('count a booking again once staff set it back to pending (unbounded for staff)', async () => {
    const p = person('again');
    const [d1, d2, d3, d4] = await freeDates();
    const first = await book(d1!, p);
    await book(d2!, p);
    expect((await admin.request('PATCH', `/api/bookings/${first.json.id}`, { status: 'approved' })).status).toBe(200);
    expect((await book(d3!, p)).status).toBe(201);
    // Staff may put the person over the bound; the wizard then refuses them until they are under it.
    expect((await admin.request('PATCH', `/api/bookings/${first.json.id}`, { status: 'pending' })).status).toBe(200);
    expect(refusal(await book(d4!, p))).toEqual(REFUSED);
  });

  it('move the hold with an e-mail staff edit: the old e-mail has a place again, the new one counts the booking', async () => {
    const p = person('mover');
    const q = person('receiver');
    const [d1, d2, d3, d4, d5] = await freeDates();
    // Each booking its own mobile and plate: only the e-mail binds.
    const first = await book(d1!, { ...person('a'), email: p.email });
    await book(d2!, { ...person('b'), email: p.email });
    expect(refusal(await book(d3!, { ...person('c'), email: p.email }))).toEqual(REFUSED);
    expect((await admin.request('PATCH', `/api/bookings/${first.json.id}`, { email: q.email })).status).toBe(200);
    expect((await book(d3!, { ...person('c'), email: p.email })).status).toBe(201);
    expect((await book(d4!, { ...person('d'), email: q.email })).status).toBe(201);
    expect(refusal(await book(d5!, { ...person('e'), email: q.email }))).toEqual(REFUSED);
  });

  it('let staff book a person past the bound', async () => {
    const p = person('staffed');
    const [d1, d2, d3] = await freeDates();
    await book(d1!, p);
    await book(d2!, p);
    const staff = await admin.request('POST', '/api/bookings', wizardBooking(d3!, serviceIds, p));
    expect(staff.status).toBe(201);
    made.push(staff.json.id);
  });

  it('no longer count a booking whose date has passed in the business time zone', async () => {
    const p = person('past');
    const [d1, d2, d3, d4] = await freeDates();
    await book(d1!, p);
    await book(d2!, p);
    expect(refusal(await book(d4!, p))).toEqual(REFUSED);
    const start = shift;
    try {
      // The evening of the first booking's day in Melbourne: it still counts until midnight.
      shift = Date.parse(`${d1}T10:00:00Z`) - Date.now();
      expect(refusal(await book(d4!, p))).toEqual(REFUSED);
      // The morning after (Melbourne): its date has passed.
      shift = Date.parse(`${d1}T14:00:00Z`) - Date.now();
      expect((await book(d4!, p)).status).toBe(201);
      expect(refusal(await book(d3!, p))).toEqual(REFUSED);
    } finally {
      shift = start;
    }
  });

  it('take the bound from the settings: three, then one', async () => {
    const p = person('setting');
    const [d1, d2, d3, d4] = await freeDates();
    try {
      await setBound(3);
      for (const date of [d1!, d2!, d3!]) expect((await book(date, p)).status).toBe(201);
      expect(refusal(await book(d4!, p))).toEqual(REFUSED);
      await setBound(1);
      const q = person('single');
      expect((await book(d4!, q)).status).toBe(201);
      await expectRefusedRecordingNothing((await freeDates())[0]!, { ...person('single2'), email: q.email });
    } finally {
      await setBound(2);
    }
  });

  it('refuse a bound outside 1 to 10, or not a whole number, changing nothing', async () => {
    for (const value of [0, 11, 2.5]) {
      const response = await admin.graphql('mutation($input: PublicBookingSettingsInput!) { savePublicBookingSettings(input: $input) { publicBookingsPerPerson } }', {
        input: { publicBookingsPerPerson: value },
      });
      expect(response.status).toBeLessThan(500);
      expect(response.json.errors?.[0]?.message).toMatch(value === 2.5 ? /Int|integer|whole number/ : /^Bookings per person must be a whole number from 1 to 10$/);
    }
    const read = await admin.graphql('{ publicBookingSettings { publicBookingsPerPerson } }');
    expect(read.json).toEqual({ data: { publicBookingSettings: { publicBookingsPerPerson: 2 } } });
  });

  it('still limit each address to 20 attempts in 10 minutes, whoever books', async () => {
    const from = '10.88.0.1';
    for (let i = 0; i < 20; i++) expect((await book('2026-12-12', person(`weekend${i}`), { from })).status).toBe(400);
    const before = await eventCount();
    const limited = await book((await freeDates())[0]!, person('fresh'), { from });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Too many bookings from this address. Please try again later.');
    expect(await eventCount()).toBe(before);
  });

  it('let exactly the bound win when 10 bookings for one e-mail arrive at once, on 10 free days', async () => {
    const email = `racer.${randomUUID().slice(0, 8)}@example.com`;
    const days = (await freeDates()).slice(0, 10);
    expect(days).toHaveLength(10);
    const answers = await Promise.all(days.map((date) => book(date, { ...person('racer'), email })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const lost of answers.filter((a) => a.status !== 201)) expect(refusal(lost)).toEqual(REFUSED);
    const [row] = await app.db.sql`select count(*)::int as n from bookings where lower(email) = ${email} and deleted_at is null`;
    expect(row!.n).toBe(2);
    // Only the two winners' days are taken; one customer for the e-mail.
    const won = days.filter((_, i) => answers[i]!.status === 201);
    expect(await freeDates()).toEqual(expect.not.arrayContaining(won));
    expect(await freeDates()).toEqual(expect.arrayContaining(days.filter((d) => !won.includes(d))));
    expect(await customersWith(email)).toBe(1);
  });

  it('count a booking retried with the same Idempotency-Key once', async () => {
    const p = person('retry');
    const [d1, d2, d3] = await freeDates();
    const key = randomUUID();
    const from = nextAddress();
    const first = await book(d1!, p, { key, from });
    expect(first.status).toBe(201);
    const twice = await Promise.all([book(d1!, p, { key, from }), book(d1!, p, { key, from })]);
    for (const again of twice) expect({ status: again.status, id: again.json.id }).toEqual({ status: 201, id: first.json.id });
    const [held] = await app.db.sql`select count(*)::int as n from events where type = 'PublicBookingHeld' and data->>'bookingId' = ${first.json.id}`;
    expect(held!.n).toBe(3);
    // One place taken, not three: a second booking fits, a third does not.
    expect((await book(d2!, p)).status).toBe(201);
    expect(refusal(await book(d3!, p))).toEqual(REFUSED);
  });
});
