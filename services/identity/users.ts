import argon2 from 'argon2';
import type { Role } from '@detailing/schema';
import type { Database, Sql } from '../platform/database.js';
import { newId } from '../platform/clock.js';
import { endCustomerSessions, endSessions } from './sessionEnds.js';
import { type Migration, migrateTables } from '../platform/migrations.js';

// Credentials are kept as current state, not as events: a hash written into an immutable log
// could never be purged after a password change.

export interface User {
  id: string;
  username: string;
  fullName: string | null;
  email: string | null;
  role: Role;
}

export interface UserRow {
  id: string;
  username: string;
  full_name: string | null;
  email: string | null;
  role: Role;
  password_hash: string;
}

export const toUser = (r: UserRow): User => ({ id: r.id, username: r.username, fullName: r.full_name, email: r.email, role: r.role });

/** The users table, step by step (services/platform/migrations.ts). */
const USERS_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'users',
    up: async (tx) => {
      await tx`
        create table if not exists users (
          id text primary key,
          username text not null,
          password_hash text not null,
          full_name text,
          email text,
          role text not null default 'user',
          phone text,
          address text,
          created_at timestamptz not null default now()
        )`;
      await tx`create unique index if not exists users_username on users (lower(username))`;
      await tx`create unique index if not exists users_email on users (lower(email))`;
    },
  },
  {
    // A demo account's link to the customer whose registration it proved (and that registration).
    id: 2,
    name: 'demo account customer link',
    up: async (tx) => {
      await tx`alter table users add column if not exists customer_id text`;
      await tx`alter table users add column if not exists linked_vehicle_rego text`;
      await tx`create index if not exists users_customer on users (customer_id)`;
    },
  },
  {
    // The linked customer's credentials when the link was proven; a link from before it stands on nothing (null) and is dropped.
    id: 3,
    name: 'linked credentials version',
    up: (tx) => tx`alter table users add column if not exists linked_credentials_version integer`,
  },
];

export const migrateUsers = (sql: Sql): Promise<void> => migrateTables(sql, 'users', USERS_MIGRATIONS);

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the user does not exist makes both answers take as long.
const decoyHash = hashPassword('decoy password that never matches');

/** The user for these credentials, or null; the same work is done whether or not the user exists. */
export async function verifyCredentials(sql: Sql, username: string, password: string): Promise<User | null> {
  const rows = (await sql`select * from users where lower(username) = lower(${username})`) as unknown as UserRow[];
  const row = rows[0];
  const ok = await argon2.verify(row?.password_hash ?? (await decoyHash), password).catch(() => false);
  return row && ok ? toUser(row) : null;
}

/**
 * Sets a new password (Argon2id) if `currentPassword` is right, and ends every other session of the
 * user, open sockets included; `keepSessionId` (the one asking) stays. False when the current password is wrong.
 */
export async function changePassword(
  db: Database,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  keepSessionId: string,
): Promise<boolean> {
  const [row] = (await db.sql`select password_hash from users where id = ${userId}`) as unknown as Pick<UserRow, 'password_hash'>[];
  const ok = row ? await argon2.verify(row.password_hash, passwords.currentPassword).catch(() => false) : false;
  if (!ok) return false;
  const hash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx, notify) => {
    await tx`update users set password_hash = ${hash} where id = ${userId}`;
    await endSessions(tx, notify, 'password_changed', { userId, except: keepSessionId });
    // A demo account's portal sessions too: the one asking is an admin-side session, never one of these.
    await endCustomerSessions(tx, notify, 'password_changed', { userId });
  });
  return true;
}

/** A new role ends every session of the user at once, open sockets included: rights are granted afresh at sign-in. */
export async function changeRole(db: Database, userId: string, role: Role): Promise<User | null> {
  return db.transaction(async (tx, notify) => {
    const rows = (await tx`update users set role = ${role} where id = ${userId} returning *`) as unknown as UserRow[];
    if (!rows[0]) return null;
    await endSessions(tx, notify, 'role_changed', { userId });
    await endCustomerSessions(tx, notify, 'role_changed', { userId });
    return toUser(rows[0]);
  });
}

