import { describe, expect, it } from 'vitest';
import { HttpSession, startTestApp } from '../../infra/testing/app.js';
import { graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from './rest.js';
import { describeLoginThrottling } from './testing/loginThrottlingSpec.js';
import { createUser } from './users.js';

// In-memory counters (no REDIS_URL); the app sits behind one trusted proxy hop.
const throttling = describeLoginThrottling('in memory', () => startTestApp({ roles: ['api'], env: { TRUST_PROXY: '1' } }), 1);

describe('successful sign-ins', () => {
  it('are handed back: they never use up their address', async () => {
    const address = throttling.newAddress();
    for (let i = 0; i <= LOGIN_ATTEMPTS_PER_ADDRESS; i++) expect((await throttling.login('admin', throttling.app().adminPassword, address)).status).toBe(200);
  });
});

describe('the client address behind one trusted proxy', () => {
  it('is the last X-Forwarded-For entry: rotating the entries before it bypasses nothing', async () => {
    const app = throttling.app();
    const client = throttling.newAddress();
    const login = (password: string, i: number) =>
      new HttpSession(app.url).request('POST', '/api/auth/login', { username: 'admin', password }, { 'x-forwarded-for': `10.0.${i}.1, ${client}` });
    for (let i = 0; i < 10; i++) expect((await login('wrong-guess', i)).status).toBe(401);
    expect((await login(app.adminPassword, 99)).status).toBe(429);
  });

  it('is derived the same way on the WebSocket: public bookings over graphql-ws and over REST share one count', async () => {
    const app = throttling.app();
    await createUser(app.db.sql, { username: 'casey', password: 'customer-pass', role: 'customer' });
    const customer = new HttpSession(app.url);
    await customer.request('POST', '/api/auth/login', { username: 'casey', password: 'customer-pass' }, { 'x-forwarded-for': throttling.newAddress() });
    const client = throttling.newAddress();
    const socket = graphqlWsClient(app.url, { cookie: customer.cookie, headers: { 'x-forwarded-for': `192.0.2.1, ${client}` } });
    try {
      const book = () => take(socket, 'mutation { createBooking(input: {}) { id } }', 1);
      // An empty form is counted, then refused as incomplete.
      for (let i = 0; i < 19; i++) await expect(book()).rejects.toMatchObject({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })] });
      const rest = (address: string) => new HttpSession(app.url).request('POST', '/api/bookings', {}, { 'x-forwarded-for': address });
      expect((await rest(client)).status).toBe(400); // the 20th
      await expect(book()).rejects.toMatchObject({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })] });
      expect((await rest(client)).status).toBe(429);
      expect((await rest(throttling.newAddress())).status).toBe(400);
    } finally {
      await socket.dispose();
    }
  });
});
