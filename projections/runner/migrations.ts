import { migrateCheckpoints } from '@detailing/services/platform/checkpoints';
import type { Sql, Tx } from '@detailing/services/platform/database';
import * as steps from '@detailing/services/platform/migrations';
import { MIGRATIONS_LOCK, type MigrationLedger } from '@detailing/services/platform/migrations';
import type { ProjectionMigration, Projector } from './Projector.js';
import { currentSchema, inSchema, sameShapes, schemaFor, type Shapes, tableShapes } from './schemas.js';

/** Read models record their steps in a ledger of their own, with the same runner as the services' tables. */
const PROJECTIONS: MigrationLedger = { table: 'projection_migrations', ownerColumn: 'projector', label: (name) => `Projection ${name}` };

/** The runner's own tables: checkpoints, which migration steps ran, and rebuilds under way. */
export const migrateBookkeeping = (sql: Sql): Promise<void> => steps.migrateTables(sql, 'projection_runner', BOOKKEEPING);

const BOOKKEEPING: readonly steps.Migration[] = [
  {
    id: 1,
    name: 'checkpoints, migrations and rebuilds',
    up: async (tx) => {
      await migrateCheckpoints(tx);
      await tx`
        create table if not exists projection_migrations (
          projector text not null,
          id integer not null,
          name text not null,
          -- true: found already done in tables an earlier release built, so recorded without running
          adopted boolean not null default false,
          applied_at timestamptz not null default now(),
          primary key (projector, id)
        )`;
      await tx`
        create table if not exists projection_rebuilds (
          name text primary key,
          schema text not null,
          version integer not null,
          -- the last migration step the fresh tables were made with
          migrated_to integer not null,
          position bigint not null default 0,
          started_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`;
    },
  },
  {
    // Progress for the operations view: events read so far, and the events in the store when it started.
    id: 2,
    name: 'rebuild progress',
    up: async (tx) => {
      await tx`alter table projection_rebuilds add column if not exists events_done bigint not null default 0`;
      await tx`alter table projection_rebuilds add column if not exists events_total bigint`;
    },
  },
  {
    // The definitions of the indexes the fresh tables get after the last batch (Projector.rebuildIndexesLast).
    id: 3,
    name: 'rebuild indexes last',
    up: (tx) => tx`alter table projection_rebuilds add column if not exists indexes_last jsonb not null default '[]'`,
  },
];

/** Refuses a list of steps that is not 1, 2, 3, ...: a gap or a repeat is a mistake in the code. */
export function checkMigrationList(projector: Projector): void {
  steps.checkMigrationList(PROJECTIONS, projector.name, projector.migrations);
}

/**
 * Applies the projector's pending migration steps to the live tables, in order, once. A database
 * without a history for it but with its tables (built before migrations were recorded) is matched
 * against the shape after each step and adopted at the step it matches. `unrecognised`: tables are
 * there that no step made; only a rebuild into fresh tables can bring them to the current shape.
 */
export async function migrateProjector(sql: Sql, projector: Projector): Promise<'ready' | 'unrecognised'> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATIONS_LOCK})`;
    let done = await stepsDone(tx, projector);
    if (done === 0 && projector.migrations.length > 0) {
      const adopted = await recogniseExisting(tx, projector);
      if (adopted === null) return 'unrecognised' as const;
      await recordSteps(tx, projector, projector.migrations.slice(0, adopted), true);
      done = adopted;
    }
    await steps.runPending(tx, PROJECTIONS, projector.name, projector.migrations, done);
    return 'ready' as const;
  });
}

/** How many steps the live tables have had; throws when the history is not a prefix of the code's steps. */
export function stepsDone(tx: Tx, projector: Projector): Promise<number> {
  return steps.stepsDone(tx, PROJECTIONS, projector.name, projector.migrations);
}

export function recordSteps(tx: Tx, projector: Projector, done: readonly ProjectionMigration[], adopted: boolean): Promise<void> {
  return steps.recordSteps(tx, PROJECTIONS, projector.name, done, adopted);
}

/** 0: none of the projector's tables exist; k: they look exactly as after step k; null: neither. */
async function recogniseExisting(tx: Tx, projector: Projector): Promise<number | null> {
  const scratch = schemaFor('scratch', projector.name);
  await tx`drop schema if exists ${tx(scratch)} cascade`;
  await tx`create schema ${tx(scratch)}`;
  const after: Shapes[] = [];
  await inSchema(tx, scratch, async () => {
    for (const migration of projector.migrations) {
      await migration.up(tx);
      after.push(await tableShapes(tx, scratch));
    }
  });
  await tx`drop schema ${tx(scratch)} cascade`;
  const names = [...new Set(after.flatMap((shapes) => Object.keys(shapes)))];
  const existing = await tableShapes(tx, await currentSchema(tx), names);
  if (Object.keys(existing).length === 0) return 0;
  for (let step = after.length; step >= 1; step--) if (sameShapes(existing, after[step - 1]!)) return step;
  return null;
}
