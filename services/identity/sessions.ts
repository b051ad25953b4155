import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../platform/database.js';
import { toUser, type User, type UserRow } from './users.js';

export const SESSION_COOKIE = 'sid';

// Only a hash of the session id is stored: a leaked table grants no sessions.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function migrateSessions(sql: Sql): Promise<void> {
  await sql`
    create table if not exists sessions (
      id_hash text primary key,
      user_id text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`;
  await sql`create index if not exists sessions_expires on sessions (expires_at)`;
}

export class Sessions {
  constructor(
    private readonly sql: Sql,
    private readonly ttlHours: number,
  ) {}

  /** A new random session for the user; `replacing` (the old cookie's id) is destroyed, so ids rotate at login. */
  async create(userId: string, replacing?: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlHours * 3_600_000);
    await this.sql.begin(async (tx) => {
      if (replacing) await tx`delete from sessions where id_hash = ${digest(replacing)}`;
      await tx`delete from sessions where expires_at < now()`;
      await tx`insert into sessions (id_hash, user_id, expires_at) values (${digest(token)}, ${userId}, ${expiresAt})`;
    });
    return { token, expiresAt };
  }

  async userFor(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    // Every request with a cookie asks this: one round trip, not two.
    const [row] = (await this.sql`
      select users.* from sessions join users on users.id = sessions.user_id
      where sessions.id_hash = ${digest(token)} and sessions.expires_at > now()`) as unknown as UserRow[];
    return row ? toUser(row) : null;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.sql`delete from sessions where id_hash = ${digest(token)}`;
  }
}
