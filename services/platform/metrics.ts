import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventStore } from '../eventstore/EventStore.js';
import type { DatabasePool } from './database.js';

/** Seconds, from a cache hit to a slow report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Events in one append: one, a command's few, an import's thousands. */
const BATCH_BUCKETS = [1, 2, 5, 10, 25, 100, 1_000, 10_000, 100_000];

/** Operation names a client may choose: past this many distinct ones, new names count as `other`. */
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A figure read at scrape time that takes longer is left out of that scrape (Redis or the database down). */
const READ_TIMEOUT_MS = 2_000;

/** Which sign-in refused someone: the admin login, the portal's (plate and e-mail), its one-time link, a demo account's. */
export type LoginKind = 'admin' | 'portal' | 'portal-link' | 'demo';
/** Why: wrong credentials (or a link that no longer works), or too many attempts. */
export type LoginRefusal = 'credentials' | 'rate-limited';

export interface ProjectionLagReading {
  name: string;
  eventsBehind: number | null;
  secondsBehind: number | null;
}

export interface QueueReading {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * One process's metrics, in a registry of its own (tests run several apps in one process). Every
 * label value is bounded: routes are patterns, operation names are capped, projections and queues
 * are the registered ones; never a URL, an id, a token or anything personal.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'detailing_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, until the answer was sent.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly graphqlDuration = new Histogram({
    name: 'detailing_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name (anonymous, or other for invalid, unparsed or too many distinct names).',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly appendDuration = new Histogram({
    name: 'detailing_eventstore_append_duration_seconds',
    help: 'Event store appends (append: one stream; appendMany: a batch of streams in one transaction), refused ones included.',
    labelNames: ['call'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly appendEvents = new Histogram({
    name: 'detailing_eventstore_append_events',
    help: 'Events per successful event store append.',
    labelNames: ['call'] as const,
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });

  private readonly loginRefusals = new Counter({
    name: 'detailing_login_refusals_total',
    help: 'Sign-ins refused, by sign-in (admin, portal, portal-link, demo) and reason (credentials, rate-limited).',
    labelNames: ['login', 'reason'] as const,
    registers: [this.registry],
  });

  private readonly rateLimitHits = new Counter({
    name: 'detailing_rate_limit_hits_total',
    help: 'Attempts a rate limiter refused, by limiter.',
    labelNames: ['limiter'] as const,
    registers: [this.registry],
  });

  private readonly operationNames = new Set<string>();
  /** Figures whose last read failed: said once per outage, not once per scrape. */
  private readonly failing = new Set<string>();

  constructor(private readonly log: (message: string, error?: unknown) => void = () => {}) {
    // Process memory and CPU, heap, event-loop delay, garbage collection.
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text Prometheus reads, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  observeHttp(method: string, route: string, status: number, seconds: number): void {
    const statusClass = status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
    this.httpDuration.observe({ method: METHODS.has(method) ? method : 'other', route, status: statusClass }, seconds);
  }

  /** `operation` null: the request named no valid operation (it did not parse or validate). */
  observeGraphql(operation: { name: string | null } | null, seconds: number): void {
    this.graphqlDuration.observe({ operation: operation ? this.operationLabel(operation.name) : 'other' }, seconds);
  }

  loginRefused(login: LoginKind, reason: LoginRefusal): void {
    this.loginRefusals.inc({ login, reason });
  }

  rateLimited(limiter: string): void {
    this.rateLimitHits.inc({ limiter });
  }

  /**
   * Times every append of `store` and counts its events, replacing the instance's `append` and
   * `appendMany` with ones that call the originals: the store's behaviour and identity (its class,
   * which callers test for) stay as they were.
   */
  measureAppends(store: EventStore): void {
    const append = store.append.bind(store);
    const appendMany = store.appendMany.bind(store);
    store.append = async (streamId, events, expectedVersion, context) => {
      const stop = this.appendDuration.startTimer({ call: 'append' });
      try {
        const result = await append(streamId, events, expectedVersion, context);
        this.appendEvents.observe({ call: 'append' }, events.length);
        return result;
      } finally {
        stop();
      }
    };
    store.appendMany = async (items) => {
      const stop = this.appendDuration.startTimer({ call: 'appendMany' });
      try {
        const results = await appendMany(items);
        this.appendEvents.observe({ call: 'appendMany' }, items.reduce((count, item) => count + item.events.length, 0));
        return results;
      } finally {
        stop();
      }
    };
  }

  /** Per read model, the events and seconds behind the head, read at each scrape. */
  projectionLag(read: () => Promise<readonly ProjectionLagReading[]>): void {
    const shared = oncePerScrape(() => this.reading('projection lag', read));
    const gauge = (name: string, help: string, value: (r: ProjectionLagReading) => number | null) => {
      const g: Gauge<'projection'> = new Gauge({
        name,
        help,
        labelNames: ['projection'] as const,
        registers: [this.registry],
        collect: async () => {
          g.reset();
          for (const reading of (await shared()) ?? []) {
            const v = value(reading);
            if (v !== null) g.set({ projection: reading.name }, v);
          }
        },
      });
    };
    gauge('detailing_projection_events_behind', 'Events after the read model’s checkpoint, counted up to 10,000 (or READY_MAX_LAG_EVENTS where larger); none on EventStoreDB.', (r) => r.eventsBehind);
    gauge('detailing_projection_seconds_behind', 'How long the first events the read model has not applied have waited (0 when none waits).', (r) => r.secondsBehind);
  }

  /** Per queue, its waiting, active, delayed and failed jobs, read at each scrape. */
  jobQueues(read: () => Promise<readonly QueueReading[]>): void {
    const g: Gauge<'queue' | 'state'> = new Gauge({
      name: 'detailing_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      collect: async () => {
        g.reset();
        for (const { queue, waiting, active, delayed, failed } of (await this.reading('job queues', read)) ?? []) {
          for (const [state, count] of Object.entries({ waiting, active, delayed, failed })) g.set({ queue, state }, count);
        }
      },
    });
  }

  /** The database pool's size and its open connections (see `DatabasePool`). */
  databasePool(pool: DatabasePool): void {
    new Gauge({ name: 'detailing_db_pool_max', help: 'Connections the database pool may open.', registers: [this.registry] }).set(pool.max);
    const open: Gauge = new Gauge({
      name: 'detailing_db_pool_open',
      help: 'Connections the database pool holds open now: one is opened when a query finds none idle, and closed after 30 s unused (PGlite: 1).',
      registers: [this.registry],
      collect: () => void open.set(pool.open()),
    });
  }

  /** A figure for this scrape, or null (the gauge then shows nothing) when it cannot be read in time. */
  private async reading<T>(what: string, read: () => Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
      });
      const value = await Promise.race([read(), late]);
      if (this.failing.delete(what)) this.log(`metrics: ${what} can be read again`);
      return value;
    } catch (error) {
      if (!this.failing.has(what)) this.log(`metrics: ${what} could not be read`, error);
      this.failing.add(what);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private operationLabel(name: string | null): string {
    if (!name) return 'anonymous';
    if (name.length > 64 || !OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}

/** Calls made together (the gauges of one scrape) share one read. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** A listener of its own serving only `GET /metrics` (never the public port: figures are for the operator). */
export async function serveMetrics(metrics: Metrics, host: string, port: number, log: (message: string, error?: unknown) => void): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed');
    metrics.exposition().then(
      ({ contentType, text }) => void res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log('metrics could not be collected', error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
