import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountMessages as m, portalLoginMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { CUSTOMER_LOGIN_ATTEMPTS_PER_REGO } from './customerRest.js';
import { REGISTRATIONS_PER_ADDRESS } from './demoRest.js';
import { LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS } from './rest.js';

/** Headers every answer has its own of, whoever asked: the time, and the request's id in the log. */
const PER_ANSWER = new Set(['date', 'x-request-id']);

// The demo page's username/password customer accounts through a real server behind one trusted
// proxy hop: each test speaks from addresses of its own (X-Forwarded-For).

let app: TestApp;
let admin: HttpSession;
let lastAddress = 0;
const newAddress = () => `198.18.9.${++lastAddress}`;
let serial = 0;

type Answer = Awaited<ReturnType<HttpSession['request']>>;

function visitor(address = newAddress()) {
  const session = new HttpSession(app.url);
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    session.request(method, path, body, { 'x-forwarded-for': address, ...headers });
  return {
    session,
    register: (body: unknown) => call('POST', '/api/customers/register', body),
    login: (username: string, password: string) => call('POST', '/api/customers/login', { username, password }),
    link: (vehicleRego: unknown) => call('POST', '/api/customers/link', { vehicleRego }),
    me: () => call('GET', '/api/customer/me'),
    logout: () => call('POST', '/api/customer/logout'),
  };
}

/** A valid registration with fresh username and e-mail. */
function account(overrides: Record<string, unknown> = {}) {
  const n = ++serial;
  return { username: `demo${n}`, password: 'secret1', fullName: 'Dee Demo', email: `dee${n}@example.com`, phone: '0412 345 678', address: '3 Demo St', ...overrides };
}

async function registered(overrides: Record<string, unknown> = {}) {
  const body = account(overrides);
  expect((await visitor().register(body)).status).toBe(201);
  return body;
}

const statuses = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

const shape = (answer: Answer) => ({ status: answer.status, text: answer.text, headers: [...answer.headers.entries()].filter(([name]) => !PER_ANSWER.has(name)) });

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'], env: { TRUST_PROXY: '1' } });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
}, 120_000);
afterAll(() => app?.close());

