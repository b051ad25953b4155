import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { within } from '../../infra/testing/until.js';
import { openGraphqlWs } from '../../infra/testing/websocket.js';
import { wizardBooking } from '../bookings/testing/wizard.js';
import { portalCustomer, type PortalCustomerWorld } from './testing/portalWorld.js';

/**
 * Issue 28 from the outside: an attacker who knows a customer's e-mail address and nothing else,
 * holding in turn no session, a portal session of their own, a demo account (registered with the
 * victim's e-mail) and an admin session. Every numbered case of the issue, and each rule, runs as
 * each of them; after each, nothing of the victim's reached the attacker and the victim's
 * profile, portal and sign-in are as they were.
 */

const WIZARD_FAILURE = 'Unable to create your booking. Please try again.';
const PORTAL_DATA = 'no-store';

type ActorName = 'anonymous visitor' | 'second customer' | 'demo account' | 'admin';
const ACTORS: ActorName[] = ['anonymous visitor', 'second customer', 'demo account', 'admin'];

type Answer = Awaited<ReturnType<HttpSession['request']>>;

/** Someone's browser: its cookies on every request but the wizard's (which sends none), from an address of its own. */
interface Actor {
  name: ActorName;
  session: HttpSession;
  address: string;
  /** Every answer this actor got, scanned for the victim's data. */
  answers: Answer[];
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** A booking through the public wizard (credentials omitted, as the wizard sends it). */
  book(body: Record<string, unknown>, headers?: Record<string, string>): Promise<Answer>;
}

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
let victim: PortalCustomerWorld;
let other: PortalCustomerWorld;
let demo: { username: string; password: string };
let lastAddress = 0;
let serial = 0;
const next = () => ++serial;

function actorFor(name: ActorName, session: HttpSession): Actor {
  const address = `198.19.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
  const answers: Answer[] = [];
  const keep = async (answer: Promise<Answer>) => {
    const got = await answer;
    answers.push(got);
    return got;
  };
  return {
    name,
    session,
    address,
    answers,
    request: (method, path, body, headers = {}) => keep(session.request(method, path, body, { 'x-forwarded-for': address, ...headers })),
    book: (body, headers = {}) => keep(new HttpSession(app.url).request('POST', '/api/bookings', body, { 'x-forwarded-for': address, ...headers })),
  };
}

/** A fresh browser for `name`, holding that actor's credentials. */
async function actor(name: ActorName): Promise<Actor> {
  const session = new HttpSession(app.url);
  if (name === 'second customer') session.cookie = other.portal.cookie;
  if (name === 'admin') session.cookie = admin.cookie;
  const made = actorFor(name, session);
  if (name === 'demo account') {
    const login = await made.request('POST', '/api/customers/login', demo);
    expect(login.status, login.text).toBe(200);
  }
  return made;
}

/** The victim's data an attacker must never see (their e-mail excepted: the attacker knows it). */
function markersOf(world: PortalCustomerWorld, extra: string[] = []): string[] {
  const regoKey = world.rego.toUpperCase().replace(/\s+/g, '');
  return [
    world.fullName, world.rego.toUpperCase(), regoKey, world.id, ...world.bookingIds, ...world.invoiceIds,
    ...world.invoiceNumbers.map((n) => `"${n}"`), ...world.photoPaths.map((p) => p.split('/').at(-1)!), ...extra,
  ];
}

function leaksIn(answers: Answer[], markers: string[]): string[] {
  return answers.flatMap((a) => markers.filter((m) => a.text.toLowerCase().includes(m.toLowerCase())).map((m) => `${a.status}: ${m}`));
}

/** What the victim is: their record as the business has it, their portal as they see it, and their sign-in. */
async function snapshot(world: PortalCustomerWorld) {
  const list = (await admin.request('GET', `/api/customers?search=${encodeURIComponent(world.email)}`)).json as Record<string, unknown>[];
  const record = list.find((c) => c.id === world.id);
  const profile = record && Object.fromEntries(['fullName', 'email', 'mobile', 'address', 'vehicleRego', 'companyName', 'notes'].map((k) => [k, record[k]]));
  const portal = await Promise.all(['/api/customer/me', '/api/customer/bookings', '/api/customer/invoices'].map(async (p) => (await world.portal.request('GET', p)).json));
  const signIn = (await new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: world.rego, email: world.email })).status;
  return { profile, portal, signIn };
}

async function freeDates(): Promise<string[]> {
  return (await new HttpSession(app.url).request('GET', '/api/bookings/availability')).json.dates as string[];
}

/** The public bookings a test made, deleted afterwards so the next test finds free days again. */
const made: string[] = [];
async function cleanUp() {
  for (const id of made.splice(0)) await admin.request('DELETE', `/api/bookings/${id}`);
}

/** Events recorded, but for the outcomes of texts that earlier bookings' jobs may still be sending. */
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events where stream_id not like 'text-message-%'`)[0]!.n as number;

