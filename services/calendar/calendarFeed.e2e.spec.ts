import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages, defaultBusinessSettings, identityMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { until } from '../../infra/testing/until.js';
import { createUser } from '../identity/users.js';
import { readCheckpoint } from '../platform/checkpoints.js';

/** Wednesday 8 April 2026, 10:00 in Melbourne: this week is Sunday 5 to Saturday 11 April. */
const NOW = '2026-04-08T00:00:00.000Z';

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;
let s1: number;
let s2: number;
const ids: Record<string, string> = {};

const CREATE_BOOKING = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';
const SYNC = '{ calendarSync { feed { id createdAt includeStatuses includeContactDetails lastSyncedAt urlHint } totalBookings bookingsThisWeek exportBookingCount } }';
const CREATE = `mutation($includeStatuses: [String!], $includeContactDetails: Boolean) {
  createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) { feedId feedUrl feed { id urlHint includeStatuses includeContactDetails } }
}`;

async function ok(query: string, variables: Record<string, unknown> = {}) {
  const { json } = await admin.graphql(query, variables);
  if (json.errors) throw new Error(`${query}: ${JSON.stringify(json.errors)}`);
  return json.data;
}

let booked = 0;
async function book(key: string, date: string, time: string, serviceIds: number[], status = 'pending') {
  const n = ++booked;
  const input = {
    fullName: `Alex${n} Person`,
    email: `alex${n}@example.com`,
    mobile: `0411 111 ${String(100 + n)}`,
    address: `${n} Secret Street`,
    date,
    time,
    vehicleType: 'UTE',
    modelYear: 2020,
    vehicleRego: `REGO${n}`,
    serviceIds,
    status,
  };
  ids[key] = (await ok(CREATE_BOOKING, { input })).createBooking.id;
}

/** A feed request from its own client address (TRUST_PROXY is 1 here), so the rate limit test counts apart. */
const feed = (url: string, headers: Record<string, string> = {}, from = '203.0.113.1') =>
  anonymous.request('GET', new URL(url).pathname, undefined, { 'X-Forwarded-For': from, ...headers });

interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  status: string;
  priority: number;
  start: Date;
  end: Date;
}

/** Parses with ical.js, its time zone registered from the feed's own VTIMEZONE. */
function parse(text: string): { calendar: ICAL.Component; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  const events = new Map<string, ParsedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const bookingId = event.uid.split('@')[0]!;
    events.set(bookingId, {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
      priority: Number(vevent.getFirstPropertyValue('priority')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    });
  }
  return { calendar, events };
}

/** Booking commands answer once the bookings' read models hold them; the calendar's follows a moment later. */
async function calendarCaughtUp() {
  const head = await app.store.headPosition();
  await until(async () => (await readCheckpoint(app.db.sql, 'calendar')) >= head, 'the calendar read model to catch up');
}

async function createFeed(body: Record<string, unknown> = { type: 'live_sync' }) {
  const response = await admin.request('POST', '/api/calendar/subscription', body);
  expect(response.status, response.text).toBe(200);
  return response.json as { feedId: string; feedUrl: string; feed: { id: string; urlHint: string; includeStatuses: string[]; includeContactDetails: boolean } };
}

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' }, clock: { now: () => NOW } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
  [s1, s2] = (await createServices(admin, 2)) as [number, number]; // 1 hour and 2 hours

  // Melbourne leaves daylight saving at 03:00 on Sunday 5 April 2026 and enters it at 02:00 on Sunday 4 October.
  await book('apr4', '2026-04-04', '10:00', [s1]);
  await book('apr5', '2026-04-05', '10:00', [s1]);
  await book('apr5early', '2026-04-05', '01:30', [s1, s2]);
  await book('apr6', '2026-04-06', '10:00', [s1]);
  await book('oct3', '2026-10-03', '10:00', [s1]);
  await book('oct4', '2026-10-04', '10:00', [s2]);
  await book('oct5', '2026-10-05', '10:00', [s1]);
  await book('approved', '2026-05-01', '09:00', [s2], 'approved');
  await book('cancelled', '2026-05-02', '09:00', [s1], 'cancelled');
  await book('completed', '2026-04-09', '09:00', [s1], 'completed');
  await book('doomed', '2026-05-03', '09:00', [s1]);
  await calendarCaughtUp();
}, 120_000);
afterAll(() => app?.close());

