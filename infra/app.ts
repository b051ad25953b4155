import { randomBytes } from 'node:crypto';
import { DEFAULT_BUSINESS_NAME } from '@detailing/schema';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { BullMqJobQueue } from '@detailing/workers/queue/BullMqJobQueue';
import { InProcessJobQueue } from '@detailing/workers/queue/InProcessJobQueue';
import { graphqlSchemaOnce } from './schemaOnce.js';
import { startWorker } from './worker.js';
import { backupSource } from './backup/backup.js';
import { backupSocketPath, serveBackups } from './backup/backupSocket.js';
import { migrateIdempotency } from '@detailing/services/api/idempotency';
import { createApiServer } from '@detailing/services/api/server';
import { LiveChanges } from '@detailing/services/api/liveChanges';
import type { ApiServices } from '@detailing/services/api/services';
import type { BlobStore } from '@detailing/services/blobs/BlobStore';
import { copyBlobFiles } from '@detailing/services/blobs/copyBlobFiles';
import { FileBlobStore } from '@detailing/services/blobs/FileBlobStore';
import { migrateBlobs, SqlBlobStore } from '@detailing/services/blobs/SqlBlobStore';
import { UploadSpool } from '@detailing/services/blobs/uploadSpool';
import { BookingCommands } from '@detailing/services/bookings/BookingCommands';
import { backfillQuotes } from '@detailing/services/bookings/quoteBackfill';
import { servicesAsOf, sqlCatalogLookup } from '@detailing/services/catalog/published';
import { CatalogCommands } from '@detailing/services/catalog/CatalogCommands';
import { CalendarCommands } from '@detailing/services/calendar/CalendarCommands';
import { CalendarFeeds } from '@detailing/services/calendar/feedServer';
import { seedStarterCatalog } from '@detailing/services/catalog/starterCatalog';
import {
  assignCustomersToBookings,
  CustomerCommands,
  CustomerImports,
  type ImportPorts,
  migrateCustomerImports,
  sqlCustomerLookup,
  TextMessageCommands,
  defaultPortalLinkTemplate,
  migrateContactChanges,
  migratePortalLinks,
  OwnProfileEdits,
  PORTAL_LINK_TEMPLATE_ID,
  PortalLinks,
  portalMessages,
} from '@detailing/services/customers/published';
import { portalTextJob } from '@detailing/workers/portal/processors';
import { currentLogoBytes, sqlSettingsLookup } from '@detailing/services/settings/published';
import { type CustomerDirectory, sqlBookingLookup } from '@detailing/services/bookings/published';
import { importJob } from '@detailing/workers/imports/processors';
import { customerImportPorts } from './customerImportPorts.js';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { ErasureCompaction } from '@detailing/services/eventstore/erasureCompaction';
import { ErasureLedger } from '@detailing/services/eventstore/erasureLedger';
import { PersonalDataVault } from '@detailing/services/eventstore/personalData';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter, reportingRefusals } from '@detailing/services/identity/rateLimiter';
import { CustomerSessions, endSessionsOfDeletedCustomer, migrateCustomerSessions } from '@detailing/services/identity/customerSessions';
import { migrateSessions, Sessions } from '@detailing/services/identity/sessions';
import { ensureAdmin, migrateUsers } from '@detailing/services/identity/users';
import { InvoiceCommands } from '@detailing/services/invoicing/InvoiceCommands';
import { ProjectionLag } from '@detailing/services/operations/projectionLag';
import { ProjectionStatuses } from '@detailing/services/operations/projectionStatuses';
import { Readiness } from '@detailing/services/operations/readiness';
import { type Clock, systemClock } from '@detailing/services/platform/clock';
import { type Config, erasureLedgerFile } from '@detailing/services/platform/config';
import { type Database, openDatabase } from '@detailing/services/platform/database';
import { Leases } from '@detailing/services/platform/leases';
import { Metrics, serveMetrics } from '@detailing/services/platform/metrics';
import { createLogger, type Log, type Logger, logThrough } from '@detailing/services/platform/logger';
import { DomainError } from '@detailing/services/platform/errors';
import { projectionLeases } from '@detailing/services/platform/checkpoints';
import { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';
import { AnswerCache } from '@detailing/services/api/answerCache';
import { SettingsCommands } from '@detailing/services/settings/SettingsCommands';
import { businessTimeZone, getBusinessInfo, publicBookingsPerPerson, selfServiceCutoffHours } from '@detailing/services/settings/queries';
import { SettingsKey } from '@detailing/services/settings/settingsKey';
import { smsSenderFor } from '@detailing/services/settings/sms/TwilioSmsSender';
import { mailerFor } from '@detailing/services/platform/mailer';

export type Role = 'api' | 'projector' | 'worker';

export interface RunningApp {
  url: string | null;
  /** The HTTP server (null without the api role); tests walk its routes. */
  server: Server | null;
  db: Database;
  store: EventStore;
  /** The personal data of the store's events: erasure and pseudonyms. */
  vault: PersonalDataVault;
  runner: ProjectionRunner;
  /** The API's invoicing commands (null without the api role), for callers inside this process. */
  invoices: InvoiceCommands | null;
  /** On the embedded store, what takes erased data off its files (null on PostgreSQL). */
  compaction: ErasureCompaction | null;
  /** Where this process serves its metrics (`METRICS_PORT`), or null without it. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

export interface StartOptions {
  roles: readonly Role[];
  webDist?: string;
  /** Use this database instead of opening one from the configuration (tests). */
  db?: Database;
  /** The process's logger (infra/main.ts makes it); without one, a logger as LOG_LEVEL says. Request and GraphQL lines go to it. */
  logger?: Logger;
  /** Where everything else is logged; by default through `logger`. Tests pass their own. */
  log?: Log;
  /** Tests put a failure between two of an import's steps by wrapping its ports (the real ones inside). */
  wrapImportPorts?: (ports: ImportPorts) => ImportPorts;
  /** The bookings' clock (their "today" in the business time zone); tests set the hour near midnight. */
  clock?: Clock;
  /** How long after an erasure the embedded store compacts (`COMPACTION_DELAY_MS`); tests shorten it. */
  compactionDelayMs?: number;
}

const PUBLIC_BOOKINGS_PER_10_MINUTES = 20;

/** Wires one process: the parts named in `roles`, on the database and stores the configuration names. */
export async function startApp(config: Config, options: StartOptions): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config);
  const log = options.log ?? logThrough(logger);
  const cleanups: (() => Promise<unknown>)[] = [];
  const db = options.db ?? (await openDatabase(config));
  if (!options.db) cleanups.push(() => db.close());
  try {
    // The store seals personal fields with it and migrates it; commands erase through it.
    const vault = new PersonalDataVault(db, undefined, new ErasureLedger(erasureLedgerFile(config)));
    const store = await openEventStore(config, db, vault);
    cleanups.push(() => store.close());
    // The process's figures, whatever its roles, in a registry of its own (tests run several apps in one process).
    const metrics = new Metrics(log);
    metrics.measureAppends(store);
    metrics.databasePool(db.pool);
    const lag = new ProjectionLag({ db, store, names: allProjectors.map((p) => p.name), cap: Math.max(10_000, config.READY_MAX_LAG_EVENTS) });
    metrics.projectionLag(() => lag.current());
    // One lease connection per process, for its projections and its reactor (opened only if either starts).
    const leases = Leases.open(db, { retryMs: config.LEASE_RETRY_MS, log });
    cleanups.push(() => leases.close());
    const runner = new ProjectionRunner(db, store, allProjectors, log, { leases });
    // Redis when configured; otherwise jobs run in this process, made durable by the reactor's checkpoint.
    // Scheduled jobs (reminders) are timed by the bookings' clock.
    const queue = config.REDIS_URL
      ? new BullMqJobQueue(config.REDIS_URL, config.QUEUE_PREFIX, { log, lockMs: config.JOB_LOCK_MS, clock: options.clock })
      : new InProcessJobQueue(db, { log, clock: options.clock });
    cleanups.push(() => queue.close());
    metrics.jobQueues(() => queue.counts());
    await migrate(db, async () => {
      await store.migrate();
      await migrateUsers(db.sql);
      await migrateSessions(db.sql);
      await migrateCustomerSessions(db.sql);
      await migrateIdempotency(db.sql);
      await runner.migrate();
      await migrateCustomerImports(db.sql);
      await migratePortalLinks(db.sql);
      await migrateContactChanges(db.sql);
      // Blobs are in the database only where it is shared; the embedded one keeps them on disk.
      if (config.DATABASE_URL) await migrateBlobs(db.sql);
      if (queue instanceof InProcessJobQueue) await queue.migrate();
    });

    if (options.roles.includes('projector')) {
      await runner.start();
      cleanups.push(() => runner.stop());
    }

    // Commands answer once their read models caught up; the API and the worker both issue commands.
    const waiter = new ProjectionWaiter(db);
    await waiter.start();
    cleanups.push(() => waiter.stop());
    const compaction = db.kind === 'pglite' ? new ErasureCompaction({ db, store, readModels: allProjectors.map((p) => p.name), delayMs: options.compactionDelayMs, log }) : null;
    if (compaction) {
      vault.onErased(() => compaction.erased());
      await compaction.start();
      cleanups.push(() => compaction.stop());
    }
    // Every role seeds (once per store, whichever process comes first), so none serves an empty catalog.
    await seedStarterCatalog({ store, clock: systemClock, waiter, log });
    const timeZone = () => businessTimeZone(db.sql);
    // On a shared PostgreSQL every replica must serve what any of them stored: blobs live there,
    // and the files an earlier single-process installation kept are copied in once.
    const blobFolder = path.resolve(config.DATA_DIR, 'blobs');
    let blobs: BlobStore;
    if (config.DATABASE_URL) {
      blobs = new SqlBlobStore(db);
      await copyBlobFiles(blobFolder, blobs, log);
    } else {
      blobs = new FileBlobStore(blobFolder);
    }
    // Only this process can open its embedded store: `npm run backup` asks it for the archive.
    if (db.kind === 'pglite' && !options.db) {
      cleanups.push(await serveBackups({ socketPath: backupSocketPath(config.DATA_DIR), source: () => backupSource(config, db, true), log }));
    }
    const invoices = new InvoiceCommands({
      db,
      store,
      waiter,
      clock: systemClock,
      timeZone,
      businessInfo: () => getBusinessInfo(db.sql),
      logo: () => currentLogoBytes(db.sql, blobs),
    });

    const catalogLookup = sqlCatalogLookup(db.sql);
    const bookingLookup = sqlBookingLookup(db.sql);
    // Bookings find or register their customer; deleting a customer deletes their bookings.
    const customerDirectory: CustomerDirectory = {
      findOrRegister: (profile, o) => customers.findOrRegister(profile, o),
      decideFirstRegistration: (profile, o) => customers.decideFirstRegistration(profile, o),
    };
    const clock = options.clock ?? systemClock;
    const bookings: BookingCommands = new BookingCommands({
      db,
      store,
      waiter,
      clock,
      timeZone,
      blobs,
      catalog: catalogLookup,
      customers: customerDirectory,
      pseudonym: (text) => vault.pseudonym(text),
      publicBookingsPerPerson: () => publicBookingsPerPerson(db.sql),
      selfService: async () => {
        const [cutoffHours, { businessPhone }] = await Promise.all([selfServiceCutoffHours(db.sql), getBusinessInfo(db.sql)]);
        return { cutoffHours, businessPhone };
      },
    });
    const customers: CustomerCommands = new CustomerCommands({
      db,
      store,
      waiter,
      clock: systemClock,
      vault,
      bookings,
      bookingLookup,
      endPortalSessions: (customerId) => endSessionsOfDeletedCustomer(db, customerId),
    });

    if (options.roles.includes('worker')) {
      const ports = customerImportPorts({ customers, bookings, bookingLookup, store, waiter });
      const importPorts = options.wrapImportPorts ? options.wrapImportPorts(ports) : ports;
      const worker = await startWorker({ config, db, store, queue, invoices, importPorts, leases, waiter, clock, log });
      cleanups.push(() => worker.stop());
    }

    let url: string | null = null;
    let server: Server | null = null;
    if (options.roles.includes('api')) {
      const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
      if (redis) {
        // ioredis reconnects by itself; say so once per outage, not once per attempt.
        let down = false;
        redis.on('error', (error) => {
          if (!down) log(`Redis unreachable for rate limits (${error.message}); retrying`);
          down = true;
        });
        redis.on('ready', () => {
          if (down) log('Redis reachable again');
          down = false;
        });
        cleanups.push(async () => redis.disconnect());
      }
      // Under QUEUE_PREFIX like the queues, so installations sharing one Redis never share counters.
      const limiter = (windowMs: number, name: string): RateLimiter =>
        reportingRefusals(redis ? redisRateLimiter(redis, windowMs, `${config.QUEUE_PREFIX}:ratelimit:${name}`) : memoryRateLimiter(windowMs), () =>
          metrics.rateLimited(name.replace(/:$/, '')),
        );
      const publicBookings = limiter(10 * 60_000, 'bookings:');

      const sessions = new Sessions(db, config.SESSION_TTL_HOURS);
      await sessions.start();
      cleanups.push(() => sessions.stop());
      const customerSessions = new CustomerSessions(db, { idleMinutes: config.CUSTOMER_SESSION_IDLE_MINUTES, maxHours: config.CUSTOMER_SESSION_MAX_HOURS }, log);
      await customerSessions.start();
      cleanups.push(() => customerSessions.stop());

      const live = new LiveChanges(db);
      await live.start();
      cleanups.push(() => live.stop());

      const projections = new ProjectionStatuses({
        db,
        store,
        projections: allProjectors.map(({ name, version }) => ({ name, version })),
        leases: () => projectionLeases(db.sql),
        log,
      });
      await projections.start();
      cleanups.push(() => projections.stop());

      const mailer = mailerFor(config);
      if (mailer) cleanups.push(async () => mailer.close());
      const settingsLookup = sqlSettingsLookup(db.sql, SettingsKey.fromConfig(config));
      const ownProfile = new OwnProfileEdits({
        db,
        clock,
        customers,
        mailer,
        async smsSender() {
          const account = await settingsLookup.smsConfig();
          return account?.isConfigured ? smsSenderFor(account, config.TWILIO_API_BASE_URL) : null;
        },
        businessName: async () => (await getBusinessInfo(db.sql)).businessName.trim() || DEFAULT_BUSINESS_NAME,
        codes: limiter(60 * 60_000, 'contact-codes:'),
        log,
      });
      cleanups.push(() => ownProfile.close());

      const uploads = await UploadSpool.open(path.resolve(config.DATA_DIR, 'uploads'));
      cleanups.push(() => uploads.close());
      // Bookings from before customers get theirs, in the background (idempotent; every API process runs it).
      const backfill = assignCustomersToBookings({ customers, bookings, lookup: bookingLookup, log }).catch((error) => log('Assigning customers to bookings failed; the next start retries', error));
      cleanups.push(() => backfill);
      // Bookings from before quotes get theirs, at the catalog of their day (idempotent; every API process runs it).
      const quotes = backfillQuotes({ sql: db.sql, store, bookings, servicesAt: servicesAsOf(store), log }).catch((error) =>
        log('Recording the quotes of bookings from before quotes failed; the next start retries', error),
      );
      cleanups.push(() => quotes);
      const services: ApiServices = {
        config,
        db,
        store,
        vault,
        live,
        jobs: queue,
        projections,
        readiness: new Readiness({ db, redisPing: redis && (() => redis.ping()), lag: () => lag.current(), maxLagEvents: config.READY_MAX_LAG_EVENTS, log }),
        metrics,
        textMessages: new TextMessageCommands({ store, clock: systemClock }),
        portalLinks: new PortalLinks({
          db,
          clock: systemClock,
          async startJob(job) {
            const queued = queue.enqueue([portalTextJob(job)]);
            // The embedded queue runs the job inside `enqueue`; a refusal is read from the link's row.
            if (queue instanceof InProcessJobQueue) await queued.catch(() => {});
            else await queued;
          },
          async cannotSend() {
            const settings = sqlSettingsLookup(db.sql, SettingsKey.fromConfig(config));
            if (!(await settings.smsConfig())?.isConfigured) return portalMessages.smsNotConfigured;
            const template = (await settings.smsTemplate(PORTAL_LINK_TEMPLATE_ID)) ?? defaultPortalLinkTemplate;
            return template.enabled ? null : portalMessages.templateOff;
          },
        }),
        customerImports: new CustomerImports({
          db,
          async startJob(importId) {
            const queued = queue.enqueue([importJob(importId)]);
            // The embedded queue runs a job to its end inside `enqueue`: the import must not wait for it.
            if (queue instanceof InProcessJobQueue) void queued.catch((error) => log(`customer import ${importId} failed`, error));
            else await queued;
          },
        }),
        blobs,
        uploads,
        catalogLookup,
        timeZone,
        clock,
        bookings,
        customers,
        customerLookup: sqlCustomerLookup(db.sql),
        ownProfile,
        catalog: new CatalogCommands({ db, store, waiter, clock: systemClock, blobs }),
        invoices,
        settings: new SettingsCommands({
          db,
          store,
          waiter,
          clock: systemClock,
          blobs,
          key: SettingsKey.fromConfig(config),
          smsSender: (account) => smsSenderFor(account, config.TWILIO_API_BASE_URL),
        }),
        sessions,
        customerSessions,
        answers: new AnswerCache(() => waiter.readModelsStamp()),
        loginAttempts: limiter(60_000, 'login:'),
        registrations: limiter(60 * 60_000, 'registrations:'),
        calendar: new CalendarCommands({ db, store, waiter, clock: systemClock, catalog: catalogLookup, appDomain: async () => (await getBusinessInfo(db.sql)).appDomain }),
        calendarFeeds: new CalendarFeeds({ db, clock: systemClock }),
        calendarFeedRequests: limiter(60_000, 'calendar-feed:'),
        async publicBookingLimit(ip) {
          // Counted and checked in one step: concurrent bookings cannot all pass on the same old count.
          if (!(await publicBookings.take(`ip:${ip}`, PUBLIC_BOOKINGS_PER_10_MINUTES)).allowed) {
            throw new DomainError('RATE_LIMITED', 'Too many bookings from this address. Please try again later.');
          }
        },
      };

      const admin = await ensureAdmin(db.sql, {
        username: config.ADMIN_USERNAME,
        password: config.ADMIN_PASSWORD,
        generate: () => randomBytes(12).toString('base64url'),
      });
      if (admin.generatedPassword) {
        log(`Created the admin user "${config.ADMIN_USERNAME}" with the password ${admin.generatedPassword} (shown once; set ADMIN_PASSWORD to choose your own).`);
      } else if (admin.created) {
        log(`Created the admin user "${config.ADMIN_USERNAME}".`);
      }

      const api = await createApiServer(services, await graphqlSchemaOnce(), { webDist: options.webDist, log, logger });
      await new Promise<void>((resolve, reject) => {
        api.server.once('error', reject);
        api.server.listen(config.PORT, config.HOST, resolve);
      });
      cleanups.push(() => api.close());
      const { port } = api.server.address() as AddressInfo;
      url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
      server = api.server;
    }

    // Last, so a scrape never finds a role half started; closed first.
    const metricsListener = config.METRICS_PORT === undefined ? null : await serveMetrics(metrics, config.METRICS_HOST, config.METRICS_PORT, log);
    if (metricsListener) cleanups.push(() => metricsListener.close());

    return {
      url,
      server,
      db,
      store,
      vault,
      runner,
      invoices,
      compaction,
      metricsUrl: metricsListener?.url ?? null,
      close: () => closeAll(cleanups, log),
    };
  } catch (error) {
    await closeAll(cleanups, log);
    throw error;
  }
}

async function closeAll(cleanups: (() => Promise<unknown>)[], log: Log) {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error) => log('shutdown step failed', error));
  }
}

export { openDatabase };

export async function openEventStore(config: Config, db: Database, vault: PersonalDataVault): Promise<EventStore> {
  if (!config.EVENTSTORE_URL) return new SqlEventStore(db, undefined, vault);
  const { EsdbEventStore } = await import('@detailing/services/eventstore/EsdbEventStore');
  const { EventStoreDBClient } = await import('@eventstore/db-client');
  return new EsdbEventStore(EventStoreDBClient.connectionString`${config.EVENTSTORE_URL}`, vault);
}

/** Several processes may start at once against one server: they migrate one at a time. */
async function migrate(db: Database, steps: () => Promise<void>) {
  if (db.kind === 'pglite') return steps(); // one process per directory, enforced by its lock
  const connection = await db.sql.reserve();
  try {
    await connection`select pg_advisory_lock(7240119)`;
    await steps();
  } finally {
    await connection`select pg_advisory_unlock(7240119)`.catch(() => {});
    connection.release();
  }
}
