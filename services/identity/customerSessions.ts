import { randomBytes } from 'node:crypto';
import { type ChangeMessage, READ_MODEL_CHANGES } from '../platform/channels.js';
import type { Database, Sql, Tx } from '../platform/database.js';
import { type GrantedOn, linkStillProven, stillProven } from './portalProof.js';
import { RecentSessions, SESSION_REUSE_MS } from './recentSessions.js';
import { announceEnded, endCustomerSessions, type SessionEndReason } from './sessionEnds.js';
import { type WatchHandle, SessionWatch } from './sessionWatch.js';
import { sessionIdOf } from './sessions.js';
import { type Migration, migrateTables } from '../platform/migrations.js';

/** The customer portal's session cookie: its own, beside the admin one (`sid`). */
export const CUSTOMER_SESSION_COOKIE = 'csid';

/** A session's `last_seen_at` is written at most once a minute (no write per request); sooner only for idle limits of minutes. */
const touchEverySeconds = (idleSeconds: number) => Math.min(60, idleSeconds / 4);

export interface CustomerSession {
  /** The hash of the cookie's token. */
  id: string;
  /** Null only for a demo account that has not proven a registration yet. */
  customerId: string | null;
  /** The registration signed in with, normalised (upper case, no spaces). */
  vehicleRego: string | null;
  /** The demo account (`users.id`), for a session started with a username and password. */
  userId: string | null;
  /** A plate with the e-mail (the form, a demo account's link), or the business's one-time link. */
  grantedOn: GrantedOn;
  /** The customer's credentials (e-mail, mobile, registration) as they were when it started: it ends when they change. */
  credentialsVersion: number | null;
  /** When it ends if nothing renews it: the sooner of the idle and the absolute expiry. */
  expiresAt: Date;
}

/** What a session is granted on; checked against the read models when it starts and on every use. */
export interface CustomerSessionStart {
  customerId: string | null;
  vehicleRego: string | null;
  userId?: string | null;
  grantedOn: GrantedOn;
  credentialsVersion: number | null;
}

/** The customer_sessions table, step by step (services/platform/migrations.ts). */
const CUSTOMER_SESSIONS_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'customer sessions',
    up: async (tx) => {
      await tx`
        create table if not exists customer_sessions (
          id_hash text primary key,
          customer_id text,
          user_id text,
          vehicle_rego text,
          created_at timestamptz not null default now(),
          last_seen_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`;
      await tx`create index if not exists customer_sessions_expires on customer_sessions (expires_at)`;
      await tx`create index if not exists customer_sessions_customer on customer_sessions (customer_id)`;
      await tx`create index if not exists customer_sessions_user on customer_sessions (user_id)`;
    },
  },
  {
    // Sessions from before these columns stand on nothing that can be checked: they end (null never matches).
    id: 2,
    name: 'session credentials',
    up: async (tx) => {
      await tx`alter table customer_sessions add column if not exists granted_on text not null default 'registration'`;
      await tx`alter table customer_sessions add column if not exists credentials_version integer`;
      await tx`alter table customer_sessions add column if not exists credentials_next integer`;
      await tx`alter table customer_sessions add column if not exists credentials_next_until timestamptz`;
    },
  },
];

export const migrateCustomerSessions = (sql: Sql): Promise<void> => migrateTables(sql, 'customer_sessions', CUSTOMER_SESSIONS_MIGRATIONS);

/**
 * A deleted customer's sessions end everywhere, and demo accounts linked to them are unlinked.
 * Safe to repeat (a retried deletion runs it again).
 */
export async function endSessionsOfDeletedCustomer(db: Database, customerId: string): Promise<void> {
  await db.transaction(async (tx, notify) => {
    await tx`update users set customer_id = null, linked_vehicle_rego = null where customer_id = ${customerId}`;
    await endCustomerSessions(tx, notify, 'customer_deleted', { customerId });
  });
}

interface SessionRow {
  id_hash: string;
  customer_id: string | null;
  user_id: string | null;
  vehicle_rego: string | null;
  granted_on: GrantedOn;
  credentials_version: number | null;
  last_seen_at: Date;
  expires_at: Date;
  touched_at: Date | null;
  proven: boolean;
}

/**
 * Customer sessions: a random token in an HttpOnly cookie, only its hash stored. A session ends
 * after `idleMinutes` without a request, after `maxHours` in any case, at sign-out, at the next
 * sign-in from the same browser (rotation), when its demo account's password or role changes,
 * and when what it was granted on goes away (`stillProven`): the plate no longer signs its
 * customer in (the booking that carried it deleted, moved or edited), the customer's e-mail,
 * mobile or registration changed, the customer erased, the demo account unlinked. Every use checks
 * that; `endUnproven` ends such sessions everywhere (their sockets close) when the read models change.
 */
export class CustomerSessions {
  private readonly watcher: SessionWatch;
  private readonly idleSeconds: number;
  private readonly recent: RecentSessions<CustomerSession>;
  private unlisten: (() => Promise<void>) | null = null;
  private sweep: Promise<void> | null = null;
  private sweepAgain = false;