describe('registering a demo account', () => {
  it('refuses each field with the spec’s text, naming it, and creates nothing', async () => {
    const browser = visitor();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'username', m.usernameTooShort],
      [{ username: undefined }, 'username', m.usernameTooShort],
      [{ password: '12345' }, 'password', m.passwordTooShort],
      [{ fullName: 'A' }, 'fullName', m.fullNameRequired],
      [{ fullName: '   ' }, 'fullName', m.fullNameRequired],
      [{ email: 'not-an-email' }, 'email', m.emailInvalid],
      [{ email: 7 }, 'email', m.emailInvalid],
      [{ phone: '1'.repeat(41) }, 'phone', 'Phone must be at most 40 characters'],
      [{ address: 'a'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
      [{ username: 'u'.repeat(201) }, 'username', 'Username must be at most 200 characters'],
    ];
    for (const [change, path, message] of cases) {
      const body = account(change);
      const answer = await browser.register(body);
      expect({ status: answer.status, json: answer.json }, JSON.stringify(change)).toEqual({ status: 400, json: { message, errors: [{ path, message }] } });
    }
    const all = await browser.register({});
    expect(all.json.errors.map((e: { path: string }) => e.path)).toEqual(['username', 'password', 'fullName', 'email']);
    expect(await app.db.sql`select 1 from users where role = 'customer'`).toHaveLength(0);
  });

  it('creates a customer account with an Argon2id hash, the phone and the address; phone and address are optional', async () => {
    const body = account();
    const answer = await visitor().register(body);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 201, json: { message: 'Account created' } });
    const [row] = await app.db.sql`select role, full_name, email, phone, address, password_hash, customer_id from users where username = ${body.username}`;
    expect(row).toMatchObject({ role: 'customer', full_name: 'Dee Demo', email: body.email, phone: '0412 345 678', address: '3 Demo St', customer_id: null });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const bare = account({ phone: undefined, address: '' });
    expect((await visitor().register(bare)).status).toBe(201);
    const [plain] = await app.db.sql`select phone, address from users where username = ${bare.username}`;
    expect(plain).toEqual({ phone: null, address: null });
  });

  it('refuses a taken username in any case with 409', async () => {
    const first = await registered();
    const answer = await visitor().register(account({ username: first.username.toUpperCase() }));
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 409, json: { message: 'That username is already taken' } });
    // The admin's name is taken too.
    expect((await visitor().register(account({ username: app.adminUsername }))).status).toBe(409);
  });

  it('answers a taken e-mail exactly as a new account, and creates nothing', async () => {
    const first = await registered();
    const fresh = account();
    const success = await visitor().register(fresh);
    const duplicate = account({ email: first.email.toUpperCase() });
    const taken = await visitor().register(duplicate);
    expect(shape(taken)).toEqual(shape(success));
    expect(await app.db.sql`select 1 from users where username = ${duplicate.username}`).toHaveLength(0);
    // The first account is as it was: its password still works.
    expect((await visitor().login(first.username, first.password)).status).toBe(200);
  });

  it(`lets one address create at most ${REGISTRATIONS_PER_ADDRESS} accounts an hour, counted atomically`, async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 2 * REGISTRATIONS_PER_ADDRESS }, () => visitor(address).register(account())));
    expect(statuses(answers)).toEqual({ 201: REGISTRATIONS_PER_ADDRESS, 429: REGISTRATIONS_PER_ADDRESS });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.json).toEqual({ message: m.tooManyRegistrations });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await visitor().register(account())).status).toBe(201);
  });
});

