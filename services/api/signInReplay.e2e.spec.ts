import { randomUUID } from 'node:crypto';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, portalLoginMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import type { RequestContext } from './context.js';
import { idempotentRequests } from './idempotency.js';
import { restRoutes } from './restRoutes.js';

// Issue 28: an Idempotency-Key never replays a sign-in or a link redemption. Each such route runs
// again under the same key: a success followed by wrong credentials answers the refusal, with no
// Idempotent-Replayed header, rather than the first caller's session and personal data.

let app: TestApp;
let fake: FakeTwilio;
let admin: HttpSession;
let customerId: string;

const CUSTOMER = { fullName: 'Rae Replay', email: 'rae.replay@example.com', mobile: '0412 555 000', vehicleRego: 'RAE 001' };
const DEMO = { username: 'rae-demo', password: 'demo-pass-1', fullName: 'Rae Replay', email: CUSTOMER.email };

const withKey = (key: string) => ({ 'idempotency-key': key });

/** The one-time link the last text held. */
async function portalLinkToken(): Promise<string> {
  const sent = await admin.request('POST', `/api/send-portal-sms/${customerId}`);
  expect(sent.status, sent.text).toBe(200);
  const match = /\/customer\/login\?token=([A-Za-z0-9_-]+)/.exec(fake.requests.at(-1)!.form.Body!);
  return match![1]!;
}

beforeAll(async () => {
  fake = await startFakeTwilio();
  app = await startTestApp({ env: { TWILIO_API_BASE_URL: fake.url, SETTINGS_ENCRYPTION_KEY: 'b'.repeat(64) } });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  const created = await admin.request('POST', '/api/admin/customers', CUSTOMER);
  expect(created.status, created.text).toBe(201);
  customerId = created.json.id;
  const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
  expect(sms.status, sms.text).toBe(200);
  expect((await new HttpSession(app.url).request('POST', '/api/customers/register', DEMO)).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('sign-in and link redemption under an Idempotency-Key', () => {
  it('declares every route that starts or ends a session, or redeems a one-time code, never replayed', () => {
    const neverReplayed = restRoutes.filter((r) => r.neverReplayed).map((r) => `${r.method} ${r.path}`);
    expect(neverReplayed.sort()).toEqual(
      [
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/password',
        'POST /api/customer/login',
        'POST /api/customer/login/link',
        'POST /api/customer/logout',
        'POST /api/customers/login',
        'POST /api/customers/link',
        // A contact change's one-time code: a retry runs again and finds the change made.
        'POST /api/customer/profile/confirm',
        // The answer shows the feed's token once; only its hash is kept anywhere.
        'POST /api/calendar/subscription',
        'DELETE /api/calendar/subscription',
      ].sort(),
    );
  });

  it('POST /api/auth/login: a sign-in, then a wrong password under the same key, answers 401', async () => {
    const key = randomUUID();
    const visitor = new HttpSession(app.url);
    const first = await visitor.request('POST', '/api/auth/login', { username: app.adminUsername, password: app.adminPassword }, withKey(key));
    expect(first.status).toBe(200);
    const second = await new HttpSession(app.url).request('POST', '/api/auth/login', { username: app.adminUsername, password: 'wrong-password' }, withKey(key));
    expect({ status: second.status, message: second.json.message, replayed: second.headers.get('idempotent-replayed'), cookie: second.headers.get('set-cookie') }).toEqual({
      status: 401,
      message: identityMessages.invalidCredentials,
      replayed: null,
      cookie: null,
    });
  });

  it('POST /api/customer/login: a sign-in, then a wrong e-mail under the same key, answers 401 and shows nothing of the customer', async () => {
    const key = randomUUID();
    const first = await new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: CUSTOMER.vehicleRego, email: CUSTOMER.email }, withKey(key));
    expect(first.status, first.text).toBe(200);
    const second = await new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: CUSTOMER.vehicleRego, email: 'someone.else@example.com' }, withKey(key));
    expect({ status: second.status, message: second.json.message, replayed: second.headers.get('idempotent-replayed') }).toEqual({
      status: 401,
      message: portalLoginMessages.invalidCredentials,
      replayed: null,
    });
    expect(second.text).not.toContain(CUSTOMER.fullName);
  });

  it('POST /api/customer/login: the same sign-in twice under one key signs in twice, each with its own session', async () => {
    const key = randomUUID();
    const body = { vehicleRego: CUSTOMER.vehicleRego, email: CUSTOMER.email };
    const one = new HttpSession(app.url);
    const two = new HttpSession(app.url);
    expect((await one.request('POST', '/api/customer/login', body, withKey(key))).status).toBe(200);
    const again = await two.request('POST', '/api/customer/login', body, withKey(key));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(two.cookie).not.toBe('');
    expect(two.cookie).not.toBe(one.cookie);
  });

  it('POST /api/customer/login/link: a redeemed link, sent again under the same key, is refused as used', async () => {
    const token = await portalLinkToken();
    const key = randomUUID();
    const first = await new HttpSession(app.url).request('POST', '/api/customer/login/link', { token }, withKey(key));
    expect(first.status, first.text).toBe(200);
    const second = await new HttpSession(app.url).request('POST', '/api/customer/login/link', { token }, withKey(key));
    expect({ status: second.status, message: second.json.message, replayed: second.headers.get('idempotent-replayed'), cookie: second.headers.get('set-cookie') }).toEqual({
      status: 400,
      message: portalLoginMessages.linkExpired,
      replayed: null,
      cookie: null,
    });
  });

  it('POST /api/customers/login (demo account): a sign-in, then a wrong password under the same key, answers 401', async () => {
    const key = randomUUID();
    expect((await new HttpSession(app.url).request('POST', '/api/customers/login', { username: DEMO.username, password: DEMO.password }, withKey(key))).status).toBe(200);
    const second = await new HttpSession(app.url).request('POST', '/api/customers/login', { username: DEMO.username, password: 'not-it' }, withKey(key));
    expect({ status: second.status, replayed: second.headers.get('idempotent-replayed') }).toEqual({ status: 401, replayed: null });
  });

  it('POST /api/customers/link (demo account): a link, then a wrong registration under the same key, answers 401', async () => {
    const demo = new HttpSession(app.url);
    expect((await demo.request('POST', '/api/customers/login', { username: DEMO.username, password: DEMO.password })).status).toBe(200);
    const key = randomUUID();
    const first = await demo.request('POST', '/api/customers/link', { vehicleRego: CUSTOMER.vehicleRego }, withKey(key));
    expect(first.status, first.text).toBe(200);
    const second = await demo.request('POST', '/api/customers/link', { vehicleRego: 'NOT 1' }, withKey(key));
    expect({ status: second.status, message: second.json.message, replayed: second.headers.get('idempotent-replayed') }).toEqual({
      status: 401,
      message: portalLoginMessages.invalidCredentials,
      replayed: null,
    });
  });

  it('stores nothing for any of them: no idempotency key is kept for a sign-in', async () => {
    const [row] = await app.db.sql`select count(*)::int as n from idempotency_keys`;
    expect(row!.n).toBe(0);
  });

  it('never replays a GraphQL answer either: a retried mutation runs again under its key', async () => {
    const key = randomUUID();
    const issue = 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }';
    const input = { type: 'quote', customer: { fullName: 'Rae Replay' }, items: [{ name: 'Wash', price: 10 }] };
    const first = await admin.request('POST', '/graphql', { query: issue, variables: { input } }, withKey(key));
    const again = await admin.request('POST', '/graphql', { query: issue, variables: { input } }, withKey(key));
    expect(first.json.errors).toBeUndefined();
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    // The same command (its id is the key's), so the same quote: answered anew, not from storage.
    expect(again.json.data.issueInvoice.id).toBe(first.json.data.issueInvoice.id);
  });
});