/** A public booking for the victim's e-mail with a plate the attacker made up, on a free day. */
async function plant(attacker: Actor, email: string, overrides: Record<string, unknown> = {}) {
  const [date] = await freeDates();
  const n = next();
  const plate = `ATK ${n}`;
  const answer = await attacker.book(wizardBooking(date!, serviceIds, { email, vehicleRego: plate, fullName: `Mallory ${n}`, mobile: `0499 000 ${String(n).padStart(3, '0')}`, ...overrides }));
  expect(answer.status, answer.text).toBe(201);
  made.push(answer.json.id as string);
  return { bookingId: answer.json.id as string, plate };
}

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 1);
  victim = await portalCustomer(app, admin, { fullName: 'Victor Victim', email: 'victor@example.com', rego: 'vic 101', seed: 31, serviceIds, mobile: '0411 222 333', address: '9 Private Rd' });
  other = await portalCustomer(app, admin, { fullName: 'Oscar Other', email: 'oscar@example.com', rego: 'osc 202', seed: 32, serviceIds, mobile: '0422 333 444' });
  // The demo account an attacker registers with the victim's e-mail (case 3).
  demo = { username: 'mallory', password: 'mallory-password' };
  const registered = await new HttpSession(app.url).request('POST', '/api/customers/register', { ...demo, fullName: 'Mallory Demo', email: victim.email });
  expect(registered.status).toBe(201);
});
afterAll(() => app?.close());

interface Case {
  name: string;
  /** Runs the attack as `attacker`; returns what else of the victim's must not have been seen. */
  attack(attacker: Actor): Promise<void>;
}

