import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { freshPostgres, postgresUrl } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { projectionLeases } from '../platform/checkpoints.js';
import { Leases } from '../platform/leases.js';
import { Readiness } from './readiness.js';

// What an operator reads of a running process: Prometheus metrics on METRICS_PORT (never on the
// public port) and /readyz, which the proxy asks before sending a replica traffic. A read model is
// held back on purpose, by a lease a fake owner holds while events are appended.

const MAX_LAG = 3;
let app: TestApp;
let admin: HttpSession;
let serviceIds: number[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_PORT: '0', LEASE_RETRY_MS: '100', READY_MAX_LAG_EVENTS: String(MAX_LAG) } });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  serviceIds = await createServices(admin, 1);
});

afterAll(async () => {
  await app?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(app.metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** One series' value, by its name and its exact labels; undefined when the text has no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const found = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!found || found[1] !== name) continue;
    const got = Object.fromEntries([...(found[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(got).length && wanted.every(([key, value]) => got[key] === value)) return Number(found[3]);
  }
  return undefined;
}

/** The sum of one series over every label set, as Prometheus's `sum()` would give it. */
const total = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

async function book(): Promise<string> {
  const created = await admin.request('POST', '/api/bookings', {
    fullName: 'Mira Metrics',
    email: `mira.${randomBytes(4).toString('hex')}@example.com`,
    mobile: '0400 000 123',
    date: '2027-05-03',
    time: '10:00',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2023,
    serviceIds,
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

const readyz = async () => {
  const response = await fetch(`${app.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; unreachable?: string[]; behind?: { name: string; eventsBehind: number; secondsBehind: number }[]; maxLagEvents?: number } };
};

describe('the metrics listener', () => {
  it('serves the Prometheus text on METRICS_PORT, on this host only, and nothing else there; the public port answers 404', async () => {
    const where = new URL(app.metricsUrl!);
    expect(where.hostname).toBe('127.0.0.1');
    expect(where.port).not.toBe(new URL(app.url).port);
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/', where))).status).toBe(404);
    expect((await fetch(app.metricsUrl!, { method: 'POST' })).status).toBe(405);

    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const max = sample(text, 'detailing_db_pool_max')!;
    expect(max).toBeGreaterThan(1);
    expect(sample(text, 'detailing_db_pool_open')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'detailing_db_pool_open')).toBeLessThanOrEqual(max);
  });

  it('counts appends and their events when a booking is made', async () => {
    const before = await scrape();
    await book();
    const after = await scrape();
    for (const series of ['detailing_eventstore_append_duration_seconds_count', 'detailing_eventstore_append_events_count']) {
      expect(total(after, series), series).toBeGreaterThan(total(before, series));
    }
    // A booking is several events (its customer's registration, the claims of its day and person), in one batch or more.
    expect(total(after, 'detailing_eventstore_append_events_sum') - total(before, 'detailing_eventstore_append_events_sum')).toBeGreaterThanOrEqual(2);
  });

  it('times a request by its route pattern, never by its URL: no id or feed token becomes a label', async () => {
    const bookingId = await book();
    expect((await admin.request('GET', `/api/bookings/${bookingId}/full`)).status).toBe(200);
    // A path no route takes is counted as unmatched, its id left behind too.
    expect((await admin.request('GET', `/api/bookings/${bookingId}/nothing-here`)).status).toBe(404);
    const token = randomBytes(24).toString('base64url');
    const feed = await fetch(`${app.url}/api/calendar/feed/${token}`);
    const text = await scrape();
    expect(sample(text, 'detailing_http_request_duration_seconds_count', { method: 'GET', route: '/api/bookings/:id/full', status: '2xx' })).toBe(1);
    expect(sample(text, 'detailing_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'detailing_http_request_duration_seconds_count', { method: 'GET', route: '/api/calendar/feed/:token', status: `${Math.floor(feed.status / 100)}xx` })).toBe(1);
    expect(sample(text, 'detailing_http_request_duration_seconds_count', { method: 'POST', route: '/api/bookings', status: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(bookingId);
    expect(text).not.toContain(token);
  });

  it('times a GraphQL operation by its name; anonymous and invalid ones share a label each', async () => {
    expect((await admin.graphql('query MetricsProbe { projections { name } }')).status).toBe(200);
    await admin.graphql('{ projections { name } }');
    await admin.graphql('query NoSuchField123 { noSuchField }');
    const text = await scrape();
    expect(sample(text, 'detailing_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' })).toBe(1);
    expect(sample(text, 'detailing_graphql_operation_duration_seconds_count', { operation: 'anonymous' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'detailing_graphql_operation_duration_seconds_count', { operation: 'other' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('NoSuchField123');
    expect(sample(text, 'detailing_http_request_duration_seconds_count', { method: 'POST', route: 'graphql', status: '2xx' })).toBeGreaterThanOrEqual(2);
  });

  it('counts refused sign-ins, by reason, and the login limiter’s refusals', async () => {
    const before = await scrape();
    const stranger = new HttpSession(app.url);
    const answers: number[] = [];
    // The name-at-address limit is 10 a minute: the eleventh wrong password is refused before it is checked.
    for (let i = 0; i < 11; i++) answers.push((await stranger.login('mallory', 'not-the-password')).status);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('detailing_login_refusals_total', { login: 'admin', reason: 'credentials' })).toBe(10);
    expect(delta('detailing_login_refusals_total', { login: 'admin', reason: 'rate-limited' })).toBe(1);
    expect(delta('detailing_rate_limit_hits_total', { limiter: 'login' })).toBe(1);
  });

  it('gives every queue’s waiting, active, delayed and failed jobs, as the Operations screen shows them', async () => {
    const answer = await admin.graphql('{ jobQueues { queue waiting active delayed failed } }');
    expect(answer.json.errors, answer.text).toBeUndefined();
    const queues = answer.json.data.jobQueues as { queue: string; waiting: number; active: number; delayed: number; failed: number }[];
    expect(queues.map((q) => q.queue)).toEqual(['invoices', 'sms', 'imports', 'portal', 'reminders']);
    const text = await scrape();
    for (const { queue, ...states } of queues) {
      for (const [state, count] of Object.entries(states)) expect(sample(text, 'detailing_queue_jobs', { queue, state }), `${queue} ${state}`).toBe(count);
    }
  });
});

describe('readiness, with a read model held back on purpose', () => {
  it('answers 503 naming the read model while it is more than READY_MAX_LAG_EVENTS behind, and 200 once it caught up', async () => {
    await until(async () => (await readyz()).status === 200, 'the replica to be ready');
    expect((await readyz()).body).toEqual({ status: 'ready' });
    // Liveness is another question: it stays 200 throughout.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    // A fake owner takes the bookings read model's lease while this process lets its leases go, and keeps it.
    await app.runner.stop();
    const fake = Leases.open(app.db, { label: 'fake owner', retryMs: 100 });
    try {
      await fake.want(new Map([['bookings', { acquired: async () => {}, lost: async () => {} }]]));
      await app.runner.start();
      expect((await projectionLeases(app.db.sql)).find((l) => l.name === 'bookings')?.holder).toBe('fake owner');

      // Events every read model reads past, through commands that wait for the catalog alone.
      for (let i = 0; i < MAX_LAG + 2; i++) {
        const created = await admin.request('POST', '/api/vehicle-types', { name: `Held back ${i}`, description: null });
        expect(created.status, created.text).toBe(201);
      }
      const held = await until(async () => {
        const answer = await readyz();
        return answer.status === 503 && answer.body.behind?.length === 1 && answer.body;
      }, 'readiness to name the one read model held back');
      expect(held).toEqual({
        status: 'not ready',
        behind: [{ name: 'bookings', eventsBehind: expect.any(Number), eventsBehindCapped: false, secondsBehind: expect.any(Number) }],
        maxLagEvents: MAX_LAG,
      });
      expect(held.behind![0]!.eventsBehind).toBeGreaterThanOrEqual(MAX_LAG + 2);
      expect(held.behind![0]!.secondsBehind).toBeGreaterThan(0);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

      const text = await scrape();
      expect(sample(text, 'detailing_projection_events_behind', { projection: 'bookings' })).toBeGreaterThanOrEqual(MAX_LAG + 2);
      expect(sample(text, 'detailing_projection_seconds_behind', { projection: 'bookings' })).toBeGreaterThan(0);
      expect(sample(text, 'detailing_projection_events_behind', { projection: 'vehicleTypes' })).toBeDefined();

      // The Operations screen reads the same lag.
      const screen = await admin.graphql('{ projections { name eventsBehind secondsBehind state } }');
      const bookings = (screen.json.data.projections as { name: string; eventsBehind: number; secondsBehind: number; state: string }[]).find((p) => p.name === 'bookings')!;
      expect(bookings.state).toBe('BEHIND');
      expect(bookings.eventsBehind).toBeGreaterThanOrEqual(MAX_LAG + 2);
      expect(bookings.secondsBehind).toBeGreaterThan(0);
    } finally {
      await fake.close();
    }

    // The lease comes back to this process, which catches up.
    const caughtUp = await until(async () => {
      const text = await scrape();
      return sample(text, 'detailing_projection_events_behind', { projection: 'bookings' }) === 0 && text;
    }, 'the bookings read model to catch up');
    expect(sample(caughtUp, 'detailing_projection_seconds_behind', { projection: 'bookings' })).toBe(0);
    await until(async () => (await readyz()).status === 200, 'the replica to be ready again');
    expect((await readyz()).body).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the database while it refuses connections, and 200 again once it takes them', async () => {
    // On a database of its own: cutting every connection of the running app's would test how
    // each of its parts reconnects, not readiness.
    const pg = await freshPostgres();
    const name = new URL(pg.url).pathname.slice(1);
    const server = postgres(await postgresUrl(), { max: 1, onnotice: () => {} });
    const readiness = new Readiness({ db: pg.db, redisPing: null, lag: async () => [], maxLagEvents: MAX_LAG, timeoutMs: 1_000 });
    try {
      expect(await readiness.check()).toEqual({ status: 'ready' });
      await server.unsafe(`alter database ${name} allow_connections false`);
      await server`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      expect(await readiness.check()).toEqual({ status: 'not ready', unreachable: ['database'] });
      await server.unsafe(`alter database ${name} allow_connections true`);
      await until(async () => (await readiness.check()).status === 'ready', 'the database to answer again');
    } finally {
      await server.unsafe(`alter database ${name} allow_connections true`);
      await server.end({ timeout: 1 });
      await pg.drop();
    }
  });
});

describe('a process without the api role', () => {
  it('serves its metrics too, and closes the listener when it stops', async () => {
    const projector = await startTestApp({ roles: ['projector'], env: { METRICS_PORT: '0' } });
    let closed = false;
    try {
      expect(projector.server).toBeNull();
      const response = await fetch(projector.metricsUrl!);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(sample(text, 'detailing_projection_events_behind', { projection: 'bookings' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'detailing_queue_jobs', { queue: 'sms', state: 'failed' })).toBe(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      await projector.close();
      closed = true;
      await expect(fetch(projector.metricsUrl!)).rejects.toThrow();
    } finally {
      if (!closed) await projector.close();
    }
  });
});