describe('signing in with a demo account', () => {
  it('starts a customer session (csid) that answers as /api/customer/me, without a customer until linked', async () => {
    const body = await registered();
    const browser = visitor();
    const answer = await browser.login(body.username.toUpperCase(), body.password);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ customer: null, vehicleRego: null, account: { username: body.username, fullName: 'Dee Demo', email: body.email } });
    expect(answer.headers.get('set-cookie')).toMatch(/^csid=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect((await browser.me()).json).toEqual(answer.json);
    // No admin-side session comes with it.
    expect((await browser.session.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('answers a wrong password, an unknown name and an admin’s own credentials alike, and starts no session', async () => {
    const body = await registered();
    const answers = [
      await visitor().login(body.username, 'wrong-password'),
      await visitor().login('nobody-by-this-name', 'wrong-password'),
      await visitor().login(app.adminUsername, app.adminPassword),
    ];
    for (const answer of answers) {
      expect(shape(answer)).toEqual(shape(answers[0]!));
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(answers[0]!.status).toBe(401);
    expect(answers[0]!.json).toEqual({ message: 'Invalid username or password' });
    expect((await visitor().login('', '')).json).toEqual({ message: 'Username is required', errors: [{ path: 'username', message: 'Username is required' }, { path: 'password', message: 'Password is required' }] });
  });

  it(`evaluates at most ${LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS} concurrent wrong passwords for one name from one address`, async () => {
    const body = await registered();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 2 * LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS }, () => visitor(address).login(body.username, 'wrong-guess')));
    expect(statuses(answers)).toEqual({ 401: LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS, 429: LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS });
    expect(answers.find((a) => a.status === 429)!.json).toEqual({ message: 'Too many login attempts. Please try again in a minute.' });
  });

  it('ends the account’s portal sessions when its password changes', async () => {
    const body = await registered();
    const browser = visitor();
    await browser.login(body.username, body.password);
    // A demo account at the admin login gets an admin-side session with role customer: it may change its own password.
    const adminSide = new HttpSession(app.url);
    expect((await adminSide.login(body.username, body.password)).status).toBe(200);
    expect((await adminSide.request('GET', '/api/customers')).status).toBe(403);
    expect((await adminSide.request('POST', '/api/auth/password', { currentPassword: body.password, newPassword: 'a-new-password' })).status).toBe(200);
    expect((await browser.me()).status).toBe(401);
    expect((await visitor().login(body.username, 'a-new-password')).status).toBe(200);
  });
});

describe('linking a demo account to its customer', () => {
  async function customerFor(email: string, vehicleRego: string) {
    const answer = await admin.request('POST', '/api/admin/customers', { fullName: 'Dee Customer', email, mobile: '0412 345 678', vehicleRego });
    expect(answer.status).toBe(201);
    return answer.json.id as string;
  }

  it('links to the customer with the account’s e-mail who holds the registration, in this and later sessions', async () => {
    const body = await registered();
    const customerId = await customerFor(body.email.toUpperCase(), 'Dm 77');
    const browser = visitor();
    await browser.login(body.username, body.password);
    const answer = await browser.link(' dm77 ');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ customer: { id: customerId, fullName: 'Dee Customer', vehicleRego: 'Dm 77' }, vehicleRego: 'DM77', account: { username: body.username } });
    expect((await browser.me()).json).toEqual(answer.json);
    const later = visitor();
    expect((await later.login(body.username, body.password)).json).toEqual(answer.json);
  });

  it('answers alike whether the registration is wrong or no customer has the account’s e-mail', async () => {
    const withCustomer = await registered();
    await customerFor(withCustomer.email, 'RIGHT 1');
    const withoutCustomer = await registered();
    const a = visitor();
    const b = visitor();
    await a.login(withCustomer.username, withCustomer.password);
    await b.login(withoutCustomer.username, withoutCustomer.password);
    const wrongRego = await a.link('WRONG 1');
    const noCustomer = await b.link('RIGHT 1');
    expect(shape(wrongRego)).toEqual(shape(noCustomer));
    expect({ status: wrongRego.status, json: wrongRego.json }).toEqual({ status: 401, json: { message: portalLoginMessages.invalidCredentials } });
    expect((await a.me()).json.customer).toBeNull();
    const [row] = await app.db.sql`select customer_id from users where username = ${withCustomer.username}`;
    expect(row!.customer_id).toBeNull();
  });

  it('needs a portal session, and a registration', async () => {
    expect((await visitor().link('ABC1')).status).toBe(401);
    const body = await registered();
    const browser = visitor();
    await browser.login(body.username, body.password);
    expect((await browser.link('  ')).json).toEqual({ message: 'Vehicle registration is required', errors: [{ path: 'vehicleRego', message: 'Vehicle registration is required' }] });
  });

  it(`is counted like the portal sign-in: at most ${CUSTOMER_LOGIN_ATTEMPTS_PER_REGO} concurrent tries of one registration get looked at`, async () => {
    const body = await registered();
    const browser = visitor();
    await browser.login(body.username, body.password);
    const answers = await Promise.all(Array.from({ length: 2 * CUSTOMER_LOGIN_ATTEMPTS_PER_REGO }, () => browser.link('GUESS 1')));
    expect(statuses(answers)).toEqual({ 401: CUSTOMER_LOGIN_ATTEMPTS_PER_REGO, 429: CUSTOMER_LOGIN_ATTEMPTS_PER_REGO });
  });

  it('signs in unlinked once the linked customer is deleted', async () => {
    const body = await registered();
    await customerFor(body.email, 'GONE 7');
    const browser = visitor();
    await browser.login(body.username, body.password);
    expect((await browser.link('GONE7')).status).toBe(200);
    expect((await admin.request('DELETE', `/api/customers/${body.email}`)).status).toBe(200);
    expect((await browser.me()).status).toBe(401);
    const again = await visitor().login(body.username, body.password);
    expect(again.json).toMatchObject({ customer: null, vehicleRego: null, account: { username: body.username } });
  });
});