const CASES: Case[] = [
  {
    name: '1. a public booking with the victim’s e-mail and an invented plate gives no sign-in, shows nowhere and changes nothing',
    async attack(attacker) {
      const { bookingId, plate } = await plant(attacker, victim.email);
      const login = await attacker.request('POST', '/api/customer/login', { vehicleRego: plate, email: victim.email });
      expect(login.status).toBe(401);
      expect(login.json).toEqual({ message: 'Invalid vehicle registration or email' });
      // The business sees it as unverified; the victim's portal does not show it.
      const seen = await admin.request('GET', `/api/bookings/${bookingId}/full`);
      expect(seen.json).toMatchObject({ customerId: victim.id, verified: false });
      const theirs = (await victim.portal.request('GET', '/api/customer/bookings')).json as { id: string }[];
      expect(theirs.map((b) => b.id)).not.toContain(bookingId);
    },
  },
  {
    name: '2. no session of the victim’s comes of it, and a session cannot change an e-mail or mobile without proof',
    async attack(attacker) {
      const { plate } = await plant(attacker, victim.email);
      await attacker.request('POST', '/api/customer/login', { vehicleRego: plate, email: victim.email });
      const change = await attacker.request('PATCH', '/api/customer/profile', { email: `taken.${next()}@attacker.example`, mobile: '0400 999 999' });
      if (attacker.name === 'second customer') {
        // Their own record: nothing changes until the new address confirms it.
        const me = (await attacker.request('GET', '/api/customer/me')).json;
        expect(me.customer).toMatchObject({ id: other.id, email: other.email, mobile: '0422 333 444' });
      } else expect([401, 403]).toContain(change.status);
    },
  },
  {
    name: '3. a demo account with the victim’s e-mail cannot link itself through a planted booking',
    async attack(attacker) {
      const { plate } = await plant(attacker, victim.email);
      const link = await attacker.request('POST', '/api/customers/link', { vehicleRego: plate });
      expect([401, 403]).toContain(link.status);
      const me = await attacker.request('GET', '/api/customer/me');
      if (me.status === 200) expect(me.json.customer?.id ?? null).not.toBe(victim.id);
    },
  },
  {
    name: '4. a session cannot take someone else’s e-mail before they book, so their booking never lands in it',
    async attack(attacker) {
      const n = next();
      const newcomer = { fullName: `Nina Newcomer ${n}`, email: `nina.${n}@example.com`, mobile: `0433 000 ${String(n).padStart(3, '0')}`, vehicleRego: `NIN ${n}`, address: `${n} Newcomer Lane` };
      await attacker.request('PATCH', '/api/customer/profile', { email: newcomer.email });
      const [date] = await freeDates();
      const booked = await new HttpSession(app.url).request('POST', '/api/bookings', wizardBooking(date!, serviceIds, newcomer), { 'x-forwarded-for': `203.0.113.${n % 250}` });
      expect(booked.status, booked.text).toBe(201);
      made.push(booked.json.id);
      // Even once the business approves it, it is the newcomer's alone.
      expect((await admin.request('PATCH', `/api/bookings/${booked.json.id}`, { status: 'approved' })).status).toBe(200);
      const full = (await admin.request('GET', `/api/bookings/${booked.json.id}/full`)).json;
      expect(full.customerId).not.toBe(other.id);
      for (const path of ['/api/customer/me', '/api/customer/bookings', '/api/customer/invoices']) await attacker.request('GET', path);
      expect(leaksIn(attacker.answers, [newcomer.fullName, newcomer.vehicleRego, newcomer.address, booked.json.id])).toEqual([]);
    },
  },
  {
    name: '5. a session granted on a booking’s plate ends, socket and all, when the business deletes that booking',
    async attack(attacker) {
      // The attacker learned a real plate of the victim's (a second car the business booked).
      const plate = `VIC ${next()}`;
      const [date] = await freeDates();
      const booking = await admin.request('POST', '/api/bookings', wizardBooking(date!, serviceIds, { email: victim.email, fullName: victim.fullName, vehicleRego: plate }));
      expect(booking.status, booking.text).toBe(201);
      const login = await attacker.request('POST', '/api/customer/login', { vehicleRego: plate, email: victim.email });
      expect(login.status, login.text).toBe(200);
      const socket = await openGraphqlWs(app.url, attacker.session, 'subscription { myPortalChanged { kind id } }');
      expect((await admin.request('DELETE', `/api/bookings/${booking.json.id}`)).status).toBe(200);
      expect(await within(socket.closed, 'the socket to close')).toBe(4401);
      // From here on, nothing more of the victim's.
      attacker.answers.splice(0);
      for (const path of ['/api/customer/me', '/api/customer/bookings', '/api/customer/invoices']) {
        expect((await attacker.request('GET', path)).status).toBe(401);
      }
      // Its sign-in answer, replayed under its Idempotency-Key, is not an answer any more either.
      const replay = await attacker.request('POST', '/api/customer/login', { vehicleRego: plate, email: victim.email }, { 'Idempotency-Key': `replay-${plate}` });
      expect(replay.status).toBe(401);
    },
  },
  {
    name: '6. one person cannot take every free day: at most two upcoming pending public bookings per e-mail, mobile or plate',
    async attack(attacker) {
      const n = next();
      const person = { email: `hoarder.${n}@example.com`, mobile: `0455 000 ${String(n).padStart(3, '0')}`, vehicleRego: `HRD ${n}` };
      const variants: Record<string, unknown>[] = [
        { email: person.email, mobile: `0466 100 ${n % 1000}`.padEnd(12, '0'), vehicleRego: `E${n}A` },
        { email: `e2.${n}@example.com`, mobile: person.mobile, vehicleRego: `M${n}A` },
        { email: `e3.${n}@example.com`, mobile: `0466 200 ${n % 1000}`.padEnd(12, '0'), vehicleRego: person.vehicleRego },
      ];
      for (const [i, key] of (['email', 'mobile', 'vehicleRego'] as const).entries()) {
        for (let k = 0; k < 2; k++) {
          const [date] = await freeDates();
          const body = wizardBooking(date!, serviceIds, { fullName: `Hoarder ${n}`, ...variants[i], [key]: person[key], ...(k === 1 && key !== 'email' ? { email: `e${i}${k}.${n}@example.com` } : {}) });
          const ok = await attacker.book(body);
          expect(ok.status, `${key} #${k + 1}: ${ok.text}`).toBe(201);
          made.push(ok.json.id);
        }
        const before = await eventCount();
        const [date] = await freeDates();
        const refused = await attacker.book(wizardBooking(date!, serviceIds, { fullName: `Hoarder ${n}`, email: `x${i}.${n}@example.com`, mobile: `0477 300 ${n % 1000}`.padEnd(12, '0'), vehicleRego: `X${i}${n}`, [key]: person[key] }));
        expect(refused.status, `a third by ${key}`).toBeGreaterThanOrEqual(400);
        expect(refused.status).toBeLessThan(500);
        expect(refused.json.message).toBe(WIZARD_FAILURE);
        expect(await eventCount()).toBe(before);
        await cleanUp();
      }
    },
  },
];

