import type { AnswerCache } from './answerCache.js';
import type { BlobStore } from '../blobs/BlobStore.js';
import type { UploadSpool } from '../blobs/uploadSpool.js';
import type { BookingCommands } from '../bookings/BookingCommands.js';
import type { CalendarCommands } from '../calendar/CalendarCommands.js';
import type { CalendarFeeds } from '../calendar/feedServer.js';
import type { CatalogLookup } from '../catalog/published.js';
import type { CatalogCommands } from '../catalog/CatalogCommands.js';
import type { CustomerCommands, CustomerImports, CustomerLookup, OwnProfileEdits, PortalLinks, TextMessageCommands } from '../customers/published.js';
import type { EventStore } from '../eventstore/EventStore.js';
import type { PersonalDataVault } from '../eventstore/personalData.js';
import type { CustomerSessions } from '../identity/customerSessions.js';
import type { Sessions } from '../identity/sessions.js';
import type { RateLimiter } from '../identity/rateLimiter.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import type { Config } from '../platform/config.js';
import type { SettingsCommands } from '../settings/SettingsCommands.js';
import type { InvoiceCommands } from '../invoicing/InvoiceCommands.js';
import type { LiveChanges } from './liveChanges.js';
import type { JobsAdmin } from '../operations/jobs.js';
import type { ProjectionStatuses } from '../operations/projectionStatuses.js';
import type { Readiness } from '../operations/readiness.js';
import type { Metrics } from '../platform/metrics.js';

/** What the API edges (resolvers and REST shims) are given; they hold no rules of their own. */
export interface ApiServices {
  config: Config;
  db: Database;
  store: EventStore;
  /** Erases streams' personal data (`erase`) and names lookup streams without it (`pseudonym`). */
  vault: PersonalDataVault;
  bookings: BookingCommands;
  blobs: BlobStore;
  /** Where uploaded files wait on disk while their request is judged. */
  uploads: UploadSpool;
  /** The catalog as other contexts read it. */
  catalogLookup: CatalogLookup;
  /** The business time zone, read from the settings (`businessTimeZone`) on each call. */
  timeZone(): Promise<string>;
  /** The instant "today" is read from (the booking wizard's availability); tests may pin it. */
  clock: Clock;
  catalog: CatalogCommands;
  /** Invoices and quotes: generator, status, delete, PDF and the completed booking's paid invoice. */
  invoices: InvoiceCommands;
  /** Business Info, the SMS account and templates, the test SMS. */
  settings: SettingsCommands;
  live: LiveChanges;
  /** The background jobs' failures, for admins to see and retry. */
  jobs: JobsAdmin;
  /** The read models' checkpoints, lag, rebuild progress and leases, for the operations view. */
  projections: ProjectionStatuses;
  /** `/readyz`: whether this replica should get traffic (database, Redis, read models' lag). */
  readiness: Readiness;
  /** The process's metrics: the edges count requests, operations, refused sign-ins and rate-limit hits. */
  metrics: Metrics;
  /** Customers: register, find or register by e-mail, edit, delete (with their bookings and personal data). */
  customers: CustomerCommands;
  customerLookup: CustomerLookup;
  /** A customer's edit of their own profile in the portal: name and address, and e-mail and mobile once proven by a code. */
  ownProfile: OwnProfileEdits;
  /** Text messages to customers: an admin's retry of a parked one is recorded here. */
  textMessages: TextMessageCommands;
  /** CSV imports of customers: started here, run as jobs, followed by subscription. */
  customerImports: CustomerImports;
  /** One-time sign-in links for the customer portal, texted by an admin. */
  portalLinks: PortalLinks;
  sessions: Sessions;
  /** Answers read from the read models, kept while none of them moves. */
  answers: AnswerCache;
  /** The customer portal's sessions (cookie `csid`), apart from the admin ones. */
  customerSessions: CustomerSessions;
  /** Login and password-change attempts (admin and portal), counted and checked in one atomic step; one-minute windows. */
  loginAttempts: RateLimiter;
  /** Throws RATE_LIMITED when an address has created too many public bookings lately (counted atomically). */
  publicBookingLimit(ip: string): Promise<void>;
  /** The live calendar feed: create (rotate), force sync, revoke. */
  calendar: CalendarCommands;
  /** Serves the feed URL and the manual ICS download. */
  calendarFeeds: CalendarFeeds;
  /** Feed URL requests, counted per client address in one-minute windows. */
  calendarFeedRequests: RateLimiter;
  /** Demo account registrations, counted per address in one-hour windows. */
  registrations: RateLimiter;
}
