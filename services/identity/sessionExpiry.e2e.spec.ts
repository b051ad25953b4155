import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { graphqlWsClient, openSocket } from '../../infra/testing/websocket.js';
import { SESSION_COOKIE, sessionIdOf } from './sessions.js';

// Sessions here last about 7 seconds, so one can be watched running out.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { SESSION_TTL_HOURS: '0.002' }, roles: ['api'] });
});
afterAll(() => app?.close());

describe('session expiry', () => {
  it('closes the open graphql-ws and /ws sockets of a session when it expires (4401), not before', async () => {
    const admin = new HttpSession(app.url);
    expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
    const [row] = await app.db.sql`select expires_at from sessions where id_hash = ${sessionIdOf(admin.cookie.slice(SESSION_COOKIE.length + 1))}`;
    const expiresAt = new Date(row!.expires_at as Date).getTime();

    let connected!: () => void;
    const acknowledged = new Promise<void>((resolve) => (connected = resolve));
    const graphqlClosed = new Promise<{ code: number; at: number }>((resolve) => {
      const client = graphqlWsClient(app.url, {
        cookie: admin.cookie,
        on: { connected: () => connected(), closed: (event) => resolve({ code: (event as { code: number }).code, at: Date.now() }) },
      });
      client.subscribe({ query: 'subscription { bookingChanged { kind } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    });
    const shim = await openSocket(`${app.url.replace('http', 'ws')}/ws`, { cookie: admin.cookie, origin: app.url });
    const shimClosed = new Promise<{ code: number; at: number }>((resolve) => shim.once('close', (code) => resolve({ code, at: Date.now() })));
    await acknowledged;

    for (const closed of await Promise.all([graphqlClosed, shimClosed])) {
      expect(closed.code).toBe(4401);
      // Timers may fire a hair early relative to the database's clock; never by more.
      expect(closed.at).toBeGreaterThanOrEqual(expiresAt - 50);
    }
    expect((await admin.request('GET', '/api/auth/user')).status).toBe(401);
  });
});