describe('the live calendar feed', () => {
  let first: Awaited<ReturnType<typeof createFeed>>;
  let etag: string;
  let lastModified: string;

  it('has no feed before one is created, and counts the bookings', async () => {
    const { calendarSync } = await ok(SYNC);
    // 11 bookings; this week (5..11 April) holds apr5, apr5early, apr6 and completed.
    expect(calendarSync).toEqual({ feed: null, totalBookings: 11, bookingsThisWeek: 4, exportBookingCount: 11 });
    expect((await admin.request('GET', '/api/calendar/check-existing')).json).toEqual({ exists: false, feedId: null, feed: null });
  });

  it('creates a feed whose URL serves an iCalendar that ical.js reads, with the right instants around daylight-saving changes', async () => {
    first = await createFeed();
    expect(first.feedId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.feedUrl).toBe(`${app.url}/api/calendar/feed/${first.feedId}`);
    expect(first.feed).toMatchObject({ urlHint: first.feedId.slice(-4), includeStatuses: ['pending', 'approved', 'ready_for_pickup'], includeContactDetails: false });

    const response = await feed(first.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    etag = response.headers.get('etag')!;
    lastModified = response.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const { calendar, events } = parse(response.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${defaultBusinessSettings.businessName} Bookings`);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Australia/Melbourne');
    expect(response.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(response.text).toContain('X-PUBLISHED-TTL:PT1H');
    expect(response.text).toContain('DTSTART;TZID=Australia/Melbourne:20260405T100000');

    const at = (key: string) => events.get(ids[key]!)!;
    expect(at('apr4').start.toISOString()).toBe('2026-04-03T23:00:00.000Z'); // AEDT, UTC+11
    expect(at('apr5').start.toISOString()).toBe('2026-04-05T00:00:00.000Z'); // AEST, UTC+10
    expect(at('apr6').start.toISOString()).toBe('2026-04-06T00:00:00.000Z');
    expect(at('apr5early').start.toISOString()).toBe('2026-04-04T14:30:00.000Z'); // 01:30 still AEDT
    expect(at('apr5early').end.toISOString()).toBe('2026-04-04T17:30:00.000Z'); // 3 hours of services: 03:30 AEST, the clocks having gone back
    expect(at('oct3').start.toISOString()).toBe('2026-10-03T00:00:00.000Z'); // AEST
    expect(at('oct4').start.toISOString()).toBe('2026-10-03T23:00:00.000Z'); // AEDT
    expect(at('oct4').end.toISOString()).toBe('2026-10-04T01:00:00.000Z'); // 2 hours
    expect(at('oct5').start.toISOString()).toBe('2026-10-04T23:00:00.000Z');
  });

  it('holds the default statuses only: approved with PRIORITY 1, others 5; no cancelled or completed booking', async () => {
    const { events } = parse((await feed(first.feedUrl)).text);
    expect(events.has(ids.cancelled!)).toBe(false);
    expect(events.has(ids.completed!)).toBe(false);
    expect(events.get(ids.approved!)).toMatchObject({ priority: 1, status: 'CONFIRMED' });
    expect(events.get(ids.apr4!)).toMatchObject({ priority: 5, status: 'CONFIRMED', summary: 'Detail package 1 - Alex1', sequence: 0 });
    expect(events.get(ids.apr5early!)!.summary).toBe('Detail package 1, Detail package 2 - Alex3');
    expect(events.get(ids.apr4!)!.description).toBe('Vehicle: UTE 2020\nStatus: Pending');
  });

  it('shows no registration, e-mail, mobile, address or last name without includeContactDetails', async () => {
    const { text } = await feed(first.feedUrl);
    expect(text).not.toMatch(/REGO\d|Rego:|@example\.com|0411 111|Secret Street|Person|Email:|Mobile:|Address:/);
    // Nowhere in what a calendar app reads either: not in any property of any event.
    const { calendar } = parse(text);
    const values = calendar.getAllSubcomponents('vevent').flatMap((vevent) => vevent.getAllProperties().map((p) => String(p.getFirstValue())));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((v) => /REGO\d/.test(v))).toEqual([]);
  });

  it('answers 304 for If-None-Match, and If-Modified-Since alone in full', async () => {
    const byTag = await feed(first.feedUrl, { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('cache-control')).toBe('no-store');
    expect((await feed(first.feedUrl, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    // A date cannot tell a copy written before FEED_FORMAT 2 (with the registration) from a current one.
    const byDate = await feed(first.feedUrl, { 'If-Modified-Since': lastModified });
    expect(byDate.status).toBe(200);
    expect(byDate.headers.get('etag')).toBe(etag);
  });

  it('answers a phone holding the feed as written before FEED_FORMAT 2 in full, without the registration', async () => {
    // Its ETag was this one without the format: the same feed, version and revision.
    const before = etag.replace(/^"f\d+\./, '"');
    expect(before).not.toBe(etag);
    expect(before).toMatch(/^"[^".]+-\d+-\d+"$/);
    const response = await feed(first.feedUrl, { 'If-None-Match': before });
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/REGO\d|Rego:/);
  });

  it('raises SEQUENCE and changes the ETag when a booking changes', async () => {
    await ok('mutation($id: ID!) { updateBooking(id: $id, input: { time: "11:00" }) { id } }', { id: ids.apr4 });
    await calendarCaughtUp();
    const response = await feed(first.feedUrl, { 'If-None-Match': etag });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBe(etag);
    const event = parse(response.text).events.get(ids.apr4!)!;
    expect(event.sequence).toBeGreaterThan(0);
    expect(event.start.toISOString()).toBe('2026-04-04T00:00:00.000Z');
    etag = response.headers.get('etag')!;
  });

  it('drops a deleted booking', async () => {
    expect(parse((await feed(first.feedUrl)).text).events.has(ids.doomed!)).toBe(true);
    await ok('mutation($id: ID!) { deleteBooking(id: $id) }', { id: ids.doomed });
    await calendarCaughtUp();
    expect(parse((await feed(first.feedUrl)).text).events.has(ids.doomed!)).toBe(false);
  });

  it('force sync moves the ETag on and counts the feed', async () => {
    const response = await admin.request('POST', '/api/calendar/force-sync', { feedId: first.feedId });
    expect(response.status, response.text).toBe(200);
    // pending (apr4..oct5: 7) and approved (1); the doomed booking is gone.
    expect(response.json).toEqual({ syncedAt: expect.any(String), bookingCount: 8 });
    const after = await feed(first.feedUrl, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const { calendarSync } = await ok(SYNC);
    expect(calendarSync.feed).toMatchObject({ id: first.feed.id, lastSyncedAt: response.json.syncedAt, urlHint: first.feedId.slice(-4) });
    const stale = await admin.request('POST', '/api/calendar/force-sync', { feedId: 'B'.repeat(43) });
    expect(stale).toMatchObject({ status: 404, json: { message: calendarMessages.noFeed } });
  });

  it('rotates: a new feed (cancelled included, contact details on) and the old URL answers 404 at once', async () => {
    const second = await createFeed({ type: 'live_sync', includeStatuses: ['pending', 'approved', 'cancelled'], includeContactDetails: true });
    expect(second.feedId).not.toBe(first.feedId);
    const old = await feed(first.feedUrl);
    const unknown = await feed(`${app.url}/api/calendar/feed/${'A'.repeat(43)}`);
    expect(old.status).toBe(404);
    expect(old.text).toBe(unknown.text);
    expect(old.json).toEqual({ message: calendarMessages.feedNotFound });

    const { events } = parse((await feed(second.feedUrl)).text);
    expect(events.get(ids.cancelled!)).toMatchObject({ status: 'CANCELLED', priority: 5 });
    const description = events.get(ids.apr5!)!.description;
    expect(description).toContain('Rego: REGO2');
    expect(description).toContain('Email: alex2@example.com');
    expect(description).toContain('Mobile: 0411 111 102');
    expect(description).toContain('Address: 2 Secret Street');
    expect((await admin.request('GET', '/api/calendar/check-existing')).json).toMatchObject({ exists: true, feedId: null, feed: { includeContactDetails: true } });

    // A relabelled status reaches every event of it; an e-mail changed reaches the description.
    const statuses = (await ok('{ bookingStatuses { id name label description } }')).bookingStatuses as { id: string; label: string }[];
    const relabelled = statuses.map((st) => (st.id === 'pending' ? { ...st, label: 'Awaiting' } : st));
    await ok('mutation($statuses: [BookingStatusInput!]!) { saveBookingStatuses(statuses: $statuses) { id } }', { statuses: relabelled });
    await ok('mutation($id: ID!) { updateBooking(id: $id, input: { email: "alex2.new@example.com" }) { id } }', { id: ids.apr5 });
    await calendarCaughtUp();
    const later = parse((await feed(second.feedUrl)).text).events;
    expect(later.get(ids.apr5!)!.description).toContain('Status: Awaiting');
    expect(later.get(ids.apr5!)!.description).toContain('Email: alex2.new@example.com');
    expect(later.get(ids.oct3!)!.description).toContain('Status: Awaiting');
    expect(later.get(ids.approved!)!.description).toContain('Status: Approved');
  });

  it('revokes through GraphQL: the URL answers 404, and then there is nothing to sync or revoke', async () => {
    const created = (await ok(CREATE, { includeStatuses: ['approved'] })).createCalendarFeed;
    expect(created.feed.includeStatuses).toEqual(['approved']);
    const served = parse((await feed(created.feedUrl)).text).events;
    expect([...served.keys()]).toEqual([ids.approved]);
    expect((await ok('mutation { forceCalendarSync { syncedAt bookingCount } }')).forceCalendarSync.bookingCount).toBe(1);
    expect((await ok('mutation { revokeCalendarFeed }')).revokeCalendarFeed).toBe(true);
    expect((await feed(created.feedUrl)).status).toBe(404);
    for (const mutation of ['mutation { revokeCalendarFeed }', 'mutation { forceCalendarSync { syncedAt } }']) {
      const { json } = await admin.graphql(mutation);
      expect(json.errors[0]).toMatchObject({ message: calendarMessages.noFeed, extensions: { code: 'NOT_FOUND' } });
    }
    expect(await admin.request('DELETE', '/api/calendar/subscription')).toMatchObject({ status: 404, json: { message: calendarMessages.noFeed } });
    expect(await admin.request('POST', '/api/calendar/force-sync', {})).toMatchObject({ status: 404, json: { message: calendarMessages.noFeed } });
    expect((await ok(SYNC)).calendarSync.feed).toBeNull();
  });

  it('refuses bad input with a clear message and no 5xx', async () => {
    for (const body of [
      { type: 'weekly' },
      { includeStatuses: 'pending' },
      { includeStatuses: [] },
      { includeStatuses: ['no_such_status'] },
      { includeStatuses: ['x'.repeat(100)] },
      { includeContactDetails: 'yes' },
    ]) {
      const response = await admin.request('POST', '/api/calendar/subscription', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toBeTruthy();
    }
    expect((await admin.request('POST', '/api/calendar/subscription', { includeStatuses: ['no_such_status'] })).json.message).toBe(
      calendarMessages.statusUnknown('no_such_status'),
    );
    const huge = await admin.request('POST', '/api/calendar/subscription', JSON.stringify({ includeStatuses: ['pending'], pad: 'x'.repeat(3_000_000) }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    for (const token of ['x'.repeat(5000), '%00', '..%2F..%2Fetc', 'ü✓'.repeat(30), `${'A'.repeat(42)}=`, '%F0%28%8C%BC']) {
      const response = await anonymous.request('GET', `/api/calendar/feed/${token}`, undefined, { 'X-Forwarded-For': '203.0.113.9' });
      expect(response.status, token.slice(0, 20)).toBeLessThan(500);
      expect(response.status).not.toBe(200);
    }
    expect((await ok(SYNC)).calendarSync.feed).toBeNull();
  });

  it('rate limits the feed URL per client address: 429 with Retry-After', async () => {
    const token = 'C'.repeat(43);
    let refused: Awaited<ReturnType<typeof feed>> | undefined;
    for (let i = 0; i < app.config.CALENDAR_FEED_REQUESTS_PER_MINUTE + 1 && !refused; i++) {
      const response = await feed(`${app.url}/api/calendar/feed/${token}`, {}, '198.51.100.7');
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(404);
    }
    expect(refused?.json).toEqual({ message: calendarMessages.tooManyRequests });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await feed(`${app.url}/api/calendar/feed/${token}`, {}, '198.51.100.8')).status).toBe(404);
  });

  it('serves the manual download to admins: every status, no contact details', async () => {
    const response = await admin.request('GET', '/api/calendar/export.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bookings.ics"');
    const { events } = parse(response.text);
    const { calendarSync } = await ok(SYNC);
    expect(events.size).toBe(calendarSync.exportBookingCount);
    expect(events.size).toBe(10);
    expect(events.get(ids.cancelled!)!.status).toBe('CANCELLED');
    expect(events.has(ids.completed!)).toBe(true);
    expect(response.text).not.toMatch(/@example\.com|Secret Street/);
  });

  it('keeps admin routes and operations from customers and the public', async () => {
    for (const [caller, status] of [
      [customer, 403],
      [anonymous, 401],
    ] as const) {
      for (const [method, path] of [
        ['GET', '/api/calendar/check-existing'],
        ['POST', '/api/calendar/subscription'],
        ['DELETE', '/api/calendar/subscription'],
        ['POST', '/api/calendar/force-sync'],
        ['GET', '/api/calendar/export.ics'],
      ] as const) {
        const response = await caller.request(method, path, method === 'POST' ? { type: 'live_sync' } : undefined);
        expect(response.status, `${method} ${path}`).toBe(status);
      }
      for (const operation of [SYNC, CREATE, 'mutation { forceCalendarSync { syncedAt } }', 'mutation { revokeCalendarFeed }']) {
        const { json } = await caller.graphql(operation);
        expect(json.data ?? null).toBeNull();
        expect([identityMessages.forbidden, identityMessages.notAuthenticated]).toContain(json.errors[0].message);
      }
    }
    expect((await ok(SYNC)).calendarSync.feed).toBeNull();
  });

  it('stores no token: not in the events, not in the read model', async () => {
    const live = await createFeed();
    const tokens = [first.feedId, live.feedId];
    for (const token of tokens) {
      const [events] = await app.db.sql`select count(*)::int as n from events where position(${token} in data::text) > 0 or position(${token} in metadata::text) > 0`;
      expect(events!.n).toBe(0);
      for (const table of ['calendar_feeds', 'calendar_events', 'calendar_meta']) {
        const [found] = await app.db.sql`select count(*)::int as n from ${app.db.sql(table)} t where position(${token} in t::text) > 0`;
        expect(found!.n, table).toBe(0);
      }
    }
    // Not kept for an Idempotency-Key's replay either: the same key runs again, with a new token.
    const keyed = await admin.request('POST', '/api/calendar/subscription', { type: 'live_sync' }, { 'Idempotency-Key': 'calendar-key-1' });
    const again = await admin.request('POST', '/api/calendar/subscription', { type: 'live_sync' }, { 'Idempotency-Key': 'calendar-key-1' });
    expect(keyed.status).toBe(200);
    expect(again.json.feedId).not.toBe(keyed.json.feedId);
    for (const token of [keyed.json.feedId, again.json.feedId]) {
      const [stored] = await app.db.sql`select count(*)::int as n from idempotency_keys where position(convert_to(${token}, 'UTF8') in body) > 0`;
      expect(stored!.n).toBe(0);
    }
    expect((await feed(keyed.json.feedUrl)).status).toBe(404);
    const [feedRow] = await app.db.sql`select token_hash from calendar_feeds`;
    expect(feedRow!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await feed(again.json.feedUrl)).status).toBe(200);
  });
});
