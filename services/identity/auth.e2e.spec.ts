import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

let app: TestApp;
let ipCounter = 1;
// TRUST_PROXY lets each test speak from its own address, so rate limits never leak between tests.
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${ipCounter++}` });

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => app?.close());

const client = () => new HttpSession(app.url);

describe('admin sign-in over HTTP', () => {
  it('answers 401 to the user check without a session', async () => {
    const response = await client().request('GET', '/api/auth/user');
    expect(response.status).toBe(401);
  });

  it('signs in with the right credentials: the user and an HttpOnly, SameSite=Lax session cookie', async () => {
    const session = client();
    const response = await session.request('POST', '/api/auth/login', { username: 'admin', password: app.adminPassword }, fromNewAddress());
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ id: expect.any(String), username: 'admin', fullName: null, email: null, role: 'admin' });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await session.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('admin');
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const response = await client().request(
      'POST',
      '/api/auth/login',
      { username: 'admin', password: app.adminPassword },
      { ...fromNewAddress(), 'x-forwarded-proto': 'https' },
    );
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('gives the same 401 answer for a wrong password and for a user that does not exist', async () => {
    const wrongPassword = await client().login('admin', 'not-the-password');
    const noSuchUser = await client().request('POST', '/api/auth/login', { username: 'nobody', password: 'x' }, fromNewAddress());
    for (const response of [wrongPassword, noSuchUser]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: 'Invalid username or password' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('rejects an empty login form with the spec messages', async () => {
    const response = await client().request('POST', '/api/auth/login', {}, fromNewAddress());
    expect(response.status).toBe(400);
    expect(response.json.errors.map((e: { message: string }) => e.message)).toEqual(['Username is required', 'Password is required']);
  });

  it('rotates the session id at login: the previous cookie stops working', async () => {
    const session = client();
    const headers = fromNewAddress();
    await session.request('POST', '/api/auth/login', { username: 'admin', password: app.adminPassword }, headers);
    const first = session.cookie;
    await session.request('POST', '/api/auth/login', { username: 'admin', password: app.adminPassword }, headers);
    expect(session.cookie).not.toBe(first);
    const stale = new HttpSession(app.url);
    stale.cookie = first;
    expect((await stale.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('destroys the session on logout: the old cookie then gets 401', async () => {
    const session = client();
    await session.request('POST', '/api/auth/login', { username: 'admin', password: app.adminPassword }, fromNewAddress());
    const cookie = session.cookie;
    expect((await session.request('POST', '/api/auth/logout')).status).toBe(200);
    const replay = new HttpSession(app.url);
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/auth/user')).status).toBe(401);
  });
  // Rate limits: loginThrottling.e2e.spec.ts and loginThrottlingRedis.e2e.spec.ts.
});
