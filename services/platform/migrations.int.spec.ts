import { afterEach, describe, expect, it } from 'vitest';
import { lastAdHocRelease } from '../../infra/testing/adHocServiceTables.js';
import { freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { migrateIdempotency } from '../api/idempotency.js';
import { migrateBlobs } from '../blobs/SqlBlobStore.js';
import { migrateContactChanges } from '../customers/contactChange/queries.js';
import { migrateCustomerImports } from '../customers/import/queries.js';
import { migratePortalLinks } from '../customers/portalLink/queries.js';
import { migrateCustomerSessions } from '../identity/customerSessions.js';
import { migrateSessions } from '../identity/sessions.js';
import { migrateUsers } from '../identity/users.js';
import { connectPostgres, type Database, type Sql } from './database.js';
import { type Migration, migrateTables } from './migrations.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database() {
  const opened = await freshPostgres();
  cleanups.push(() => opened.drop());
  return opened;
}

/** Every service-owned table's migrations, in the order the app runs them at start. */
async function migrateServiceTables(sql: Sql): Promise<void> {
  for (const migrate of [migrateUsers, migrateSessions, migrateCustomerSessions, migrateIdempotency, migrateCustomerImports, migratePortalLinks, migrateContactChanges, migrateBlobs]) {
    await migrate(sql);
  }
}

/** Columns (name, type, nullability, default) and index definitions of every table in `public` but the ledger. */
async function shapes(db: Database) {
  const columns = await db.sql`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = 'public' and table_name <> 'schema_migrations' order by table_name, column_name`;
  const indexes = await db.sql`select tablename, indexdef from pg_indexes where schemaname = 'public' and tablename <> 'schema_migrations' order by tablename, indexname`;
  return { columns: [...columns], indexes: [...indexes] };
}

const ledger = (db: Database) => db.sql`select owner, id, name, adopted from schema_migrations order by owner, id`;

/** Steps that fail if run twice or out of order, the second waiting at a gate the test opens. */
function gatedSteps(gate: { entered: () => void; open: Promise<void> }): Migration[] {
  return [
    { id: 1, name: 'create ledger', up: (tx) => tx`create table ledger (id integer primary key)` },
    {
      id: 2,
      name: 'opening entry',
      up: async (tx) => {
        gate.entered();
        await gate.open;
        await tx`insert into ledger (id) values (1)`;
      },
    },
  ];
}

describe('ordered migrations of the service tables', () => {
  it('builds every service table on a fresh database and records each step once, however often it runs', async () => {
    const { db } = await database();
    await migrateServiceTables(db.sql);
    const built = await shapes(db);
    const recorded = await ledger(db);
    await migrateServiceTables(db.sql);
    expect(await shapes(db)).toEqual(built);
    expect(await ledger(db)).toEqual(recorded);
    expect(recorded.filter((step) => step.owner === 'users')).toEqual([
      { owner: 'users', id: 1, name: 'users', adopted: false },
      { owner: 'users', id: 2, name: 'demo account customer link', adopted: false },
      { owner: 'users', id: 3, name: 'linked credentials version', adopted: false },
    ]);
    expect(new Set(recorded.map((step) => step.owner))).toEqual(
      new Set(['users', 'sessions', 'customer_sessions', 'idempotency_keys', 'customer_imports', 'customer_portal_links', 'customer_contact_changes', 'blobs']),
    );
  });

  it("upgrades a database today's ad-hoc DDL built to exactly a fresh database's tables, keeping its rows", async () => {
    const fresh = await database();
    await migrateServiceTables(fresh.db.sql);
    const { db } = await database();
    await lastAdHocRelease(db.sql);
    await db.sql`insert into users (id, username, password_hash, customer_id) values ('u1', 'kept', 'hash', 'c1')`;
    await migrateServiceTables(db.sql);
    expect(await shapes(db)).toEqual(await shapes(fresh.db));
    expect(await ledger(db)).toEqual(await ledger(fresh.db));
    expect(await db.sql`select id, username, customer_id from users`).toEqual([{ id: 'u1', username: 'kept', customer_id: 'c1' }]);
  });

  it('adds the columns later steps brought to tables an older release made without them', async () => {
    const fresh = await database();
    await migrateServiceTables(fresh.db.sql);
    const { db } = await database();
    await lastAdHocRelease(db.sql);
    await db.sql`drop index users_customer`;
    await db.sql`alter table users drop column customer_id, drop column linked_vehicle_rego, drop column linked_credentials_version`;
    await db.sql`alter table customer_sessions drop column granted_on, drop column credentials_version, drop column credentials_next, drop column credentials_next_until`;
    await db.sql`alter table customer_import_rows drop column customer_id, drop column customer_outcome, drop column booking_outcome`;
    await db.sql`insert into customer_sessions (id_hash, expires_at) values ('s1', now())`;
    await migrateServiceTables(db.sql);
    expect(await shapes(db)).toEqual(await shapes(fresh.db));
    // A session from before its credentials were recorded stands on nothing: its version is null.
    expect(await db.sql`select granted_on, credentials_version from customer_sessions`).toEqual([{ granted_on: 'registration', credentials_version: null }]);
  });

  it('lets one of two processes starting together run the pending steps while the other waits, then finds none pending', async () => {
    const { url, db } = await database();
    const second = await connectPostgres(url);
    cleanups.push(() => second.close());
    let entered = 0;
    let open!: () => void;
    const gate = { entered: () => void (entered += 1), open: new Promise<void>((resolve) => (open = resolve)) };
    const first = migrateTables(db.sql, 'ledger', gatedSteps(gate));
    await until(() => entered === 1, 'the first process to be inside its second step');
    let secondDone = false;
    const later = migrateTables(second.sql, 'ledger', gatedSteps(gate)).then(() => void (secondDone = true));
    await until(
      async () => (await db.sql`select 1 from pg_locks l join pg_database d on d.oid = l.database where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`).length === 1,
      'the second process to wait for the migrations lock',
    );
    expect(secondDone).toBe(false);
    open();
    await Promise.all([first, later]);
    expect(entered).toBe(1);
    expect(await db.sql`select id from ledger`).toEqual([{ id: 1 }]);
    expect(await ledger(db)).toEqual([
      { owner: 'ledger', id: 1, name: 'create ledger', adopted: false },
      { owner: 'ledger', id: 2, name: 'opening entry', adopted: false },
    ]);
  });

  it('refuses to start on a database that ran a step this code does not have', async () => {
    const { db } = await database();
    await migrateUsers(db.sql);
    await db.sql`insert into schema_migrations (owner, id, name) values ('users', 4, 'from a newer release')`;
    await expect(migrateUsers(db.sql)).rejects.toThrow(
      'Tables users: the database ran migration 4 "from a newer release", which this code does not have (is the database newer?)',
    );
  });

  it('refuses steps numbered with a gap', async () => {
    const { db } = await database();
    const steps: Migration[] = [{ id: 1, name: 'one', up: async () => {} }, { id: 3, name: 'three', up: async () => {} }];
    await expect(migrateTables(db.sql, 'gap', steps)).rejects.toThrow('Tables gap: migration "three" has id 3; expected 2');
  });
});
