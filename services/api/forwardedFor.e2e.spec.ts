import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS } from '../identity/rest.js';
import { createUser } from '../identity/users.js';

// TRUST_PROXY as shipped: no proxy is trusted. Every request comes from 127.0.0.1 here.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api'] });
});
afterAll(() => app?.close());

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is ignored: rotating it bypasses no login limit', async () => {
    const login = (password: string, i: number) =>
      new HttpSession(app.url).request('POST', '/api/auth/login', { username: 'admin', password }, { 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS; i++) expect((await login('wrong-guess', i)).status).toBe(401);
    expect((await login(app.adminPassword, 200)).status).toBe(429);
  });

  it('comes with X-Forwarded-Proto, which is not believed either: the cookie is not marked Secure', async () => {
    await createUser(app.db.sql, { username: 'sky', password: 'sky-password', role: 'admin' });
    const response = await new HttpSession(app.url).request(
      'POST',
      '/api/auth/login',
      { username: 'sky', password: 'sky-password' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
