import type { Sql } from '../platform/database.js';

/** A read model's live checkpoint: the last event its rows hold, and the projector version that built them. */
export interface CheckpointRow {
  name: string;
  position: number;
  version: number;
  updatedAt: string;
}

/** A rebuild under way. `done`/`total` are null where the runner does not record them. */
export interface RebuildRow {
  name: string;
  version: number;
  position: number;
  startedAt: string;
  updatedAt: string;
  done: number | null;
  total: number | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function readCheckpoints(sql: Sql, names?: readonly string[]): Promise<CheckpointRow[]> {
  const rows = (await sql`
    select name, position, version, updated_at from projection_checkpoints
    ${names ? sql`where name = any(${sql.array(names as string[])})` : sql``}`) as unknown as { name: string; position: string; version: number; updated_at: Date }[];
  return rows.map((r) => ({ name: r.name, position: Number(r.position), version: r.version, updatedAt: iso(r.updated_at) }));
}

export async function readRebuilds(sql: Sql, names?: readonly string[]): Promise<RebuildRow[]> {
  // `select *`: the progress columns (events_done, events_total) are read when the table has them.
  const rows = (await sql`
    select * from projection_rebuilds
    ${names ? sql`where name = any(${sql.array(names as string[])})` : sql``}`) as unknown as Record<string, unknown>[];
  return rows.map((r) => ({
    name: String(r.name),
    version: Number(r.version),
    position: Number(r.position),
    startedAt: iso(r.started_at as Date),
    updatedAt: iso(r.updated_at as Date),
    done: numberOrNull(r.events_done),
    total: numberOrNull(r.events_total),
  }));
}

/** Events after a position, counted up to the cap, and for how long the oldest of them has waited. */
export interface LagAfter {
  count: number;
  /** Seconds since the first of those events was recorded (the database's clock); 0 when none waits. */
  seconds: number;
}

/**
 * How many events lie after each position, counting at most `cap` (positions are not contiguous,
 * so the difference of two says nothing), and how long the first of them have waited: one
 * statement, with an index range scan per distinct position that stops at `cap` rows.
 */
export async function lagAfter(sql: Sql, positions: readonly number[], cap: number): Promise<Map<number, LagAfter>> {
  const distinct = [...new Set(positions)];
  if (distinct.length === 0) return new Map();
  const rows = (await sql`
    select p.position::text as position, w.n, coalesce(extract(epoch from now() - w.oldest), 0)::float8 as seconds
    from unnest(${sql.array(distinct.map(String))}::bigint[]) as p (position)
    cross join lateral (
      select count(*)::int as n, min(recorded_at) as oldest
      from (select recorded_at from events where global_position > p.position order by global_position limit ${cap}) as behind
    ) as w`) as unknown as { position: string; n: number; seconds: number }[];
  return new Map(rows.map((r) => [Number(r.position), { count: r.n, seconds: Math.max(0, r.seconds) }]));
}

/** Whether the database answers a statement at all (readiness). */
export async function databaseAnswers(sql: Sql): Promise<void> {
  await sql`select 1`;
}
