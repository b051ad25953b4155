import { createHash, randomBytes } from 'node:crypto';
import type { Database, Sql } from '../platform/database.js';
import { endSessions, type SessionEndReason } from './sessionEnds.js';
import { RecentSessions } from './recentSessions.js';
import { type WatchHandle, SessionWatch } from './sessionWatch.js';
import { toUser, type User, type UserRow } from './users.js';
import { type Migration, migrateTables } from '../platform/migrations.js';

export const SESSION_COOKIE = 'sid';

/** A session's id: the hash of its cookie token. Only this is stored, so a leaked table grants no sessions. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  id: string;
  user: User;
  expiresAt: Date;
}

/** The sessions table, step by step (services/platform/migrations.ts). */
const SESSIONS_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'sessions',
    up: async (tx) => {
      await tx`
        create table if not exists sessions (
          id_hash text primary key,
          user_id text not null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`;
      await tx`create index if not exists sessions_expires on sessions (expires_at)`;
      await tx`create index if not exists sessions_user on sessions (user_id)`;
    },
  },
];

export const migrateSessions = (sql: Sql): Promise<void> => migrateTables(sql, 'sessions', SESSIONS_MIGRATIONS);

export class Sessions {
  private readonly watcher: SessionWatch;
  private readonly recent = new RecentSessions<Session>();

  constructor(
    private readonly db: Database,
    private readonly ttlHours: number,
  ) {
    this.watcher = new SessionWatch(db);
  }

  /** Starts hearing about sessions ended by any process (for `watch`, and to forget recent look-ups). */
  start(): Promise<void> {
    return this.watcher.start(() => this.recent.forgetAll());
  }

  stop(): Promise<void> {
    return this.watcher.stop();
  }

  /** A new random session for the user; `replacing` (the old cookie's token) ends, so ids rotate at login. */
  async create(userId: string, replacing?: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    // The process clock throughout, not the database's now(): expiries are timed against it (sessionWatch).
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.ttlHours * 3_600_000);
    await this.db.transaction(async (tx, notify) => {
      if (replacing) await endSessions(tx, notify, 'rotated', { sessionId: sessionIdOf(replacing) });
      // Expired rows go quietly: their sockets closed on their own timers.
      await tx`delete from sessions where expires_at < ${now}`;
      await tx`insert into sessions (id_hash, user_id, expires_at) values (${sessionIdOf(token)}, ${userId}, ${expiresAt})`;
    });
    if (replacing) this.recent.forgetAll();
    return { token, expiresAt };
  }

  /**
   * The session of an HTTP request's cookie: as `byId` tells it, or for an admin's as it told a
   * moment ago (the screens' bursts of requests share one look-up, see `RecentSessions`). A demo
   * account's is always looked up: its link to a customer changes without a session ending.
   */
  find(token: string | undefined): Promise<Session | null> {
    if (!token) return Promise.resolve(null);
    const id = sessionIdOf(token);
    return this.recent.find(id, () => this.byId(id), (session) => session.user.role === 'admin');
  }

  /** The live session with this id and its user as they are now, or null once it ended or expired. */
  async byId(id: string): Promise<Session | null> {
    // Every request with a cookie asks this: one round trip, not two.
    const [row] = (await this.db.sql`
      select users.*, sessions.expires_at as session_expires_at
      from sessions join users on users.id = sessions.user_id
      where sessions.id_hash = ${id} and sessions.expires_at > ${new Date()}`) as unknown as (UserRow & { session_expires_at: Date })[];
    return row ? { id, user: toUser(row), expiresAt: new Date(row.session_expires_at) } : null;
  }

  async userFor(token: string | undefined): Promise<User | null> {
    return (await this.find(token))?.user ?? null;
  }

  /** Logout: the session ends here and on every open connection that uses it. */
  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.transaction((tx, notify) => endSessions(tx, notify, 'logout', { sessionId: sessionIdOf(token) }));
    this.recent.forgetAll();
  }

  /** Calls `onEnd` once when the session ends, in whatever process ended it, or when it expires. */
  watch(sessionId: string, onEnd: (reason: SessionEndReason) => void): WatchHandle {
    return this.watcher.watch(sessionId, onEnd);
  }
}