export async function findUser(sql: Sql, id: string): Promise<User | null> {
  const rows = (await sql`select * from users where id = ${id}`) as unknown as UserRow[];
  return rows[0] ? toUser(rows[0]) : null;
}

export async function createUser(
  sql: Sql,
  user: { username: string; password: string; fullName?: string | null; email?: string | null; role: Role },
): Promise<User> {
  const rows = (await sql`
    insert into users (id, username, password_hash, full_name, email, role)
    values (${newId()}, ${user.username}, ${await hashPassword(user.password)}, ${user.fullName ?? null},
            ${user.email ?? null}, ${user.role})
    returning *`) as unknown as UserRow[];
  return toUser(rows[0]!);
}

/**
 * On first start, when no admin exists, creates one. Returns the generated password when none
 * was configured, so start-up can print it once.
 */
export async function ensureAdmin(
  sql: Sql,
  options: { username: string; password?: string; generate: () => string },
): Promise<{ created: boolean; generatedPassword?: string }> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7240118)`;
    const [existing] = await tx`select 1 from users where role = 'admin' limit 1`;
    if (existing) return { created: false };
    const password = options.password ?? options.generate();
    await tx`
      insert into users (id, username, password_hash, role)
      values (${newId()}, ${options.username}, ${await hashPassword(password)}, 'admin')`;
    return { created: true, generatedPassword: options.password ? undefined : password };
  }) as Promise<{ created: boolean; generatedPassword?: string }>;
}

/**
 * A demo page account: a `users` row with role customer. Its username must be free; a taken
 * e-mail creates nothing but says so only to the caller (`emailTaken`), who answers as for a
 * success. The hash is made first, so every outcome costs the same Argon2 work.
 */
export async function createDemoAccount(
  sql: Sql,
  account: { username: string; password: string; fullName: string; email: string; phone: string | null; address: string | null },
): Promise<'created' | 'usernameTaken' | 'emailTaken'> {
  const hash = await hashPassword(account.password);
  // Any unique index (username or e-mail, both case-insensitive) turns the insert into nothing, race-free.
  const inserted = await sql`
    insert into users (id, username, password_hash, full_name, email, role, phone, address)
    values (${newId()}, ${account.username}, ${hash}, ${account.fullName}, ${account.email}, 'customer', ${account.phone}, ${account.address})
    on conflict do nothing
    returning id`;
  if (inserted.length === 1) return 'created';
  const [taken] = await sql`select 1 from users where lower(username) = lower(${account.username})`;
  return taken ? 'usernameTaken' : 'emailTaken';
}

/** What a demo account's link stands on: the customer it proved, the plate it proved them with, and their credentials then. */
export interface AccountLink {
  customerId: string | null;
  vehicleRego: string | null;
  credentialsVersion: number | null;
}

/** The customer a demo account proved (and the registration it proved it with), if any. */
export async function accountLink(sql: Sql, userId: string): Promise<AccountLink> {
  const [row] = await sql`select customer_id, linked_vehicle_rego, linked_credentials_version from users where id = ${userId}`;
  return {
    customerId: (row?.customer_id as string | null) ?? null,
    vehicleRego: (row?.linked_vehicle_rego as string | null) ?? null,
    credentialsVersion: (row?.linked_credentials_version as number | null) ?? null,
  };
}

/** Links a demo account to its customer; the account's live portal sessions name that customer, on that proof, from now on. */
export async function linkAccount(db: Database, userId: string, link: { customerId: string; vehicleRego: string; credentialsVersion: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx`
      update users set customer_id = ${link.customerId}, linked_vehicle_rego = ${link.vehicleRego}, linked_credentials_version = ${link.credentialsVersion}
      where id = ${userId} and role = 'customer'`;
    await tx`
      update customer_sessions
      set customer_id = ${link.customerId}, vehicle_rego = ${link.vehicleRego}, credentials_version = ${link.credentialsVersion}, granted_on = 'registration'
      where user_id = ${userId}`;
  });
}

/** Drops a demo account's link (its proof went): it is no customer's until it proves a plate again. */
export async function unlinkAccount(sql: Sql, userId: string): Promise<void> {
  await sql`update users set customer_id = null, linked_vehicle_rego = null, linked_credentials_version = null where id = ${userId}`;
}
