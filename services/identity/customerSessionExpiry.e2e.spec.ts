import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

// Customer sessions here go idle after 3 seconds and end after 9 in any case, so both can be
// watched happening.
const IDLE_MS = 3_000;
const MAX_MS = 9_000;

let app: TestApp;
let admin: HttpSession;
let serial = 0;

beforeAll(async () => {
  app = await startTestApp({
    roles: ['api', 'projector'],
    env: { CUSTOMER_SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000), CUSTOMER_SESSION_MAX_HOURS: String(MAX_MS / 3_600_000) },
  });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
}, 120_000);
afterAll(() => app?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInCustomer(): Promise<HttpSession> {
  const email = `expiry-${++serial}@example.com`;
  const vehicleRego = `EXP${serial}`;
  expect((await admin.request('POST', '/api/admin/customers', { fullName: 'Eve Expiry', email, mobile: '0412 345 678', vehicleRego })).status).toBe(201);
  const browser = new HttpSession(app.url);
  expect((await browser.request('POST', '/api/customer/login', { vehicleRego, email })).status).toBe(200);
  return browser;
}

/** A graphql-ws connection on the cookie, acknowledged; resolves `closed` with the close code and when. */
async function openSocket(cookie: string) {
  const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: app.url } });
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.once('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const acknowledged = new Promise((resolve) => socket.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve(true)));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await acknowledged;
  return { closed };
}

describe('customer session expiry', () => {
  it('ends a session left idle for the idle time', async () => {
    const browser = await signedInCustomer();
    expect((await browser.request('GET', '/api/customer/me')).status).toBe(200);
    await sleep(IDLE_MS + 500);
    expect((await browser.request('GET', '/api/customer/me')).status).toBe(401);
  });

  it('keeps a session in use past the idle time, and ends it at the absolute expiry all the same', async () => {
    const started = Date.now();
    const browser = await signedInCustomer();
    let refusedAt: number | null = null;
    while (Date.now() - started < MAX_MS + 3_000) {
      const status = (await browser.request('GET', '/api/customer/me')).status;
      if (status !== 200) {
        expect(status).toBe(401);
        refusedAt = Date.now() - started;
        break;
      }
      await sleep(IDLE_MS / 4);
    }
    expect(refusedAt).not.toBeNull();
    expect(refusedAt!).toBeGreaterThanOrEqual(MAX_MS - 500);
  });

  it('closes an idle session’s socket with 4401 when it goes idle, and not while the session is used', async () => {
    const browser = await signedInCustomer();
    const { closed } = await openSocket(browser.cookie);
    // In use over HTTP for twice the idle time: the socket's own deadline moves along.
    const usedUntil = Date.now() + 2 * IDLE_MS;
    while (Date.now() < usedUntil) {
      expect((await browser.request('GET', '/api/customer/me')).status).toBe(200);
      await sleep(IDLE_MS / 4);
    }
    const lastUse = Date.now();
    const { code, at } = await closed;
    expect(code).toBe(4401);
    expect(at - lastUse).toBeGreaterThanOrEqual(IDLE_MS - 1_000);
    expect(at - lastUse).toBeLessThan(IDLE_MS + 2_000);
  });
});
