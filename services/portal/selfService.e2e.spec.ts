import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages as m, settingsMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { until } from '../../infra/testing/until.js';
import { feed, graphqlWsClient, openSocket } from '../../infra/testing/websocket.js';
import { readCheckpoint } from '../platform/checkpoints.js';
import { bookingFor, offeredDays, type SelfServiceCustomer, signedInCustomer } from './testing/selfServiceWorld.js';

// Issue 31: a customer reschedules or cancels their own booking from the portal, over REST and
// GraphQL, until the cutoff; the day is claimed as the wizard claims it; the history names them.

const PHONE = '03 9000 1234';
const CUTOFF_REFUSAL = `This booking can no longer be changed online. Please call us on ${PHONE}.`;
const RESCHEDULE = `mutation($id: ID!, $input: RescheduleMyBookingInput!) {
  rescheduleMyBooking(id: $id, input: $input) { id date time status changeableUntil }
}`;
const CANCEL = 'mutation($id: ID!) { cancelMyBooking(id: $id) { id date time status changeableUntil } }';
const HISTORY = 'query($id: ID!) { bookingHistory(id: $id) { type actor { kind id name } changes { field from to } } }';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
/** The days the wizard offers today, ascending; each test takes days of its own. */
const days = offeredDays();
let a: SelfServiceCustomer;
let b: SelfServiceCustomer;

