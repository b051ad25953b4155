import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { redisUrl } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { IMPORT_JOB_PREFIX } from '../customers/published.js';
import { createLogger } from '../platform/logger.js';
import { INTERNAL_ERROR } from './errors.js';

// What an operator reads: the product's own logger (JSON lines, as `npm start` writes them to
// stdout) writing into memory, over a real server. One installation answers clients directly and
// runs jobs in-process; the other sits behind one trusted proxy and runs its jobs through Redis.

type LogLine = { level: number; msg: string; [field: string]: any };

function capturedLogs() {
  const lines: string[] = [];
  const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as LogLine),
  };
}
type Logs = ReturnType<typeof capturedLogs>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (answer: { headers: Headers }) => answer.headers.get('x-request-id')!;

/** The one line logged when the request `requestId` finished (written as its answer ends: waited for). */
async function requestLine(logs: Logs, requestId: string): Promise<LogLine> {
  const line = await until(() => logs.entries().find((e) => e.msg === 'request finished' && e.requestId === requestId), `the request line of ${requestId}`);
  expect(logs.entries().filter((e) => e.msg.startsWith('request ') && e.requestId === requestId)).toHaveLength(1);
  return line;
}

const direct = capturedLogs();
const proxied = capturedLogs();
let app: TestApp;
let behindProxy: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp({ logger: direct.logger });
  behindProxy = await startTestApp({
    logger: proxied.logger,
    env: { TRUST_PROXY: '1', REDIS_URL: await redisUrl(), QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}` },
  });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
});

describe('request ids and request lines', () => {
  it('answers every request with a new X-Request-Id and logs one line under it: method, route pattern, status, duration, session kind', async () => {
    const feedToken = randomBytes(24).toString('base64url');
    const bookingId = randomUUID();
    const answers = {
      health: await new HttpSession(app.url).request('GET', '/healthz'),
      booking: await admin.request('GET', `/api/bookings/${bookingId}/full`),
      feed: await new HttpSession(app.url).request('GET', `/api/calendar/feed/${feedToken}`),
      unknown: await new HttpSession(app.url).request('GET', '/api/no-such-thing?search=Quentin'),
      graphql: await admin.graphql('{ __typename }'),
      page: await new HttpSession(app.url).request('GET', '/admin?from=newsletter'),
    };
    const ids = Object.values(answers).map(idOf);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);

    const lines = Object.fromEntries(await Promise.all(Object.entries(answers).map(async ([name, answer]) => [name, await requestLine(direct, idOf(answer))])));
    expect(lines.health).toMatchObject({ method: 'GET', route: '/healthz', status: 200, session: 'none', durationMs: expect.any(Number) });
    expect(lines.booking).toMatchObject({ method: 'GET', route: '/api/bookings/:id/full', status: 404, session: 'admin' });
    expect(lines.feed).toMatchObject({ method: 'GET', route: '/api/calendar/feed/:token', status: 404, session: 'none' });
    expect(lines.unknown).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    expect(lines.graphql).toMatchObject({ method: 'POST', route: 'graphql', status: 200, session: 'admin' });
    expect(lines.page).toMatchObject({ method: 'GET', route: '/{*rest}', status: 200 });
    // Patterns only: no id, no secret token, no query string.
    const logged = direct.text();
    for (const raw of [bookingId, feedToken, 'search=', 'Quentin', 'newsletter']) expect(logged).not.toContain(raw);
  });

  it('ignores an X-Request-Id a client sends without a trusted proxy in front', async () => {
    const answer = await new HttpSession(app.url).request('GET', '/healthz', undefined, { 'x-request-id': 'chosen-by-the-client' });
    expect(idOf(answer)).toMatch(UUID);
    await requestLine(direct, idOf(answer));
    expect(direct.text()).not.toContain('chosen-by-the-client');
  });

  it('takes the trusted proxy’s X-Request-Id when it is a sane token, and makes one otherwise', async () => {
    const fromProxy = 'edge-7f3a.2024:0001_b';
    const taken = await new HttpSession(behindProxy.url).request('GET', '/healthz', undefined, { 'x-request-id': fromProxy });
    expect(idOf(taken)).toBe(fromProxy);
    expect(await requestLine(proxied, fromProxy)).toMatchObject({ route: '/healthz', status: 200 });

    for (const insane of ['has spaces in it', 'x'.repeat(129), '{"injected":true}']) {
      const replaced = await new HttpSession(behindProxy.url).request('GET', '/healthz', undefined, { 'x-request-id': insane });
      expect(idOf(replaced)).toMatch(UUID);
      await requestLine(proxied, idOf(replaced));
      expect(proxied.text()).not.toContain(insane);
    }
  });
});

describe('what the log never holds', () => {
  it('tells admin, customer and no session apart, without the admin password, a session cookie or a customer’s e-mail', async () => {
    const email = `quentin.logsworth.${randomBytes(4).toString('hex')}@example.com`;
    const fullName = 'Quentin Logsworth';
    const signingIn = new HttpSession(app.url);
    const login = await signingIn.login(app.adminUsername, app.adminPassword);
    expect(login.status).toBe(200);
    const adminCookie = signingIn.cookie.slice('sid='.length);
    expect(adminCookie.length).toBeGreaterThan(16);

    const registered = await signingIn.request('POST', '/api/admin/customers', { fullName, email, mobile: '0412 345 678', address: '1 Log Lane', vehicleRego: 'QLW 301' });
    expect(registered.status).toBe(201);
    const [serviceId] = await createServices(signingIn, 1);
    const booking = await signingIn.request('POST', '/api/bookings', {
      fullName,
      email,
      mobile: '0412 345 678',
      date: '2030-06-17',
      time: '09:30',
      vehicleType: 'UTE',
      modelYear: 2024,
      vehicleRego: 'QLW 301',
      serviceIds: [serviceId],
      digitalSignature: `${fullName} signed`,
      termsAccepted: true,
    });
    expect(booking.status, booking.text).toBe(201);

    const portal = new HttpSession(app.url);
    const portalLogin = await portal.request('POST', '/api/customer/login', { vehicleRego: 'QLW 301', email });
    expect(portalLogin.status).toBe(200);
    const customerCookie = portal.cookie.slice('csid='.length);
    expect(customerCookie.length).toBeGreaterThan(16);
    const me = await portal.request('GET', '/api/customer/me');
    expect(me.json.customer.email).toBe(email);
    const search = await signingIn.request('GET', `/api/customers?search=${encodeURIComponent(email)}`);
    expect(search.json).toHaveLength(1);

    expect(await requestLine(direct, idOf(login))).toMatchObject({ route: '/api/auth/login', status: 200, session: 'none' });
    expect(await requestLine(direct, idOf(booking))).toMatchObject({ method: 'POST', route: '/api/bookings', status: 201, session: 'admin' });
    expect(await requestLine(direct, idOf(portalLogin))).toMatchObject({ route: '/api/customer/login', status: 200, session: 'none' });
    expect(await requestLine(direct, idOf(me))).toMatchObject({ route: '/api/customer/me', status: 200, session: 'customer' });
    expect(await requestLine(direct, idOf(search))).toMatchObject({ route: '/api/customers', status: 200, session: 'admin' });

    const logged = direct.text();
    expect(logged).not.toContain(app.adminPassword);
    expect(logged).not.toContain(adminCookie);
    expect(logged).not.toContain(customerCookie);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(encodeURIComponent(email));
    expect(logged).not.toContain(fullName);
  });
});

describe('GraphQL operation lines', () => {
  it('logs the operation’s name, type, duration and error codes under the request’s id, never its variables', async () => {
    const marker = `row-of-${randomBytes(6).toString('hex')}`;
    const refused = await new HttpSession(app.url).graphql('mutation ImportByStranger($csv: String!) { importCustomers(csv: $csv) { id } }', {
      csv: `fullName,email,mobile\n${marker},${marker}@example.com,0412 345 678\n`,
    });
    expect(refused.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const line = await until(() => direct.entries().find((e) => e.msg === 'graphql operation' && e.requestId === idOf(refused)), 'the operation line');
    expect(line).toMatchObject({ operationName: 'ImportByStranger', operationType: 'mutation', errorCodes: ['UNAUTHENTICATED'], durationMs: expect.any(Number) });

    const invalid = await admin.graphql('query Misspelt { bookngs { id } }');
    expect(invalid.status).toBe(400);
    const misspelt = await until(() => direct.entries().find((e) => e.msg === 'graphql operation' && e.requestId === idOf(invalid)), 'the invalid operation’s line');
    expect(misspelt).toMatchObject({ operationName: 'Misspelt', operationType: 'query', errorCodes: ['GRAPHQL_VALIDATION_FAILED'] });

    const unnamed = await admin.graphql('{ __typename }');
    const anonymous = await until(() => direct.entries().find((e) => e.msg === 'graphql operation' && e.requestId === idOf(unnamed)), 'the anonymous operation’s line');
    expect(anonymous).toMatchObject({ operationName: 'anonymous', operationType: 'query' });
    expect(anonymous.errorCodes).toBeUndefined();

    expect(direct.text()).not.toContain(marker);
  });
});

describe('error lines', () => {
  it('log an unplanned failure under the errorId the client was given, with the request’s id and the error', async () => {
    // Break a read model under the running product: the next read of it fails in a way nobody planned.
    await app.db.sql`alter table bookings rename to bookings_away`;
    try {
      const rest = await admin.request('GET', '/api/bookings');
      expect(rest.status).toBe(500);
      expect(rest.json).toEqual({ message: INTERNAL_ERROR, errorId: expect.stringMatching(UUID) });
      const graphql = await admin.graphql('query Bookings { bookings { id } }');
      const errorId = graphql.json.errors[0].extensions.errorId as string;
      expect(errorId).toMatch(UUID);

      for (const [answer, id, where] of [
        [rest, rest.json.errorId as string, 'GET /api/bookings failed'],
        [graphql, errorId, 'GraphQL bookings failed'],
      ] as const) {
        const line = direct.entries().find((e) => e.errorId === id);
        expect(line).toMatchObject({ level: 50, requestId: idOf(answer), msg: expect.stringContaining(where) });
        expect(line!.err.message).toMatch(/relation "bookings" does not exist/);
      }
      expect((await requestLine(direct, idOf(rest))).status).toBe(500);
      const operation = await until(() => direct.entries().find((e) => e.msg === 'graphql operation' && e.requestId === idOf(graphql)), 'the failed operation’s line');
      expect(operation).toMatchObject({ operationName: 'Bookings', errorCodes: ['INTERNAL_SERVER_ERROR'] });
    } finally {
      await app.db.sql`alter table bookings_away rename to bookings`;
    }
  });
});

describe('jobs a request queues', () => {
  const IMPORT = 'mutation Import($csv: String!) { importCustomers(csv: $csv) { id } }';
  const csv = () => `fullName,email,mobile\nIda Import,ida.${randomBytes(4).toString('hex')}@example.com,0412 345 678\n`;

  it('carry the request’s id into the worker’s line for the job (in-process queue)', async () => {
    const started = await admin.graphql(IMPORT, { csv: csv() });
    const importId = started.json.data.importCustomers.id as string;
    const line = await until(() => direct.entries().find((e) => e.jobId === `${IMPORT_JOB_PREFIX}${importId}` && e.msg.endsWith(' done')), 'the import job’s line');
    expect(line).toMatchObject({ queue: 'imports', jobName: 'import-customers', attempt: 1, requestId: idOf(started), durationMs: expect.any(Number) });
  });

  it('carry a trusted proxy’s request id through Redis into the worker’s line for the job (BullMQ)', async () => {
    const proxyAdmin = new HttpSession(behindProxy.url);
    expect((await proxyAdmin.login(behindProxy.adminUsername, behindProxy.adminPassword)).status).toBe(200);
    const requestId = `lb-${randomBytes(8).toString('hex')}`;
    const started = await proxyAdmin.request('POST', '/graphql', { query: IMPORT, variables: { csv: csv() } }, { 'x-request-id': requestId });
    expect(idOf(started)).toBe(requestId);
    const importId = started.json.data.importCustomers.id as string;
    const line = await until(() => proxied.entries().find((e) => e.jobId === `${IMPORT_JOB_PREFIX}${importId}` && e.msg.endsWith(' done')), 'the import job’s line', 30_000);
    expect(line).toMatchObject({ queue: 'imports', jobName: 'import-customers', requestId });
  });
});
