import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { offeredDays } from '../../infra/testing/days.js';
import { CREATE_BOOKING } from '../../infra/testing/processBookings.js';
import { until } from '../../infra/testing/until.js';
import { wizardBooking } from '../bookings/testing/wizard.js';
import { createLogger } from '../platform/logger.js';
import { bookingFor, signedInCustomer } from '../portal/testing/selfServiceWorld.js';

// Reads kept while no read model moves (AnswerCache), over a real server: the wizard's services
// and free days and the portal's bookings (served in front of Express when asked for plainly, by
// Express otherwise), and the admin's list and figures over GraphQL.

type LogLine = { msg: string; [field: string]: unknown };
const lines: string[] = [];
const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

let app: TestApp;
let admin: HttpSession;
let anonymous: HttpSession;
let serviceIds: number[];

beforeAll(async () => {
  app = await startTestApp({ logger });
  admin = new HttpSession(app.url);
  anonymous = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  serviceIds = await createServices(admin, 1);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** The headers an answer carries that say nothing of the moment it was made. */
function lastingHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)));
}

describe('a kept public read', () => {
  it('is the same answer, with the same headers, whether served in front of Express or by it', async () => {
    const plain = await anonymous.request('GET', '/api/services');
    const routed = await anonymous.request('GET', '/api/services?from=express');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(routed.text);
    expect(lastingHeaders(plain.headers)).toEqual(lastingHeaders(routed.headers));
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 without a body to a GET naming its ETag, and 200 to one naming another', async () => {
    const first = await anonymous.request('GET', '/api/services');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    for (const path of ['/api/services', '/api/services?from=express']) {
      const again = await anonymous.request('GET', path, undefined, { 'if-none-match': `W/"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect((await anonymous.request('GET', path, undefined, { 'if-none-match': '"other"' })).status).toBe(200);
    }
  });

  it('shows a change at once: the next read after a new service has it, under a new ETag', async () => {
    const before = await anonymous.request('GET', '/api/services');
    const created = await admin.request('POST', '/api/services', {
      name: 'Kept answers wash',
      description: 'A wash that appears at once',
      priceSedanHatch: 50,
      priceSuv5: 60,
      priceSuv7: 70,
      priceUte: 65,
      durationHours: 1,
    });
    expect(created.status).toBe(201);
    const after = await anonymous.request('GET', '/api/services');
    expect(after.json.map((service: { name: string }) => service.name)).toContain('Kept answers wash');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps an admin’s answer apart from the public one: the admin sees every service', async () => {
    expect((await admin.request('PUT', `/api/services/${serviceIds[0]}`, { active: false })).status).toBe(200);
    const mine = (await admin.request('GET', '/api/services')).json as { id: number }[];
    const theirs = (await anonymous.request('GET', '/api/services')).json as { id: number }[];
    expect(mine.length).toBeGreaterThan(theirs.length);
    expect(mine.map((s) => s.id)).toContain(serviceIds[0]);
    expect(theirs.map((s) => s.id)).not.toContain(serviceIds[0]);
    expect((await admin.request('PUT', `/api/services/${serviceIds[0]}`, { active: true })).status).toBe(200);
  });

  it('stops offering a day as soon as a booking takes it, and is never stored by the client', async () => {
    const before = await anonymous.request('GET', '/api/bookings/availability');
    expect(before.headers.get('cache-control')).toBe('no-store');
    const day = before.json.dates[0] as string;
    const booked = await anonymous.request('POST', '/api/bookings', wizardBooking(day, serviceIds, { email: 'kept.answers@example.com' }));
    expect(booked.status, booked.text).toBe(201);
    await until(async () => !((await anonymous.request('GET', '/api/bookings/availability')).json.dates as string[]).includes(day), 'the day taken');
    expect(offeredDays()).toContain(day);
  });

  it('logs one line for a read served in front of Express, with its route pattern and session kind', async () => {
    const answer = await anonymous.request('GET', '/api/bookings/availability');
    const requestId = answer.headers.get('x-request-id');
    const line = await until(() => logged().find((entry) => entry.msg === 'request finished' && entry.requestId === requestId), 'the request line');
    expect(line).toMatchObject({ method: 'GET', route: '/api/bookings/availability', status: 200, session: 'none' });
    expect(logged().filter((entry) => entry.requestId === requestId)).toHaveLength(1);
  });
});

describe("a customer's kept bookings", () => {
  it('are their own, apart from another customer’s, and show a new booking of theirs at once', async () => {
    const cora = await signedInCustomer(app, admin, { fullName: 'Cora Kept' });
    const dan = await signedInCustomer(app, admin, { fullName: 'Dan Kept' });
    const [first, second] = offeredDays();
    const coraBooking = await bookingFor(admin, cora, serviceIds, first!);
    expect((await cora.portal.request('GET', '/api/customer/bookings')).json.map((b: { id: string }) => b.id)).toEqual([coraBooking]);
    expect((await dan.portal.request('GET', '/api/customer/bookings')).json).toEqual([]);
    const danBooking = await bookingFor(admin, dan, serviceIds, second!);
    const dans = await dan.portal.request('GET', '/api/customer/bookings');
    expect(dans.json.map((b: { id: string }) => b.id)).toEqual([danBooking]);
    expect(dans.headers.get('cache-control')).toBe('private, no-store');
    expect((await cora.portal.request('GET', '/api/customer/bookings')).json.map((b: { id: string }) => b.id)).toEqual([coraBooking]);
    // Without a session: refused, as by the app.
    const refused = await anonymous.request('GET', '/api/customer/bookings');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('go with the session: once it ends, the kept answer is not given', async () => {
    const erin = await signedInCustomer(app, admin, { fullName: 'Erin Kept' });
    expect((await erin.portal.request('GET', '/api/customer/bookings')).status).toBe(200);
    expect((await erin.portal.request('POST', '/api/customer/logout')).status).toBeLessThan(300);
    expect((await erin.portal.request('GET', '/api/customer/bookings')).status).toBe(401);
  });
});

describe("an admin's kept GraphQL reads", () => {
  const LIST = 'query BookingsPage { bookings { id fullName status } }';

  it('show the admin’s own new booking in the next read', async () => {
    const before = await admin.graphql(LIST);
    const created = await admin.graphql(CREATE_BOOKING, {
      input: { fullName: 'Gail Graphql', email: 'gail.graphql@example.com', mobile: '0400 111 222', date: offeredDays()[3], time: '10:00', vehicleType: 'UTE', modelYear: 2024, serviceIds },
    });
    const id = created.json.data.createBooking.id as string;
    const after = await admin.graphql(LIST);
    expect(after.json.data.bookings.map((b: { id: string }) => b.id)).toContain(id);
    expect(after.json.data.bookings).toHaveLength(before.json.data.bookings.length + 1);
  });

  it('answer a repeated query with the same bytes, and a query with other fields apart', async () => {
    const one = await admin.graphql(LIST);
    const two = await admin.graphql(LIST);
    expect(two.text).toBe(one.text);
    const other = await admin.graphql('query { bookings { id date } }');
    expect(other.json.data.bookings[0]).toEqual({ id: expect.any(String), date: expect.any(String) });
  });

  it('are the same answer, with the same headers, whether served in front of Express or by it', async () => {
    const front = await admin.request('POST', '/graphql', { query: LIST });
    const routed = await admin.request('POST', '/graphql?from=express', { query: LIST });
    expect(front.status).toBe(200);
    expect(front.text).toBe(routed.text);
    expect(lastingHeaders(front.headers)).toEqual(lastingHeaders(routed.headers));
    expect(front.headers.get('cache-control')).toBe('no-store');
  });

  it('leave every other request to the app, with the body read in front: other queries, mutations, bad JSON, other sites', async () => {
    // Read in front, then answered by Apollo behind Express: a query of other fields and a mutation.
    expect((await admin.graphql('{ me { username } }')).json.data.me.username).toBe(app.adminUsername);
    const day = offeredDays()[4];
    const created = await admin.graphql(CREATE_BOOKING, {
      input: { fullName: 'Hal Handoff', email: 'hal.handoff@example.com', mobile: '0400 333 444', date: day, time: '11:00', vehicleType: 'UTE', modelYear: 2024, serviceIds },
    });
    expect(created.json.data.createBooking.id).toEqual(expect.any(String));
    // The same parser's refusal, however the request came.
    const badFront = await admin.request('POST', '/graphql', '{"query": ');
    const badRouted = await admin.request('POST', '/graphql?from=express', '{"query": ');
    expect(badFront.status).toBe(400);
    expect([badFront.status, badFront.text]).toEqual([badRouted.status, badRouted.text]);
    // Another site's page: refused before anything is read.
    const crossSite = await admin.request('POST', '/graphql', { query: LIST }, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // An Idempotency-Key is the app's to check.
    const keyed = await admin.request('POST', '/graphql', { query: LIST }, { 'idempotency-key': 'not a key!' });
    expect(keyed.status).toBe(400);
  });

  it('are refused without a session, and answer a query of several kept fields whole', async () => {
    const refused = await anonymous.graphql(LIST);
    expect(refused.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const mixed = await admin.graphql('query { bookings { id } dashboardSummary { todaysBookings } }');
    expect(mixed.json.data.dashboardSummary).toEqual({ todaysBookings: expect.any(Number) });
  });
});