/** The rules beyond the numbered cases, each tried by every actor. */
const RULES: Case[] = [
  {
    name: 'a sign-in answer is never replayed or cached for someone else',
    async attack(attacker) {
      const key = `sign-in-${next()}`;
      const first = await victim.portal.request('POST', '/api/customer/login', { vehicleRego: victim.rego, email: victim.email }, { 'Idempotency-Key': key });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toContain(PORTAL_DATA);
      // The attacker tries the same key with a wrong plate: a fresh refusal, not the victim's stored answer.
      const replay = await attacker.request('POST', '/api/customer/login', { vehicleRego: 'NOT 000', email: victim.email }, { 'Idempotency-Key': key });
      expect(replay.status).toBe(401);
      expect(replay.headers.get('idempotent-replayed')).toBeNull();
    },
  },
  {
    name: 'a name with an invisible or direction-changing character is refused and records nothing',
    async attack(attacker) {
      const before = await eventCount();
      const [date] = await freeDates();
      for (const name of ['Victor\u202eVictim', 'Victor\u200bVictim', '\u2066Victor Victim\u2069']) {
        const refused = await attacker.book(wizardBooking(date!, serviceIds, { fullName: name, email: `cf.${next()}@example.com` }));
        expect(refused.status).toBe(400);
      }
      expect(await eventCount()).toBe(before);
    },
  },
  {
    name: 'the default calendar feed holds no registration to sign in with',
    async attack(attacker) {
      const created = await admin.request('POST', '/api/calendar/subscription', { type: 'live_sync' });
      expect(created.status, created.text).toBe(200);
      // Whoever holds the feed's address reads the business's bookings (times, services, first
      // names): that is the feed. What it must not hand them is a plate to sign in with.
      const feed = await new HttpSession(app.url).request('GET', new URL(created.json.feedUrl as string).pathname, undefined, { 'x-forwarded-for': attacker.address });
      expect(feed.status).toBe(200);
      expect(feed.text).toContain('BEGIN:VCALENDAR');
      const unfolded = feed.text.toUpperCase().replace(/\r?\n[ \t]/g, '').replace(/\s+/g, '');
      for (const plate of ['VIC101', 'OSC202']) expect(unfolded).not.toContain(plate);
      expect(feed.headers.get('cache-control')).toContain(PORTAL_DATA);
    },
  },
];

describe.each(ACTORS)('as %s', (name) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot(victim);
  });

  it.each([...CASES, ...RULES].map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const attacker = await actor(name);
    try {
      await c.attack(attacker);
      expect(leaksIn(attacker.answers, markersOf(victim, ['0411 222 333', '0411222333', '9 Private Rd']))).toEqual([]);
      const after = await snapshot(victim);
      expect(after.profile).toEqual(before.profile);
      expect(after.signIn).toBe(200);
      expect(after.portal).toEqual(before.portal);
    } finally {
      await cleanUp();
    }
  });
});

/** A customer of their own for each test below: these end their records' sign-in. */
async function freshVictim(): Promise<PortalCustomerWorld> {
  const n = next();
  return portalCustomer(app, admin, { fullName: `Vera Victim ${n}`, email: `vera.${n}@example.com`, rego: `ver ${n}`, seed: 40 + n, serviceIds, mobile: `0412 ${String(n).padStart(3, '0')} 000` });
}

