import { randomBytes, randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { portalLoginMessages as m } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { replacePortalLink } from '../customers/portalLink/queries.js';
import { portalTokenHash } from '../customers/portalLinks.js';
import { CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS, CUSTOMER_LOGIN_ATTEMPTS_PER_REGO, PORTAL_LINK_ATTEMPTS_PER_ADDRESS } from './customerRest.js';
import { CUSTOMER_SESSION_COOKIE } from './customerSessions.js';
import { sessionIdOf } from './sessions.js';

/** Headers every answer has its own of, whoever asked: the time, and the request's id in the log. */
const PER_ANSWER = new Set(['date', 'x-request-id']);

// The portal's sign-in through a real server behind one trusted proxy hop: each test speaks from
// addresses of its own (X-Forwarded-For), so the per-address limits of one never touch another.

let app: TestApp;
let admin: HttpSession;
let lastAddress = 0;
const newAddress = () => `198.18.7.${++lastAddress}`;

type Answer = Awaited<ReturnType<HttpSession['request']>>;

/** A browser of its own, at an address of its own unless one is given. */
function visitor(address = newAddress()) {
  const session = new HttpSession(app.url);
  const headers = (more: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...more });
  return {
    session,
    address,
    login: (body: unknown, more?: Record<string, string>) => session.request('POST', '/api/customer/login', body, headers(more)),
    redeem: (token: unknown) => session.request('POST', '/api/customer/login/link', { token }, headers()),
    logout: (more?: Record<string, string>) => session.request('POST', '/api/customer/logout', undefined, headers(more)),
    me: () => session.request('GET', '/api/customer/me', undefined, headers()),
  };
}

const tokenOf = (cookie: string) => cookie.slice(`${CUSTOMER_SESSION_COOKIE}=`.length);