describe('the idempotency middleware', () => {
  // A route that forgot `neverReplayed` but sets a cookie: its answer is still never stored.
  let server: ReturnType<express.Express['listen']>;
  let url: string;
  let runs = 0;

  beforeAll(async () => {
    const probe = express();
    probe.use(express.json());
    probe.use((_req, res, next) => {
      res.locals.ctx = { user: null, sessionId: null, customer: null, ip: '127.0.0.1', origin: '' } satisfies RequestContext;
      next();
    });
    probe.post('/session', idempotentRequests(app.db, () => undefined), (_req, res) => {
      runs++;
      res.cookie('probe', `session-${runs}`).json({ runs });
    });
    probe.post('/plain', idempotentRequests(app.db, () => undefined), (_req, res) => {
      runs++;
      res.json({ runs });
    });
    server = probe.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, key: string) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...withKey(key) }, body: '{}' });

  it('never stores an answer that sets a cookie, so the same key runs the request again', async () => {
    const key = randomUUID();
    const first = await post('/session', key);
    const second = await post('/session', key);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('set-cookie')).not.toBe(first.headers.get('set-cookie'));
    expect(((await second.json()) as { runs: number }).runs).toBe(((await first.json()) as { runs: number }).runs + 1);
  });

  it('replays an answer without a cookie, as before', async () => {
    const key = randomUUID();
    const first = (await (await post('/plain', key)).json()) as { runs: number };
    const second = await post('/plain', key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(first);
  });
});