/** Signs `attacker`'s browser in with a factor, and holds a portal socket open. */
async function signedIn(attacker: Actor, vehicleRego: string, email: string) {
  const login = await attacker.request('POST', '/api/customer/login', { vehicleRego, email });
  expect(login.status, login.text).toBe(200);
  return openGraphqlWs(app.url, attacker.session, 'subscription { myPortalChanged { kind id } }');
}

/** The session's HTTP and its socket both ended. */
async function expectEnded(attacker: Actor, socket: Awaited<ReturnType<typeof signedIn>>) {
  expect(await within(socket.closed, 'the socket to close')).toBe(4401);
  expect((await attacker.request('GET', '/api/customer/me')).status).toBe(401);
  expect((await attacker.request('GET', '/api/customer/bookings')).status).toBe(401);
}

describe('a customer session ends, every socket too, when what it was granted on goes away', () => {
  it('the booking that carried the plate moves to another customer', async () => {
    const v = await freshVictim();
    const plate = `MOV ${next()}`;
    const [date] = await freeDates();
    const booking = await admin.request('POST', '/api/bookings', wizardBooking(date!, serviceIds, { email: v.email, fullName: v.fullName, vehicleRego: plate }));
    made.push(booking.json.id);
    const browser = await actor('anonymous visitor');
    const socket = await signedIn(browser, plate, v.email);
    expect((await admin.request('PATCH', `/api/bookings/${booking.json.id}`, { email: other.email })).status).toBe(200);
    await expectEnded(browser, socket);
    await cleanUp();
  });

  it('the customer’s plate changes (a session granted on it)', async () => {
    const v = await freshVictim();
    const browser = await actor('anonymous visitor');
    // Their bookings carry the plate too: it is the record's plate that counts here, so the bookings go first.
    for (const id of v.bookingIds) expect((await admin.request('DELETE', `/api/bookings/${id}`)).status).toBe(200);
    const socket = await signedIn(browser, v.rego, v.email);
    expect((await admin.request('PATCH', `/api/customers/${encodeURIComponent(v.email)}`, { vehicleRego: 'NEW 1' })).status).toBe(200);
    await expectEnded(browser, socket);
  });

  it('the customer’s mobile changes', async () => {
    const v = await freshVictim();
    const browser = await actor('anonymous visitor');
    const socket = await signedIn(browser, v.rego, v.email);
    expect((await admin.request('PATCH', `/api/customers/${encodeURIComponent(v.email)}`, { mobile: '0499 123 456' })).status).toBe(200);
    await expectEnded(browser, socket);
    // Signing in again with the same factor works: only the old session ended.
    expect((await browser.request('POST', '/api/customer/login', { vehicleRego: v.rego, email: v.email })).status).toBe(200);
  });

  it('the customer is erased', async () => {
    const v = await freshVictim();
    const browser = await actor('anonymous visitor');
    const socket = await signedIn(browser, v.rego, v.email);
    expect((await admin.request('DELETE', `/api/customers/${encodeURIComponent(v.email)}`)).status).toBe(200);
    await expectEnded(browser, socket);
  });

  it('a demo account is unlinked when the booking it proved goes', async () => {
    const v = await freshVictim();
    const plate = `DEM ${next()}`;
    const [date] = await freeDates();
    const booking = await admin.request('POST', '/api/bookings', wizardBooking(date!, serviceIds, { email: v.email, fullName: v.fullName, vehicleRego: plate }));
    made.push(booking.json.id);
    const account = { username: `demo${next()}`, password: 'demo-password' };
    expect((await new HttpSession(app.url).request('POST', '/api/customers/register', { ...account, fullName: 'Dana Demo', email: v.email })).status).toBe(201);
    const browser = actorFor('demo account', new HttpSession(app.url));
    expect((await browser.request('POST', '/api/customers/login', account)).status).toBe(200);
    expect((await browser.request('POST', '/api/customers/link', { vehicleRego: plate })).status).toBe(200);
    const socket = await openGraphqlWs(app.url, browser.session, 'subscription { myPortalChanged { kind id } }');
    expect((await admin.request('DELETE', `/api/bookings/${booking.json.id}`)).status).toBe(200);
    await expectEnded(browser, socket);
    // Signed in again, the account is no one's until it proves a plate again.
    expect((await browser.request('POST', '/api/customers/login', account)).status).toBe(200);
    expect((await browser.request('GET', '/api/customer/me')).json.customer).toBeNull();
  });
});