// What a customer's change appends to: booking, booking-day and booking-person streams. The worker
// appends to others meanwhile (a completed booking's invoice, a reminder's skip), whenever it gets to them.
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events where stream_id like 'booking-%'`)[0]!.n as number;
const freeDays = async (): Promise<string[]> => (await new HttpSession(app.url).request('GET', '/api/bookings/availability')).json.dates;
const full = async (id: string) => (await admin.request('GET', `/api/bookings/${id}/full`)).json as Record<string, unknown>;
const history = async (id: string) => (await admin.graphql(HISTORY, { id })).json.data.bookingHistory as { type: string; actor: unknown; changes: { field: string }[] }[];
const reschedule = (who: SelfServiceCustomer, id: string, body: unknown) => who.portal.request('POST', `/api/customer/bookings/${encodeURIComponent(id)}/reschedule`, body);
const cancel = (who: SelfServiceCustomer, id: string) => who.portal.request('POST', `/api/customer/bookings/${encodeURIComponent(id)}/cancel`);
const portalBooking = async (who: SelfServiceCustomer, id: string) =>
  ((await who.portal.request('GET', '/api/customer/bookings')).json as { id: string }[]).find((x) => x.id === id) as Record<string, unknown> | undefined;

async function saveSettings(body: Record<string, unknown>) {
  const saved = await admin.request('POST', '/api/settings/public-bookings', body);
  expect(saved.status, saved.text).toBe(200);
}

/** Everything about a booking but what a move changes. */
const unmoved = ({ date: _d, time: _t, updatedAt: _u, version: _v, ...rest }: Record<string, unknown>) => rest;

beforeAll(async () => {
  expect(days.length).toBeGreaterThanOrEqual(20);
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 2);
  const business = await admin.request('POST', '/api/settings/business', { businessName: 'Shine Mobile Detailing', businessPhone: PHONE });
  expect(business.status, business.text).toBe(200);
  a = await signedInCustomer(app, admin, { fullName: 'Alice Able' });
  b = await signedInCustomer(app, admin, { fullName: 'Bruno Baker' });
});
afterAll(() => app?.close());

describe('the cutoff setting', () => {
  it('is 24 hours until saved, and saves over REST and GraphQL with the range refused by its message', async () => {
    expect((await admin.request('GET', '/api/settings/public-bookings')).json).toEqual({ publicBookingsPerPerson: 2, selfServiceCutoffHours: 24, version: 0 });
    const before = await eventCount();
    for (const bad of [-1, 169, 2.5, '24', 'a day']) {
      const refused = await admin.request('POST', '/api/settings/public-bookings', { selfServiceCutoffHours: bad });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(settingsMessages.selfServiceCutoffHoursInvalid);
    }
    const graphqlRefused = await admin.graphql('mutation { savePublicBookingSettings(input: { selfServiceCutoffHours: 500 }) { version } }');
    expect(graphqlRefused.json.errors[0]).toMatchObject({ message: settingsMessages.selfServiceCutoffHoursInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await eventCount()).toBe(before);

    await saveSettings({ selfServiceCutoffHours: 48 });
    const saved = await admin.graphql('mutation { savePublicBookingSettings(input: { selfServiceCutoffHours: 24 }) { publicBookingsPerPerson selfServiceCutoffHours version } }');
    expect(saved.json.data.savePublicBookingSettings).toEqual({ publicBookingsPerPerson: 2, selfServiceCutoffHours: 24, version: 2 });
    expect((await admin.graphql('{ publicBookingSettings { selfServiceCutoffHours } }')).json.data.publicBookingSettings).toEqual({ selfServiceCutoffHours: 24 });
    // Admins only.
    expect((await a.portal.request('GET', '/api/settings/public-bookings')).status).toBe(401);
  });
});

describe('rescheduling', () => {
  it("moves the customer's booking over REST to a free day and slot of the wizard's, keeping all else (the quote too), and frees the old day", async () => {
    const id = await bookingFor(admin, a, serviceIds, days[3]!);
    const before = await full(id);
    const moved = await reschedule(a, id, { date: days[2], time: '2:30 PM' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.headers.get('cache-control')).toContain('no-store');
    expect(moved.json).toMatchObject({ id, date: days[2], time: '14:30', status: 'pending', changeableUntil: expect.any(String) });
    // 24 hours before 14:30 on the new day, in Melbourne.
    expect(Date.parse(moved.json.changeableUntil)).toBeLessThan(Date.parse(`${days[2]}T14:30:00Z`));
    expect(await portalBooking(a, id)).toEqual(moved.json);

    const after = await full(id);
    expect(after).toMatchObject({ date: days[2], time: '14:30' });
    expect(unmoved(after)).toEqual(unmoved(before));
    expect(after.quote).toEqual(before.quote);
    const free = await freeDays();
    expect(free).toContain(days[3]);
    expect(free).not.toContain(days[2]);
  });

  it('records the customer as the one who moved it, in the booking history', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[19]!);
    expect((await reschedule(a, id, { date: days[19], time: '16:30' })).status).toBe(200);
    const entries = await history(id);
    expect(entries.at(-1)).toEqual({ type: 'BookingDetailsUpdated', actor: { kind: 'customer', id: a.id, name: null }, changes: [{ field: 'time', from: '"09:00"', to: '"16:30"' }] });
    expect(entries[0]).toMatchObject({ type: 'BookingCreated', actor: { kind: 'user' } });
  });

  it('moves it over GraphQL the same way, and answers the same slot again with no change', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[5]!, { status: 'approved' });
    const moved = await a.portal.graphql(RESCHEDULE, { id, input: { date: days[4], time: '08:00' } });
    expect(moved.json.errors).toBeUndefined();
    expect(moved.json.data.rescheduleMyBooking).toMatchObject({ id, date: days[4], time: '08:00', status: 'approved' });
    const events = await eventCount();
    const again = await a.portal.graphql(RESCHEDULE, { id, input: { date: days[4], time: '8:00 AM' } });
    expect(again.json.data.rescheduleMyBooking).toEqual(moved.json.data.rescheduleMyBooking);
    expect(await eventCount()).toBe(events);
    expect((await history(id)).at(-1)).toMatchObject({ type: 'BookingDetailsUpdated', actor: { kind: 'customer', id: a.id } });
  });

  it('is refused for bad input with 400 and its message, changing nothing', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[10]!);
    const saturday = days.map((d) => new Date(`${d}T00:00:00Z`)).find((d) => d.getUTCDay() === 5)!;
    saturday.setUTCDate(saturday.getUTCDate() + 1);
    const tooFar = new Date(`${days.at(-1)}T00:00:00Z`);
    tooFar.setUTCDate(tooFar.getUTCDate() + 7);
    const cases: [unknown, string][] = [
      [{}, m.dateRequired],
      [{ date: days[11] }, m.timeRequired],
      [{ time: '10:00' }, m.dateRequired],
      [{ date: 'next tuesday', time: '10:00' }, m.dateInvalid],
      [{ date: days[11], time: 'ten' }, m.timeInvalid],
      [{ date: saturday.toISOString().slice(0, 10), time: '10:00' }, m.dateNotOffered],
      [{ date: tooFar.toISOString().slice(0, 10), time: '10:00' }, m.dateNotOffered],
      [{ date: days[11], time: '8:15 AM' }, m.timeNotOffered],
      [{ date: days[11], time: '17:00' }, m.timeNotOffered],
      [{ date: 'x'.repeat(5000), time: '10:00' }, 'Date must be at most 60 characters'],
      [{ date: days[11], time: '9'.repeat(100_000) }, 'Time must be at most 60 characters'],
      [{ date: 20270101, time: '10:00' }, m.dateRequired],
      [[days[11], '10:00'], m.rescheduleInputInvalid],
    ];
    const before = await eventCount();
    for (const [body, message] of cases) {
      const refused = await reschedule(a, id, body);
      expect({ body, status: refused.status, message: refused.json?.message }).toEqual({ body, status: 400, message });
    }
    // Not JSON objects at all, and a body past the limit customers may send.
    for (const raw of ['"tomorrow"', 'null', '{"date":', JSON.stringify({ date: days[11], time: '10:00', notes: 'x'.repeat(200_000) })]) {
      const refused = await reschedule(a, id, raw);
      expect([400, 413], `${raw.slice(0, 20)}: ${refused.status} ${refused.text}`).toContain(refused.status);
    }
    // GraphQL: the same rule and message.
    const refused = await a.portal.graphql(RESCHEDULE, { id, input: { date: days[11], time: '8:15 AM' } });
    expect(refused.json.errors[0]).toMatchObject({ message: m.timeNotOffered, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await eventCount()).toBe(before);
    expect((await full(id)).date).toBe(days[10]);
  });

  it("lets a customer move a pending public booking of theirs although they are at the person bound: it counts their bookings, not their moves", async () => {
    const p = await signedInCustomer(app, admin, { fullName: 'Petra Public' });
    const wizard = (date: string, n: number) =>
      new HttpSession(app.url).request(
        'POST',
        '/api/bookings',
        { serviceIds, vehicleType: 'SUV 5 Seater', modelYear: 2025, date, time: '9:00 AM', fullName: p.fullName, email: p.email, mobile: p.mobile, vehicleRego: p.rego, termsAccepted: true },
        { 'x-forwarded-for': `10.31.0.${n}` },
      );
    const first = await wizard(days[13]!, 1);
    const second = await wizard(days[14]!, 2);
    expect([first.status, second.status]).toEqual([201, 201]);
    // The business confirms both (so the portal shows them) and sets them back to pending; then the bound becomes 1.
    for (const id of [first.json.id, second.json.id]) {
      for (const status of ['approved', 'pending']) expect((await admin.request('PATCH', `/api/bookings/${id}`, { status })).status).toBe(200);
    }
    await saveSettings({ publicBookingsPerPerson: 1 });
    try {
      const moved = await reschedule(p, first.json.id, { date: days[15], time: '10:30' });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.json).toMatchObject({ date: days[15], time: '10:30', status: 'pending' });
      // A new public booking of theirs is still over the bound.
      expect((await wizard(days[16]!, 3)).status).toBe(429);
    } finally {
      await saveSettings({ publicBookingsPerPerson: 2 });
    }
  });
});

describe('two customers moving into one free day at the same moment', () => {
  it('gives the day to exactly one of them; the others are told it was taken, and their bookings stay where they were', async () => {
    const racers = await Promise.all(['Rae One', 'Rae Two', 'Rae Three', 'Rae Four'].map((fullName) => signedInCustomer(app, admin, { fullName })));
    const start = days.at(-1)!;
    // Staff may book one day many times: every racer starts on the last day offered.
    const bookings: string[] = [];
    for (const racer of racers) bookings.push(await bookingFor(admin, racer, serviceIds, start));
    /** Where each booking that won a day went. */
    const where = new Map<string, string>();
    for (const target of [days[11]!, days[12]!]) {
      expect(await freeDays()).toContain(target);
      const answers = await Promise.all(racers.map((racer, i) => reschedule(racer, bookings[i]!, { date: target, time: '11:00' })));
      const won = answers.filter((r) => r.status === 200);
      expect(won, answers.map((r) => `${r.status} ${r.text}`).join('\n')).toHaveLength(1);
      for (const lost of answers.filter((r) => r.status !== 200)) expect({ status: lost.status, body: lost.json }).toEqual({ status: 409, body: { message: m.dayTaken, code: 'DAY_TAKEN' } });
      const winner = bookings[answers.indexOf(won[0]!)]!;
      const [held] = await app.db.sql`select count(*)::int as n from bookings where date = ${target} and status <> 'cancelled' and deleted_at is null`;
      expect(held!.n).toBe(1);
      expect((await full(winner)).date).toBe(target);
      where.set(winner, target);
      for (const id of bookings) expect((await full(id)).date).toBe(where.get(id) ?? start);
      expect(await freeDays()).not.toContain(target);
    }
  });

  it('answers the loser over GraphQL with DAY_TAKEN too', async () => {
    const taker = await signedInCustomer(app, admin, { fullName: 'Tia Taker' });
    const first = await bookingFor(admin, taker, serviceIds, days[17]!);
    const id = await bookingFor(admin, a, serviceIds, days.at(-2)!);
    const late = await a.portal.graphql(RESCHEDULE, { id, input: { date: days[17], time: '12:00' } });
    expect(late.json.errors[0]).toMatchObject({ message: m.dayTaken, extensions: { code: 'DAY_TAKEN' } });
    expect(late.json.data).toBeNull();
    expect((await full(first)).date).toBe(days[17]);
    expect((await full(id)).date).toBe(days.at(-2));
  });
});

describe('cancelling', () => {
  it('cancels over REST, frees the day, and names the customer in the history', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[6]!);
    expect(await freeDays()).not.toContain(days[6]);
    const cancelled = await cancel(a, id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ id, status: 'cancelled', statusLabel: 'Cancelled', changeableUntil: null });
    expect((await full(id)).status).toBe('cancelled');
    expect(await freeDays()).toContain(days[6]);
    expect((await history(id)).at(-1)).toEqual({
      type: 'BookingStatusChanged',
      actor: { kind: 'customer', id: a.id, name: null },
      changes: [{ field: 'status', from: '"pending"', to: '"cancelled"' }],
    });
  });

  it('cancels over GraphQL, an approved booking too', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[7]!, { status: 'approved' });
    const cancelled = await a.portal.graphql(CANCEL, { id });
    expect(cancelled.json.errors).toBeUndefined();
    expect(cancelled.json.data.cancelMyBooking).toEqual({ id, date: days[7], time: '09:00', status: 'cancelled', changeableUntil: null });
    expect((await history(id)).at(-1)).toMatchObject({ type: 'BookingStatusChanged', actor: { kind: 'customer', id: a.id } });
  });
});

describe('refusals', () => {
  it('refuses both changes after the cutoff with the business phone, over REST and GraphQL, changing nothing', async () => {
    // The first day offered is at most four days away: a week's cutoff has passed for it, not for the last.
    const soon = await bookingFor(admin, a, serviceIds, days[0]!);
    const later = await bookingFor(admin, a, serviceIds, days.at(-3)!);
    await saveSettings({ selfServiceCutoffHours: 168 });
    try {
      const listed = await portalBooking(a, soon);
      expect(Date.parse(String(listed!.changeableUntil))).toBeLessThan(Date.now());
      expect(Date.parse(String((await portalBooking(a, later))!.changeableUntil))).toBeGreaterThan(Date.now());
      const before = await eventCount();
      for (const answer of [await reschedule(a, soon, { date: days[8], time: '10:00' }), await cancel(a, soon)]) {
        expect({ status: answer.status, body: answer.json }).toEqual({ status: 409, body: { message: CUTOFF_REFUSAL } });
      }
      for (const answer of [await a.portal.graphql(RESCHEDULE, { id: soon, input: { date: days[8], time: '10:00' } }), await a.portal.graphql(CANCEL, { id: soon })]) {
        expect(answer.json.errors[0]).toMatchObject({ message: CUTOFF_REFUSAL, extensions: { code: 'CONFLICT' } });
      }
      expect(await eventCount()).toBe(before);
      expect(await full(soon)).toMatchObject({ date: days[0], status: 'pending' });
      // A booking further off is still the customer's to change.
      expect((await cancel(a, later)).status).toBe(200);
    } finally {
      await saveSettings({ selfServiceCutoffHours: 24 });
    }
  });

  it('refuses a booking neither pending nor approved', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[8]!, { status: 'ready_for_pickup' });
    const done = await bookingFor(admin, a, serviceIds, days[8]!, { status: 'completed' });
    const cancelled = await bookingFor(admin, a, serviceIds, days[9]!, { status: 'cancelled' });
    const before = await eventCount();
    for (const target of [id, done]) {
      for (const answer of [await reschedule(a, target, { date: days[9], time: '10:00' }), await cancel(a, target)]) {
        expect({ status: answer.status, body: answer.json }).toEqual({ status: 409, body: { message: m.selfServiceStatus } });
      }
    }
    expect((await portalBooking(a, id))!.changeableUntil).toBeNull();
    // Cancelled already: the same.
    expect((await cancel(a, cancelled)).json).toEqual({ message: m.selfServiceStatus });
    expect((await reschedule(a, cancelled, { date: days[9], time: '10:00' })).json).toEqual({ message: m.selfServiceStatus });
    expect(await eventCount()).toBe(before);
    expect(await full(id)).toMatchObject({ status: 'ready_for_pickup', date: days[8] });
  });

  it("answers another customer's booking, one the portal does not show them and an unknown id exactly alike: 404 Booking not found", async () => {
    const theirs = await bookingFor(admin, b, serviceIds, days[18]!);
    // A wizard booking with A's e-mail nobody confirmed: the portal does not show it, so A cannot change it.
    const unconfirmed = await new HttpSession(app.url).request(
      'POST',
      '/api/bookings',
      { serviceIds, vehicleType: 'UTE', modelYear: 2025, date: days[16], time: '9:00 AM', fullName: a.fullName, email: a.email, mobile: a.mobile, vehicleRego: a.rego, termsAccepted: true },
      { 'x-forwarded-for': '10.31.1.1' },
    );
    expect(unconfirmed.status, unconfirmed.text).toBe(201);
    const deleted = await bookingFor(admin, a, serviceIds, days[16]!);
    expect((await admin.request('DELETE', `/api/bookings/${deleted}`)).status).toBe(200);
    const ids = [theirs, unconfirmed.json.id, deleted, '3b241101-e2bb-4255-8caf-4136c566a962', 'not-an-id', b.id, 'x'.repeat(300)];

    const before = await eventCount();
    const answers = [];
    for (const id of ids) {
      answers.push(await reschedule(a, id, { date: days[9], time: '10:00' }));
      answers.push(await cancel(a, id));
    }
    for (const answer of answers) expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: JSON.stringify({ message: m.notFound }) });
    for (const id of ids) {
      for (const answer of [await a.portal.graphql(RESCHEDULE, { id, input: { date: days[9], time: '10:00' } }), await a.portal.graphql(CANCEL, { id })]) {
        expect(answer.json).toEqual({ errors: [expect.objectContaining({ message: m.notFound, extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })], data: null });
      }
    }
    expect(await eventCount()).toBe(before);
    expect(await full(theirs)).toMatchObject({ date: days[18], status: 'pending' });
    // B's own call works.
    expect((await cancel(b, theirs)).status).toBe(200);
  });

  it('refuses anyone without a customer session: 401', async () => {
    const id = await bookingFor(admin, a, serviceIds, days[9]!);
    for (const session of [new HttpSession(app.url), admin]) {
      expect((await session.request('POST', `/api/customer/bookings/${id}/cancel`)).status).toBe(401);
      expect((await session.graphql(CANCEL, { id })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await full(id)).status).toBe('pending');
  });
});

describe('what the admin sees', () => {
  it('follows a customer change live: the bookingChanged subscription, the /ws messages, the list, the calendar and the ICS feed, whose SEQUENCE rises', async () => {
    const subscription = await admin.request('POST', '/api/calendar/subscription', { type: 'live_sync', includeStatuses: ['pending', 'approved', 'cancelled'] });
    expect(subscription.status, subscription.text).toBe(200);
    const feedPath = new URL(subscription.json.feedUrl).pathname;
    const id = await bookingFor(admin, a, serviceIds, days[1]!);
    const calendarCaughtUp = async () => {
      const head = await app.store.headPosition();
      await until(async () => (await readCheckpoint(app.db.sql, 'calendar')) >= head, 'the calendar read model to catch up');
    };
    const sequence = async () => {
      await calendarCaughtUp();
      const calendar = new ICAL.Component(ICAL.parse((await new HttpSession(app.url).request('GET', feedPath)).text));
      const vevent = calendar.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith(id))!;
      return { sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0), status: String(vevent.getFirstPropertyValue('status')) };
    };
    const first = await sequence();

    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const changes = feed<{ bookingChanged: { kind: string; bookingId: string; booking: { date: string; time: string; status: string } | null } }>(
      client,
      'subscription { bookingChanged { kind bookingId booking { date time status } } }',
    );
    const socket = await openSocket(`${app.url.replace('http', 'ws')}/ws`, { cookie: admin.cookie, origin: app.url });
    const messages: { type: string; data: { id: string; date?: string; time?: string; status?: string } }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    try {
      await changes.live(() => admin.request('PATCH', `/api/bookings/${id}`, { notes: `probe ${Date.now()}` }));
      await until(async () => messages.some((x) => x.data.id === id), 'the /ws shim to carry the probe');

      // A day freed earlier (the first move left it).
      const movedTo = days[3]!;
      const answer = await reschedule(a, id, { date: movedTo, time: '13:00' });
      expect(answer.status, answer.text).toBe(200);
      const moved = await changes.next((c) => c.bookingChanged.bookingId === id && c.bookingChanged.booking?.time === '13:00', 'the move on the subscription');
      expect(moved.bookingChanged).toMatchObject({ kind: 'UPDATED', booking: { date: movedTo, time: '13:00', status: 'pending' } });
      await until(async () => messages.some((x) => x.type === 'booking_updated' && x.data.id === id && x.data.time === '13:00'), 'booking_updated on /ws for the move');
      const list = (await admin.request('GET', '/api/bookings')).json as { id: string; date: string; time: string }[];
      expect(list.find((x) => x.id === id)).toMatchObject({ date: movedTo, time: '13:00' });
      const calendar = await admin.graphql('query($from: String!, $to: String!) { calendarBookings(from: $from, to: $to) { id date time } }', { from: days[0], to: days.at(-1) });
      expect(calendar.json.data.calendarBookings).toContainEqual(expect.objectContaining({ id, date: movedTo, time: '13:00' }));
      const second = await sequence();
      expect(second.sequence).toBeGreaterThan(first.sequence);

      expect((await cancel(a, id)).status).toBe(200);
      await changes.next((c) => c.bookingChanged.bookingId === id && c.bookingChanged.booking?.status === 'cancelled', 'the cancellation on the subscription');
      await until(async () => messages.some((x) => x.type === 'booking_updated' && x.data.id === id && x.data.status === 'cancelled'), 'booking_updated on /ws for the cancellation');
      const third = await sequence();
      expect(third.sequence).toBeGreaterThan(second.sequence);
      expect(third.status).toBe('CANCELLED');
    } finally {
      socket.close();
      changes.dispose();
      await client.dispose();
    }
  });
});
