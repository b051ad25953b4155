import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, type TestApp } from '../../../infra/testing/app.js';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS } from '../rest.js';

/**
 * The login and public-booking limits, run against each limiter (in memory and in Redis). The app
 * trusts one proxy hop, so each test speaks from addresses of its own through X-Forwarded-For.
 */
export function describeLoginThrottling(name: string, start: () => Promise<TestApp>, firstOctet: number) {
  let app: TestApp;
  let last = 0;
  const newAddress = () => `198.18.${firstOctet}.${++last}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (username: string, password: string, address: string) =>
    new HttpSession(app.url).request('POST', '/api/auth/login', { username, password }, from(address));
  const statuses = (responses: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    app = await start();
  });
  afterAll(() => app?.close());

  describe(`login throttling (${name})`, () => {
    it('evaluates at most 10 of 200 concurrent wrong passwords for one name from one address; the other 190 get 429', async () => {
      const address = newAddress();
      const responses = await Promise.all(Array.from({ length: 200 }, () => login('admin', 'wrong-guess', address)));
      // 401 means the password was evaluated; 429 means it was refused before that.
      expect(statuses(responses)).toEqual({ 401: LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS, 429: 200 - LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS });
      for (const refused of responses.filter((r) => r.status === 429)) {
        expect(refused.json).toEqual({ message: 'Too many login attempts. Please try again in a minute.' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(refused.headers.get('set-cookie')).toBeNull();
      }
    });

    it('signs the admin in from another address during a flood of wrong passwords for their name, and refuses the flooding address', async () => {
      const flooding = newAddress();
      const flood = Promise.all(Array.from({ length: 100 }, () => login('admin', 'wrong-guess', flooding)));
      const elsewhere = await login('admin', app.adminPassword, newAddress());
      await flood;
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.headers.get('set-cookie')).toMatch(/^sid=/);
      expect((await login('admin', app.adminPassword, flooding)).status).toBe(429);
    });

    it(`refuses an address after ${LOGIN_ATTEMPTS_PER_ADDRESS} attempts under any names, even with the right password`, async () => {
      const address = newAddress();
      const responses = await Promise.all(Array.from({ length: 2 * LOGIN_ATTEMPTS_PER_ADDRESS }, (_, i) => login(`guess${i}`, 'x', address)));
      expect(statuses(responses)).toEqual({ 401: LOGIN_ATTEMPTS_PER_ADDRESS, 429: LOGIN_ATTEMPTS_PER_ADDRESS });
      expect((await login('admin', app.adminPassword, address)).status).toBe(429);
    });

    it('answers for a name that does not exist exactly as for one that does, under the limit and over it', async () => {
      const [real, unknown] = [newAddress(), newAddress()];
      const forReal = await Promise.all(Array.from({ length: 15 }, () => login('admin', 'wrong-guess', real)));
      const forUnknown = await Promise.all(Array.from({ length: 15 }, () => login('nobody-by-this-name', 'wrong-guess', unknown)));
      expect(statuses(forUnknown)).toEqual(statuses(forReal));
      const bodies = (responses: { status: number; text: string }[]) => [...new Set(responses.map((r) => `${r.status} ${r.text}`))].sort();
      expect(bodies(forUnknown)).toEqual(bodies(forReal));
    });

    it('counts public bookings per address atomically: of 40 sent at once, 20 are taken up and 20 refused with 429', async () => {
      const address = newAddress();
      // Empty forms: the limit is counted before the form is read, so 400 means "counted and let through".
      const responses = await Promise.all(Array.from({ length: 40 }, () => new HttpSession(app.url).request('POST', '/api/bookings', {}, from(address))));
      expect(statuses(responses)).toEqual({ 400: 20, 429: 20 });
    });
  });

  return { app: () => app, newAddress, login };
}