  constructor(
    private readonly db: Database,
    private readonly limits: { idleMinutes: number; maxHours: number },
    private readonly log: (message: string, error?: unknown) => void = () => {},
  ) {
    this.watcher = new SessionWatch(db);
    this.idleSeconds = limits.idleMinutes * 60;
    // Reused for a quarter of the renewal interval at most, so the idle expiry stays as exact as the renewal makes it.
    this.recent = new RecentSessions(Math.min(SESSION_REUSE_MS, (touchEverySeconds(this.idleSeconds) * 1000) / 4));
  }

  /**
   * Starts hearing about sessions ended by any process (for `watch`), and ending the sessions whose
   * proof went whenever the customers or bookings read models change, in whatever process.
   */
  async start(): Promise<void> {
    await this.watcher.start(() => this.recent.forgetAll());
    this.unlisten = await this.db.listen(
      READ_MODEL_CHANGES,
      (payload) => {
        const { model } = (JSON.parse(payload) as ChangeMessage).change;
        if (model !== 'customers' && model !== 'bookings') return;
        // What a session stands on may have gone: each is looked up (and proven) again.
        this.recent.forgetAll();
        this.sweepSoon();
      },
      () => this.recent.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    await this.sweep;
    await this.watcher.stop();
  }

  /** One sweep at a time; changes that come during one make one more after it (a burst costs two). */
  private sweepSoon(): void {
    if (this.sweep) {
      this.sweepAgain = true;
      return;
    }
    this.sweep = (async () => {
      do {
        this.sweepAgain = false;
        await this.endUnproven().catch((error) => this.log('Ending customer sessions whose proof went failed; the next change retries', error));
      } while (this.sweepAgain && this.unlisten);
    })().finally(() => (this.sweep = null));
  }

  /** How long the cookie is kept by the browser: the absolute expiry. */
  get cookieMaxAgeMs(): number {
    return this.limits.maxHours * 3_600_000;
  }

  /**
   * A new session; the one of `replacing` (the cookie the browser sent) ends, so ids rotate at
   * sign-in. Null when its customer was deleted meanwhile (or its demo account is no customer's):
   * no session outlives what it names.
   */
  async create(start: CustomerSessionStart, replacing?: string): Promise<{ token: string; session: CustomerSession } | null> {
    const token = randomBytes(32).toString('base64url');
    const id = sessionIdOf(token);
    // The process clock, not the database's now(): the expiries set here are timed against it (sessionWatch).
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.limits.maxHours * 3_600_000);
    const userId = start.userId ?? null;
    const created = await this.db.transaction(async (tx, notify) => {
      if (replacing) await endCustomerSessions(tx, notify, 'rotated', { sessionId: sessionIdOf(replacing) });
      // Expired rows go quietly: their sockets closed on their own timers.
      await tx`delete from customer_sessions where expires_at < ${now} or last_seen_at < ${now}::timestamptz - make_interval(secs => ${this.idleSeconds})`;
      const rows = await tx`
        insert into customer_sessions (id_hash, customer_id, user_id, vehicle_rego, granted_on, credentials_version, created_at, last_seen_at, expires_at)
        select ${id}, ${start.customerId}, ${userId}, ${start.vehicleRego}, ${start.grantedOn}, ${start.credentialsVersion}, ${now}, ${now}, ${expiresAt}
        where ${stillProven(tx, {
          customerId: tx`${start.customerId}`,
          userId: tx`${userId}`,
          vehicleRego: tx`${start.vehicleRego}`,
          credentialsVersion: tx`${start.credentialsVersion}`,
          grantedOn: tx`${start.grantedOn}`,
        })}
        returning id_hash`;
      return rows.length === 1;
    });
    if (replacing) this.recent.forgetAll();
    if (!created) return null;
    const idleEnd = new Date(now.getTime() + this.idleSeconds * 1000);
    return {
      token,
      session: {
        id,
        customerId: start.customerId,
        vehicleRego: start.vehicleRego,
        userId,
        grantedOn: start.grantedOn,
        credentialsVersion: start.credentialsVersion,
        expiresAt: idleEnd < expiresAt ? idleEnd : expiresAt,
      },
    };
  }

  /**
   * The session of an HTTP request's cookie: as `byId` tells it (renewed by the use), or as it told
   * a moment ago (see `RecentSessions`). A demo account's is always looked up: its link to a
   * customer changes without a session ending.
   */
  find(token: string | undefined): Promise<CustomerSession | null> {
    if (!token) return Promise.resolve(null);
    const id = sessionIdOf(token);
    return this.recent.find(id, () => this.byId(id), (session) => session.userId === null);
  }

