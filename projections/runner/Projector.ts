import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { Tx } from '@detailing/services/platform/database';
import type { Migration } from '@detailing/services/platform/migrations';

/** A change a read model went through, announced to live readers after commit. */
export interface ReadModelChange {
  model: string;
  kind: 'created' | 'updated' | 'deleted';
  id: string;
}

/**
 * One step in the life of a read model's tables. Steps run once each on the live tables, in `id`
 * order, and are never edited once released: a change to the tables is a new step at the end.
 * `up` names tables without a schema and touches only its own, because the same steps also build
 * a rebuild's fresh tables and, once, a scratch copy to recognise tables an older release made.
 */
export type ProjectionMigration = Migration;

/**
 * Builds one read model from the events it handles. `apply` runs inside the runner's
 * transaction, together with the checkpoint update, so its effects land exactly once.
 */
export interface Projector {
  name: string;
  /**
   * Raise when the rows' meaning changes (what `apply` writes), so the existing rows are wrong:
   * the runner then rebuilds the read model into fresh tables. A new column alone is a migration.
   */
  version: number;
  handles: readonly string[];
  /** The tables this read model owns, built step by step; see ProjectionMigration. */
  migrations: readonly ProjectionMigration[];
  apply(tx: Tx, event: RecordedEvent): Promise<ReadModelChange[]>;
  /**
   * Optional: applies several events (all of types it handles, in log order) with fewer round
   * trips, e.g. a run of inserts as one multi-row INSERT. It must leave exactly the rows `apply`
   * one event at a time would, and return each event's changes, in the order of `events`.
   * Without it, `applyEvents` (apply.ts) calls `apply` once per event. A projector made by
   * spreading another and replacing `apply` must replace this too, or set it undefined.
   */
  applyMany?(tx: Tx, events: readonly RecordedEvent[]): Promise<ReadModelChange[][]>;
  /**
   * Optional, for rebuilds: the events that each only insert one row (BookingCreated), as those
   * rows. A rebuild on PostgreSQL streams long runs of them into the fresh table with COPY, which
   * costs the database and this process a fraction of an INSERT's work per row; `applyMany` or
   * `apply` take the rest, in log order. It must give the rows, and the changes, `apply` would.
   * COPY has no `on conflict`: a run with a key taken falls back to the INSERT path (see
   * `applyEvents`). A projector spread from another with its own `apply` must drop or replace it.
   */
  copyRows?: CopyRows;
  /**
   * Optional: indexes (by name, made by `migrations`) a rebuild builds once, after its last
   * batch, instead of entry by entry as the rows go in, which over a long log costs far more.
   * Name only indexes that none of this projector's own statements search by (those serving
   * readers' queries): the fresh tables lack them until then.
   */
  rebuildIndexesLast?: readonly string[];
}

/** A value of a row COPY writes: text as PostgreSQL reads it (arrays and JSON included), a number, a boolean, or null. */
export type CopyValue = string | number | boolean | null;

/** See `Projector.copyRows`. */
export interface CopyRows {
  table: string;
  columns: readonly string[];
  /** The event types whose events each only insert one row into `table`. */
  handles: readonly string[];
  /** The row one of those events inserts (a value per column, in order), and the changes `apply` returns for it. */
  row(event: RecordedEvent): { values: CopyValue[]; changes: ReadModelChange[] };
}