let serial = 0;
/** A customer registered by the admin, with a registration of their own unless null. */
async function newCustomer(vehicleRego: string | null = `TST ${++serial}`) {
  const email = `customer-${++serial}-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await admin.request('POST', '/api/admin/customers', { fullName: 'Lee Portal', email, mobile: '0412 345 678', address: '1 Main St', vehicleRego });
  expect(answer.status).toBe(201);
  return { id: answer.json.id as string, email, vehicleRego };
}

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
}, 120_000);
afterAll(() => app?.close());

describe('signing in with registration and e-mail', () => {
  it('takes the registration in any spacing or case and the e-mail in any case, and answers the customer', async () => {
    const customer = await newCustomer('Lee 111');
    const browser = visitor();
    const answer = await browser.login({ vehicleRego: ' l ee1 11 ', email: customer.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      customer: { id: customer.id, fullName: 'Lee Portal', email: customer.email, mobile: '0412 345 678', address: '1 Main St', vehicleRego: 'Lee 111', version: 1 },
      vehicleRego: 'LEE111',
    });
    const me = await browser.me();
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ customer: answer.json.customer, vehicleRego: 'LEE111', account: null });
  });

  it('takes the registration of one of the customer’s bookings, and signs in with it', async () => {
    const customer = await newCustomer('OWN 1');
    const booking = await admin.request('POST', '/api/bookings', {
      fullName: 'Lee Portal',
      email: customer.email,
      mobile: '0412 345 678',
      date: '2027-05-04',
      time: '09:30',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2024,
      vehicleRego: 'Second 2',
      serviceIds: [(await admin.request('GET', '/api/services')).json[0].id],
      termsAccepted: true,
    });
    expect(booking.status).toBe(201);
    const answer = await visitor().login({ vehicleRego: 'SECOND2', email: customer.email });
    expect(answer.status).toBe(200);
    expect(answer.json.vehicleRego).toBe('SECOND2');
    expect(answer.json.customer.id).toBe(customer.id);
  });

  it('answers portalSession with the session and today in the business time zone, and null without one', async () => {
    const customer = await newCustomer('PS 1');
    const browser = visitor();
    expect((await browser.session.graphql('{ portalSession { vehicleRego } }')).json).toEqual({ data: { portalSession: null } });
    await browser.login({ vehicleRego: 'ps1', email: customer.email });
    const answer = await browser.session.graphql('{ portalSession { vehicleRego today account { username } customer { id email vehicleRego version } } }');
    const today = Temporal.Now.plainDateISO('Australia/Melbourne').toString();
    expect(answer.json.data.portalSession).toEqual({
      vehicleRego: 'PS1',
      today,
      account: null,
      customer: { id: customer.id, email: customer.email, vehicleRego: 'PS 1', version: 1 },
    });
  });

  it('refuses missing and malformed fields with the spec’s texts, naming the field', async () => {
    const browser = visitor();
    const cases: [unknown, string, string][] = [
      [{ email: 'a@example.com' }, 'vehicleRego', m.vehicleRegoRequired],
      [{ vehicleRego: '   ', email: 'a@example.com' }, 'vehicleRego', m.vehicleRegoRequired],
      [{ vehicleRego: 42, email: 'a@example.com' }, 'vehicleRego', m.vehicleRegoRequired],
      [{ vehicleRego: 'ABC1' }, 'email', m.emailInvalid],
      [{ vehicleRego: 'ABC1', email: 'not an email' }, 'email', m.emailInvalid],
      [{ vehicleRego: 'A'.repeat(21), email: 'a@example.com' }, 'vehicleRego', 'Vehicle registration must be at most 20 characters'],
      [{ vehicleRego: 'ABC1', email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email must be at most 254 characters'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await browser.login(body);
      expect({ status: answer.status, json: answer.json }, JSON.stringify(body)).toEqual({ status: 400, json: { message, errors: [{ path, message }] } });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('a wrong sign-in', () => {
  it('answers byte for byte alike whether the registration, the e-mail or both are unknown, or the customer was deleted', async () => {
    const customer = await newCustomer('SAME 1');
    const deleted = await newCustomer('GONE 1');
    expect((await admin.request('DELETE', `/api/customers/${deleted.email}`)).status).toBe(200);
    const attempts = {
      unknownRego: { vehicleRego: 'NOPE 1', email: customer.email },
      unknownEmail: { vehicleRego: 'SAME 1', email: 'nobody@example.com' },
      both: { vehicleRego: 'NOPE 1', email: 'nobody@example.com' },
      deletedCustomer: { vehicleRego: 'GONE 1', email: deleted.email },
    };
    const shape = (answer: Answer) => ({
      status: answer.status,
      text: answer.text,
      headers: [...answer.headers.entries()].filter(([name]) => !PER_ANSWER.has(name)),
    });
    const answers = await Promise.all(Object.values(attempts).map((body) => visitor().login(body)));
    expect(shape(answers[0]!)).toMatchObject({ status: 401, text: JSON.stringify({ message: m.invalidCredentials }) });
    for (const answer of answers) expect(shape(answer)).toEqual(shape(answers[0]!));
    expect(answers[0]!.headers.get('set-cookie')).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is csid, HttpOnly, SameSite=Lax, path /, not Secure over plain HTTP; only the token’s hash is stored', async () => {
    const customer = await newCustomer('CK 1');
    const answer = await visitor().login({ vehicleRego: 'CK1', email: customer.email });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^csid=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const token = cookie.split(';')[0]!.slice('csid='.length);
    const rows = await app.db.sql`select id_hash, customer_id, vehicle_rego, user_id from customer_sessions where customer_id = ${customer.id}`;
    expect(rows).toEqual([{ id_hash: sessionIdOf(token), customer_id: customer.id, vehicle_rego: 'CK1', user_id: null }]);
  });

  it('is Secure when the request came over HTTPS (the trusted proxy says so)', async () => {
    const customer = await newCustomer('CK 2');
    const browser = visitor();
    const answer = await browser.login({ vehicleRego: 'CK2', email: customer.email }, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const out = await browser.logout({ 'x-forwarded-proto': 'https' });
    expect(out.headers.get('set-cookie')).toMatch(/^csid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('rotates at sign-in: the session the browser had ends, the new one works', async () => {
    const customer = await newCustomer('ROT 1');
    const browser = visitor();
    await browser.login({ vehicleRego: 'ROT1', email: customer.email });
    const first = browser.session.cookie;
    await browser.login({ vehicleRego: 'ROT1', email: customer.email });
    const second = browser.session.cookie;
    expect(second).not.toBe(first);
    expect((await browser.me()).status).toBe(200);
    browser.session.cookie = first;
    expect((await browser.me()).status).toBe(401);
    expect(await app.db.sql`select 1 from customer_sessions where customer_id = ${customer.id}`).toHaveLength(1);
  });

  it('is kept apart from the admin session: neither stands in for the other', async () => {
    const customer = await newCustomer('APART 1');
    const browser = visitor();
    await browser.login({ vehicleRego: 'APART1', email: customer.email });
    expect((await browser.session.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await browser.session.request('GET', '/api/customers')).status).toBe(401);
    // An admin's `sid` cookie carrying a portal token names no admin session.
    const forged = new HttpSession(app.url);
    forged.cookie = `sid=${tokenOf(browser.session.cookie)}`;
    expect((await forged.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await admin.request('GET', '/api/customer/me')).status).toBe(401);
  });
});

describe('sign-out and deletion', () => {
  it('sign-out ends the session on the server: the old cookie is refused afterwards', async () => {
    const customer = await newCustomer('OUT 1');
    const browser = visitor();
    await browser.login({ vehicleRego: 'OUT1', email: customer.email });
    const cookie = browser.session.cookie;
    const out = await browser.logout();
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: 'Signed out' });
    expect(out.headers.get('set-cookie')).toMatch(/^csid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    browser.session.cookie = cookie;
    expect((await browser.me()).status).toBe(401);
    expect(await app.db.sql`select 1 from customer_sessions where id_hash = ${sessionIdOf(tokenOf(cookie))}`).toHaveLength(0);
  });

  it('deleting the customer ends every session of theirs', async () => {
    const customer = await newCustomer('DEL 1');
    const [one, two] = [visitor(), visitor()];
    await one.login({ vehicleRego: 'DEL1', email: customer.email });
    await two.login({ vehicleRego: 'del 1', email: customer.email });
    expect((await one.me()).status).toBe(200);
    expect((await admin.request('DELETE', `/api/customers/${customer.email}`)).status).toBe(200);
    expect((await one.me()).status).toBe(401);
    expect((await two.me()).status).toBe(401);
    expect(await app.db.sql`select 1 from customer_sessions where customer_id = ${customer.id}`).toHaveLength(0);
  });
});

describe('the one-time link of the text', () => {
  async function issueLink(customerId: string, expiresInMs = 15 * 60_000) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await replacePortalLink(app.db.sql, {
      customerId,
      linkId: randomUUID(),
      tokenHash: portalTokenHash(token),
      origin: app.url,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + expiresInMs).toISOString(),
    });
    return token;
  }

  it('signs in once, with the customer’s own registration; a second use gets the one refusal', async () => {
    const customer = await newCustomer('Link 1');
    const token = await issueLink(customer.id);
    const browser = visitor();
    const first = await browser.redeem(token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ customer: { id: customer.id, email: customer.email }, vehicleRego: 'LINK1' });
    expect(first.headers.get('set-cookie')).toMatch(/^csid=/);
    expect((await browser.me()).json.vehicleRego).toBe('LINK1');
    const again = await visitor().redeem(token);
    expect({ status: again.status, json: again.json }).toEqual({ status: 400, json: { message: m.linkExpired } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('lands on pages that send no Referer, so the token goes nowhere else', async () => {
    for (const page of ['/customer/login?token=abc', '/customer-login?token=abc']) {
      expect((await fetch(`${app.url}${page}`)).headers.get('referrer-policy'), page).toBe('no-referrer');
    }
    expect((await fetch(`${app.url}/customer/dashboard`)).headers.get('referrer-policy')).toBe('same-origin');
  });

  it('refuses an expired link, an unknown token and one that is not text alike', async () => {
    const customer = await newCustomer('Link 2');
    const expired = await issueLink(customer.id, -1000);
    for (const token of [expired, 'A'.repeat(43), 12, null]) {
      const answer = await visitor().redeem(token);
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 400, json: { message: m.linkExpired } });
    }
  });

  it(`is counted per address: of ${2 * PORTAL_LINK_ATTEMPTS_PER_ADDRESS} sent at once, ${PORTAL_LINK_ATTEMPTS_PER_ADDRESS} are looked at`, async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 2 * PORTAL_LINK_ATTEMPTS_PER_ADDRESS }, () => visitor(address).redeem('B'.repeat(43))));
    expect(statuses(answers)).toEqual({ 400: PORTAL_LINK_ATTEMPTS_PER_ADDRESS, 429: PORTAL_LINK_ATTEMPTS_PER_ADDRESS });
  });
});

function statuses(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe('rate limits', () => {
  it(`let at most ${CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS} concurrent attempts from one address be looked up, whatever the registrations`, async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 2 * CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS }, (_, i) => visitor(address).login({ vehicleRego: `ADDR ${i}`, email: 'nobody@example.com' })),
    );
    expect(statuses(answers)).toEqual({ 401: CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS, 429: CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.json).toEqual({ message: m.tooManyAttempts });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });

  it(`let at most ${CUSTOMER_LOGIN_ATTEMPTS_PER_REGO} concurrent attempts for one registration through, from any number of addresses`, async () => {
    const customer = await newCustomer('FLOOD 1');
    const answers = await Promise.all(
      Array.from({ length: 4 * CUSTOMER_LOGIN_ATTEMPTS_PER_REGO }, (_, i) => visitor().login({ vehicleRego: 'flood1', email: `guess-${i}@example.com` })),
    );
    expect(statuses(answers)).toEqual({ 401: CUSTOMER_LOGIN_ATTEMPTS_PER_REGO, 429: 3 * CUSTOMER_LOGIN_ATTEMPTS_PER_REGO });
    // For the rest of the minute even the right e-mail waits: the window is all a flood can cost.
    expect((await visitor().login({ vehicleRego: 'FLOOD 1', email: customer.email })).status).toBe(429);
  });

  it('a success resets the registration’s count and hands the address its attempt back', async () => {
    const customer = await newCustomer('RESET 1');
    const address = newAddress();
    const wrong = () => visitor(address).login({ vehicleRego: 'RESET1', email: 'wrong@example.com' });
    const right = () => visitor(address).login({ vehicleRego: 'RESET1', email: customer.email });
    for (let i = 0; i < CUSTOMER_LOGIN_ATTEMPTS_PER_REGO - 1; i++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
    for (let i = 0; i < CUSTOMER_LOGIN_ATTEMPTS_PER_REGO - 1; i++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
    // Successes never use the address up.
    for (let i = 0; i < CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS; i++) expect((await right()).status).toBe(200);
  });
});

describe('graphql-ws with a customer session', () => {
  /**
   * A raw graphql-ws connection on the cookie, acknowledged and kept open (no client that hangs
   * up when idle); `ask` runs one operation on it, `closed` resolves with the server's close code.
   */
  async function connect(cookie: string) {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: app.url } });
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    const waiting = new Set<() => void>();
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      for (const wake of [...waiting]) wake();
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const next = (type: string, id?: string) =>
      new Promise<{ payload?: unknown }>((resolve, reject) => {
        const look = () => {
          const found = messages.find((msg) => msg.type === type && msg.id === id);
          if (found) {
            waiting.delete(look);
            resolve(found);
          }
        };
        waiting.add(look);
        void closed.then((code) => reject(new Error(`closed with ${code}`)));
        look();
      });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const acknowledged = next('connection_ack');
    let operations = 0;
    return {
      acknowledged,
      closed,
      async ask(query: string) {
        const id = String(++operations);
        socket.send(JSON.stringify({ type: 'subscribe', id, payload: { query } }));
        return (await next('next', id)).payload;
      },
      close: () => socket.close(),
    };
  }

  it('connects without an admin session, answers as the customer, and closes 4401 at sign-out', async () => {
    const customer = await newCustomer('WS 1');
    const browser = visitor();
    await browser.login({ vehicleRego: 'WS1', email: customer.email });
    const socket = await connect(browser.session.cookie);
    await socket.acknowledged;
    expect(await socket.ask('{ portalSession { vehicleRego } }')).toEqual({ data: { portalSession: { vehicleRego: 'WS1' } } });
    await browser.logout();
    expect(await socket.closed).toBe(4401);
  });

  it('closes 4401 when the customer is deleted', async () => {
    const customer = await newCustomer('WS 2');
    const browser = visitor();
    await browser.login({ vehicleRego: 'WS2', email: customer.email });
    const socket = await connect(browser.session.cookie);
    await socket.acknowledged;
    expect((await admin.request('DELETE', `/api/customers/${customer.email}`)).status).toBe(200);
    expect(await socket.closed).toBe(4401);
  });

  it('refuses a socket whose customer cookie names no session (4403)', async () => {
    const socket = await connect(`csid=${'x'.repeat(43)}`);
    await expect(socket.acknowledged).rejects.toThrow('closed with 4403');
    expect(await socket.closed).toBe(4403);
  });
});
