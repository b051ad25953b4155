import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../../infra/app.js';
import { HttpSession, repoRoot } from '../../infra/testing/app.js';
import { freshPostgres } from '../../infra/testing/services.js';
import { graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { testConfig } from '../platform/config.js';
import { CROSS_SITE_REFUSED } from './crossSite.js';
import { INTERNAL_ERROR } from './errors.js';

// The product as `npm start` runs it (production), behind one trusted proxy hop.
let app: RunningApp & { url: string };
let pg: Awaited<ReturnType<typeof freshPostgres>>;
let dataDir: string;
let admin: HttpSession;
const logged: { message: string; error?: unknown }[] = [];

beforeAll(async () => {
  pg = await freshPostgres();
  dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-edge-'));
  const config = testConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    ADMIN_PASSWORD: 'edge-admin-pass',
    TRUST_PROXY: '1',
    ALLOWED_ORIGINS: 'https://partner.example',
  });
  const running = await startApp(config, {
    roles: ['api', 'projector', 'worker'],
    db: pg.db,
    webDist: path.join(repoRoot, 'web', 'dist'),
    log: (message, error) => void logged.push({ message, error }),
  });
  app = { ...running, url: running.url! };
  admin = new HttpSession(app.url);
  expect((await admin.login('admin', 'edge-admin-pass')).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await pg?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const csp = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values] as const),
  );

describe('security headers', () => {
  it.each(['/', '/admin', '/api/auth/user', '/api/settings/branding', '/healthz', '/no/such/page'])('%s carries a policy with no inline script, and cannot be framed', async (urlPath) => {
    const { headers } = await fetch(app.url + urlPath);
    const policy = csp(headers);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('lets only the booking wizard be framed by other sites', async () => {
    const { headers } = await fetch(`${app.url}/embed/booking`);
    expect(csp(headers).get('frame-ancestors')).toEqual(['*']);
    expect(headers.get('x-frame-options')).toBeNull();
    expect(csp(headers).get('script-src')).toEqual(["'self'"]);
  });

  it('sends Strict-Transport-Security only over HTTPS (as the trusted proxy reports it)', async () => {
    expect((await fetch(`${app.url}/api/auth/user`)).headers.get('strict-transport-security')).toBeNull();
    const overHttps = await fetch(`${app.url}/api/auth/user`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });
});

describe('state-changing requests from other sites', () => {
  const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

  it('refuses a cross-site POST that carries the admin cookie, and changes nothing', async () => {
    const before = await eventCount();
    const booking = await admin.request('POST', '/api/services', { name: 'Cross site', description: 'Should not exist', priceSedanHatch: 1, priceSuv5: 1, priceSuv7: 1, priceUte: 1 }, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(booking.status).toBe(403);
    expect(booking.json).toEqual({ message: CROSS_SITE_REFUSED });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a cross-site logout (a form post from another page), so the session survives', async () => {
    const logout = await admin.request('POST', '/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect((await admin.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it.each([
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://shop.example' }],
    ['a sandboxed frame', { origin: 'null' }],
  ])('refuses a write from %s', async (_what, headers) => {
    expect((await admin.request('DELETE', '/api/invoices/00000000-0000-0000-0000-000000000000', undefined, headers)).status).toBe(403);
  });

  it('accepts writes from the site itself, from allowed origins and from clients that are not browsers', async () => {
    const own = await admin.request('POST', '/api/auth/login', { username: 'admin', password: 'edge-admin-pass' }, { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    const partner = await admin.request('POST', '/api/auth/login', { username: 'admin', password: 'edge-admin-pass' }, { origin: 'https://partner.example' });
    expect(partner.status).toBe(200);
    expect((await admin.request('POST', '/api/auth/login', { username: 'admin', password: 'edge-admin-pass' })).status).toBe(200);
  });
});

describe('errors in production', () => {
  it('keeps GraphQL field suggestions to itself, over HTTP and over the WebSocket', async () => {
    const http = await admin.graphql('{ bookngs { id } }');
    expect(http.status).toBe(400);
    expect(http.json.errors[0].message).toBe('Cannot query field "bookngs" on type "Query".');
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    try {
      await expect(take(client, '{ bookngs { id } }', 1)).rejects.toMatchObject({
        cause: [expect.objectContaining({ message: 'Cannot query field "bookngs" on type "Query".' })],
      });
    } finally {
      await client.dispose();
    }
  });

  it('answers an unexpected failure with a message and an error id, and logs the detail under that id', async () => {
    // Break a read model under the running product: the next read of it fails in a way nobody planned.
    await app.db.sql`alter table bookings rename to bookings_away`;
    try {
      const rest = await admin.request('GET', '/api/bookings');
      expect(rest.status).toBe(500);
      expect(rest.json).toEqual({ message: INTERNAL_ERROR, errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const graphql = await admin.graphql('{ bookings { id } }');
      const [error] = graphql.json.errors;
      expect(error).toEqual({ message: INTERNAL_ERROR, path: ['bookings'], extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: expect.any(String) } });

      for (const answer of [rest.text, graphql.text]) expect(answer).not.toMatch(/bookings_away|relation|stack|\.ts:/);
      for (const errorId of [rest.json.errorId, error.extensions.errorId]) {
        const entry = logged.find((l) => l.message.includes(errorId));
        expect(String(entry?.error)).toMatch(/relation "bookings" does not exist/);
      }
    } finally {
      await app.db.sql`alter table bookings_away rename to bookings`;
    }
  });
});
