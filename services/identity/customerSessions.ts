import { randomBytes } from 'node:crypto';
import type { Database, Sql, Tx } from '../platform/database.js';
import { endCustomerSessions, type SessionEndReason } from './sessionEnds.js';
import { type WatchHandle, SessionWatch } from './sessionWatch.js';
import { sessionIdOf } from './sessions.js';

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
  /** When it ends if nothing renews it: the sooner of the idle and the absolute expiry. */
  expiresAt: Date;
}

export interface CustomerSessionStart {
  customerId: string | null;
  vehicleRego: string | null;
  userId?: string | null;
}

export async function migrateCustomerSessions(sql: Sql): Promise<void> {
  await sql`
    create table if not exists customer_sessions (
      id_hash text primary key,
      customer_id text,
      user_id text,
      vehicle_rego text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`;
  await sql`create index if not exists customer_sessions_expires on customer_sessions (expires_at)`;
  await sql`create index if not exists customer_sessions_customer on customer_sessions (customer_id)`;
  await sql`create index if not exists customer_sessions_user on customer_sessions (user_id)`;
}

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
  last_seen_at: Date;
  expires_at: Date;
  touched_at: Date | null;
}

/**
 * Customer sessions: a random token in an HttpOnly cookie, only its hash stored. A session ends
 * after `idleMinutes` without a request, after `maxHours` in any case, at sign-out, at the next
 * sign-in from the same browser (rotation), and when its customer is deleted or its demo
 * account's password or role changes.
 */
export class CustomerSessions {
  private readonly watcher: SessionWatch;
  private readonly idleSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly limits: { idleMinutes: number; maxHours: number },
  ) {
    this.watcher = new SessionWatch(db);
    this.idleSeconds = limits.idleMinutes * 60;
  }

  /** Starts hearing about sessions ended by any process (for `watch`). */
  start(): Promise<void> {
    return this.watcher.start();
  }

  stop(): Promise<void> {
    return this.watcher.stop();
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
    const expiresAt = new Date(Date.now() + this.limits.maxHours * 3_600_000);
    const userId = start.userId ?? null;
    const created = await this.db.transaction(async (tx, notify) => {
      if (replacing) await endCustomerSessions(tx, notify, 'rotated', { sessionId: sessionIdOf(replacing) });
      // Expired rows go quietly: their sockets closed on their own timers.
      await tx`delete from customer_sessions where expires_at < now() or last_seen_at < now() - make_interval(secs => ${this.idleSeconds})`;
      const rows = await tx`
        insert into customer_sessions (id_hash, customer_id, user_id, vehicle_rego, expires_at)
        select ${id}, ${start.customerId}, ${userId}, ${start.vehicleRego}, ${expiresAt}
        where ${this.namesLiveRecords(tx, tx`${start.customerId}::text`, tx`${userId}::text`)}
        returning id_hash`;
      return rows.length === 1;
    });
    if (!created) return null;
    const idleEnd = new Date(Date.now() + this.idleSeconds * 1000);
    return {
      token,
      session: { id, customerId: start.customerId, vehicleRego: start.vehicleRego, userId, expiresAt: idleEnd < expiresAt ? idleEnd : expiresAt },
    };
  }

  find(token: string | undefined): Promise<CustomerSession | null> {
    return token ? this.byId(sessionIdOf(token)) : Promise.resolve(null);
  }

  /**
   * The live session with this id, or null once it ended, expired or names a customer (or demo
   * account) that is gone. Counts as use (renews the idle expiry, written at most once a minute)
   * unless `touch` is false.
   */
  async byId(id: string, options: { touch?: boolean } = {}): Promise<CustomerSession | null> {
    const { sql } = this.db;
    const touch = options.touch ?? true;
    // One round trip: the look-up, and the renewal only when the last one is a minute old.
    const rows = (await sql`
      with live as (
        select s.* from customer_sessions s
        where s.id_hash = ${id} and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => ${this.idleSeconds})
          and ${this.namesLiveRecords(sql, sql`s.customer_id`, sql`s.user_id`)}
      ), touched as (
        update customer_sessions set last_seen_at = now()
        where ${touch} and id_hash in (select id_hash from live) and last_seen_at < now() - make_interval(secs => ${touchEverySeconds(this.idleSeconds)})
        returning last_seen_at
      )
      select live.*, (select last_seen_at from touched) as touched_at from live`) as unknown as SessionRow[];
    const row = rows[0];
    if (!row) return null;
    const lastSeen = new Date(row.touched_at ?? row.last_seen_at).getTime();
    const idleEnd = lastSeen + this.idleSeconds * 1000;
    const absoluteEnd = new Date(row.expires_at).getTime();
    return {
      id,
      customerId: row.customer_id,
      vehicleRego: row.vehicle_rego,
      userId: row.user_id,
      expiresAt: new Date(Math.min(idleEnd, absoluteEnd)),
    };
  }

  /** Sign-out: the session ends here and on every open connection that uses it. */
  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.transaction((tx, notify) => endCustomerSessions(tx, notify, 'logout', { sessionId: sessionIdOf(token) }));
  }

  /** Calls `onEnd` once when the session ends, in whatever process ended it, or when it expires. */
  watch(sessionId: string, onEnd: (reason: SessionEndReason) => void): WatchHandle {
    return this.watcher.watch(sessionId, onEnd);
  }

  /**
   * The customer (when named) is still in the customers read model, and the demo account (when
   * named) still exists as a customer account: a deletion racing a sign-in leaves no live session.
   */
  private namesLiveRecords(sql: Sql | Tx, customerId: ReturnType<Sql>, userId: ReturnType<Sql>) {
    return sql`
      (${customerId} is null or exists (select 1 from customers c where c.id = ${customerId}))
      and (${userId} is null or exists (select 1 from users u where u.id = ${userId} and u.role = 'customer'))`;
  }
}
