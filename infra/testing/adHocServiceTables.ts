import type { Sql } from '@detailing/services/platform/database';

// Frozen copies of what releases before ordered migrations of the service tables ran on every
// start (ad-hoc `create table if not exists` and `add column if not exists`), so tests can build
// the databases those releases left behind.

/** Every service-owned table as the last release without recorded steps made it. */
export async function lastAdHocRelease(sql: Sql): Promise<void> {
  // migrateUsers
  await sql`
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
  await sql`create unique index if not exists users_username on users (lower(username))`;
  await sql`create unique index if not exists users_email on users (lower(email))`;
  // A demo account's link to the customer whose registration it proved (and that registration).
  await sql`alter table users add column if not exists customer_id text`;
  await sql`alter table users add column if not exists linked_vehicle_rego text`;
  // The linked customer's credentials when the link was proven; a link from before it stands on nothing (null) and is dropped.
  await sql`alter table users add column if not exists linked_credentials_version integer`;
  await sql`create index if not exists users_customer on users (customer_id)`;
  // migrateSessions
  await sql`
    create table if not exists sessions (
      id_hash text primary key,
      user_id text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`;
  await sql`create index if not exists sessions_expires on sessions (expires_at)`;
  await sql`create index if not exists sessions_user on sessions (user_id)`;
  // migrateCustomerSessions
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
  // Sessions from before these columns stand on nothing that can be checked: they end (null never matches).
  await sql`alter table customer_sessions add column if not exists granted_on text not null default 'registration'`;
  await sql`alter table customer_sessions add column if not exists credentials_version integer`;
  await sql`alter table customer_sessions add column if not exists credentials_next integer`;
  await sql`alter table customer_sessions add column if not exists credentials_next_until timestamptz`;
  // migrateIdempotency
  await sql`
    create table if not exists idempotency_keys (
      scope text not null,
      key text not null,
      request_hash text,
      claim text,
      claimed_until timestamptz,
      status integer,
      content_type text,
      body bytea,
      expires_at timestamptz not null,
      primary key (scope, key)
    )`;
  await sql`create index if not exists idempotency_keys_expires on idempotency_keys (expires_at)`;
  // migrateCustomerImports
  await sql`
    create table if not exists customer_imports (
      id uuid primary key,
      state text not null,
      total integer not null,
      processed integer not null default 0,
      created integer not null default 0,
      updated integer not null default 0,
      skipped integer not null default 0,
      failed integer not null default 0,
      errors jsonb not null default '[]',
      failed_rows_csv text,
      message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`;
  await sql`
    create table if not exists customer_import_rows (
      import_id uuid not null references customer_imports (id) on delete cascade,
      row integer not null,
      email_key text not null,
      "values" jsonb not null,
      outcome text,
      message text,
      primary key (import_id, row)
    )`;
  await sql`
    alter table customer_import_rows
      add column if not exists customer_id uuid,
      add column if not exists customer_outcome text,
      add column if not exists booking_outcome text`;
  // migratePortalLinks
  await sql`
    create table if not exists customer_portal_links (
      customer_id text primary key,
      link_id uuid not null unique,
      token_hash bytea not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      send_state text not null default 'QUEUED',
      send_error text,
      origin text not null,
      created_at timestamptz not null
    )`;
  // migrateContactChanges
  await sql`
    create table if not exists customer_contact_changes (
      customer_id text not null,
      field text not null,
      change_id uuid not null unique,
      target text not null,
      target_key text not null,
      code_hash bytea not null,
      deliverable boolean not null,
      attempts integer not null default 0,
      previous text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      confirmed_at timestamptz,
      notified_at timestamptz,
      done_at timestamptz,
      primary key (customer_id, field)
    )`;
  // One customer at a time may be confirming an e-mail: a second request for it is refused, silently.
  await sql`
    create unique index if not exists customer_contact_changes_email on customer_contact_changes (target_key)
    where field = 'email' and deliverable and done_at is null`;
  await sql`create index if not exists customer_contact_changes_expires on customer_contact_changes (expires_at)`;
  // migrateBlobs
  await sql`
    create table if not exists blobs (
      id text primary key,
      content_type text not null,
      size integer not null,
      created_at timestamptz not null default now()
    )`;
  await sql`
    create table if not exists blob_chunks (
      blob_id text not null,
      n integer not null,
      bytes bytea not null,
      primary key (blob_id, n)
    )`;
}
