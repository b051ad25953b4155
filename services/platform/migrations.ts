import type { Sql, Tx } from './database.js';

/**
 * One numbered step of the tables an owner (a read model, a service) keeps. Steps run 1, 2, 3, ...,
 * each once, in a transaction with its record; a step, once released, never changes: a new need is
 * a new step.
 */
export interface Migration {
  /** 1, 2, 3, ... in the order they run. */
  id: number;
  name: string;
  up(tx: Tx): Promise<unknown>;
}

/** Where the steps run are recorded: a table of (owner, id, name, adopted, applied_at) rows. */
export interface MigrationLedger {
  table: string;
  ownerColumn: string;
  /** Names the owner in errors, e.g. "Projection bookings". */
  label(owner: string): string;
}

/** The service-owned tables' ledger (sessions, users, imports, ...); read models keep their own. */
export const SERVICE_TABLES: MigrationLedger = { table: 'schema_migrations', ownerColumn: 'owner', label: (owner) => `Tables ${owner}` };

// Every process migrates at start; this transaction-scoped lock lets one at a time decide what is pending.
export const MIGRATIONS_LOCK = 7_240_120;

/** Refuses a list of steps that is not 1, 2, 3, ...: a gap or a repeat is a mistake in the code. */
export function checkMigrationList(ledger: MigrationLedger, owner: string, migrations: readonly Migration[]): void {
  migrations.forEach((m, index) => {
    if (m.id !== index + 1) throw new Error(`${ledger.label(owner)}: migration "${m.name}" has id ${m.id}; expected ${index + 1}`);
  });
}

/** How many steps the owner's tables have had; throws when the history is not a prefix of the code's steps. */
export async function stepsDone(tx: Tx, ledger: MigrationLedger, owner: string, migrations: readonly Migration[]): Promise<number> {
  const rows = (await tx`
    select id, name from ${tx(ledger.table)} where ${tx(ledger.ownerColumn)} = ${owner} order by id`) as unknown as { id: number; name: string }[];
  rows.forEach((row, index) => {
    const step = migrations[index];
    if (step?.id === row.id && step.name === row.name) return;
    throw new Error(
      `${ledger.label(owner)}: the database ran migration ${row.id} "${row.name}", ` +
        (step ? `but this code's step ${index + 1} is ${step.id} "${step.name}"` : 'which this code does not have (is the database newer?)'),
    );
  });
  return rows.length;
}

/** Records steps as run (`adopted`: found already done, recorded without running). */
export async function recordSteps(tx: Tx, ledger: MigrationLedger, owner: string, steps: readonly Migration[], adopted: boolean): Promise<void> {
  for (const step of steps) {
    await tx`
      insert into ${tx(ledger.table)} (${tx(ledger.ownerColumn)}, id, name, adopted) values (${owner}, ${step.id}, ${step.name}, ${adopted})
      on conflict (${tx(ledger.ownerColumn)}, id) do nothing`;
  }
}

/** Runs the steps after the last one recorded, in order, each recorded in the same transaction as its work. */
export async function runPending(tx: Tx, ledger: MigrationLedger, owner: string, migrations: readonly Migration[], done: number): Promise<void> {
  for (const migration of migrations.slice(done)) {
    await migration.up(tx);
    await recordSteps(tx, ledger, owner, [migration], false);
  }
}

/**
 * Brings a service's tables to the code's last step, under the migrations lock: of two processes
 * starting together, one runs the pending steps and the other waits, then finds none pending.
 * A database whose tables an earlier release grew without recording steps upgrades too: first
 * steps that only create what is missing (`if not exists`) are recorded as run.
 */
export async function migrateTables(sql: Sql, owner: string, migrations: readonly Migration[]): Promise<void> {
  checkMigrationList(SERVICE_TABLES, owner, migrations);
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATIONS_LOCK})`;
    await tx`
      create table if not exists schema_migrations (
        owner text not null,
        id integer not null,
        name text not null,
        adopted boolean not null default false,
        applied_at timestamptz not null default now(),
        primary key (owner, id)
      )`;
    await runPending(tx, SERVICE_TABLES, owner, migrations, await stepsDone(tx, SERVICE_TABLES, owner, migrations));
  });
}