  /**
   * The live session with this id, or null once it ended, expired or no longer stands on what it
   * was granted on (then it is ended here, everywhere). Counts as use (renews the idle expiry,
   * written at most once a minute) unless `touch` is false.
   */
  async byId(id: string, options: { touch?: boolean } = {}): Promise<CustomerSession | null> {
    const { sql } = this.db;
    const touch = options.touch ?? true;
    // The process clock, as in `create`: the idle expiry returned is timed against it.
    const now = new Date();
    // One round trip: the look-up with its proof, and the renewal only when the last one is a minute old.
    const rows = (await sql`
      with live as (
        select s.*, ${stillProven(sql, proofOf(sql))} as proven from customer_sessions s
        where s.id_hash = ${id} and s.expires_at > ${now} and s.last_seen_at > ${now}::timestamptz - make_interval(secs => ${this.idleSeconds})
      ), touched as (
        update customer_sessions set last_seen_at = ${now}
        where ${touch} and id_hash in (select id_hash from live where proven) and last_seen_at < ${now}::timestamptz - make_interval(secs => ${touchEverySeconds(this.idleSeconds)})
        returning last_seen_at
      )
      select live.*, (select last_seen_at from touched) as touched_at from live`) as unknown as SessionRow[];
    const row = rows[0];
    if (!row) return null;
    if (!row.proven) {
      // Its proof went before a sweep ended it (or the notice was lost): ended now, sockets too.
      await this.db.transaction((tx, notify) => endCustomerSessions(tx, notify, 'proof_withdrawn', { sessionId: id }));
      return null;
    }
    const lastSeen = new Date(row.touched_at ?? row.last_seen_at).getTime();
    const idleEnd = lastSeen + this.idleSeconds * 1000;
    const absoluteEnd = new Date(row.expires_at).getTime();
    return {
      id,
      customerId: row.customer_id,
      vehicleRego: row.vehicle_rego,
      userId: row.user_id,
      grantedOn: row.granted_on,
      credentialsVersion: row.credentials_version,
      expiresAt: new Date(Math.min(idleEnd, absoluteEnd)),
    };
  }

  /**
   * Ends, in every process and on every socket, each session that no longer stands on what it was
   * granted on, and unlinks each demo account whose link no longer does (its sessions end with it).
   * Runs after every change to the customers and bookings read models (`start`); one pass is
   * linear in the live sessions and links, each checked through the read models' indexes.
   */
  async endUnproven(): Promise<number> {
    return this.db.transaction(async (tx, notify) => {
      // First: the sessions of an account unlinked here fail its link check below.
      await tx`
        update users u set customer_id = null, linked_vehicle_rego = null, linked_credentials_version = null
        where u.customer_id is not null and not ${linkStillProven(tx)}`;
      const ended = (await tx`
        delete from customer_sessions s
        where not ${stillProven(tx, proofOf(tx))}
        returning id_hash`) as unknown as { id_hash: string }[];
      announceEnded(notify, 'proof_withdrawn', ended.map((r) => r.id_hash));
      return ended.length;
    });
  }

  /**
   * Runs `change`, the session's own customer changing their e-mail or mobile with the code sent
   * to it, so that this session (which proved the change) lives through it while every other
   * session of theirs ends: meanwhile it stands on the credentials version the change makes too,
   * for a minute at most; after, on the version the change made, if that is the one. The same
   * token goes on: the browser's cookie never names an ended session, not even for a moment.
   */
  async keepThrough<T>(sessionId: string, change: () => Promise<T>): Promise<T> {
    const { sql } = this.db;
    await sql`
      update customer_sessions s set credentials_next = c.credentials_version + 1, credentials_next_until = now() + interval '1 minute'
      from customers c where s.id_hash = ${sessionId} and c.id = s.customer_id and c.credentials_version = s.credentials_version`;
    try {
      return await change();
    } finally {
      // A change that was made moved the version by one; another change meanwhile (staff's) moved it
      // further, and then this session ends like the rest.
      await sql`
        update customer_sessions s
        set credentials_version = case when c.credentials_version = s.credentials_next then s.credentials_next else s.credentials_version end,
          credentials_next = null, credentials_next_until = null
        from customers c where s.id_hash = ${sessionId} and c.id = s.customer_id`;
      this.recent.forgetAll();
    }
  }

  /** Sign-out: the session ends here and on every open connection that uses it. */
  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.transaction((tx, notify) => endCustomerSessions(tx, notify, 'logout', { sessionId: sessionIdOf(token) }));
    this.recent.forgetAll();
  }

  /** Calls `onEnd` once when the session ends, in whatever process ended it, or when it expires. */
  watch(sessionId: string, onEnd: (reason: SessionEndReason) => void): WatchHandle {
    return this.watcher.watch(sessionId, onEnd);
  }
}

/** A stored session's own columns (alias `s`) as what `stillProven` checks. */
const proofOf = (sql: Sql | Tx) => ({
  customerId: sql`s.customer_id`,
  userId: sql`s.user_id`,
  vehicleRego: sql`s.vehicle_rego`,
  credentialsVersion: sql`s.credentials_version`,
  credentialsNext: { version: sql`s.credentials_next`, until: sql`s.credentials_next_until` },
  grantedOn: sql`s.granted_on`,
});
