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

/**
 * How many events lie after `position`, counting at most `cap` (positions are not contiguous,
 * so the difference of two says nothing): an index range scan that stops at `cap` rows.
 */
export async function countEventsAfter(sql: Sql, position: number, cap: number): Promise<number> {
  const [row] = (await sql`
    select count(*)::int as n from (select 1 from events where global_position > ${position} order by global_position limit ${cap}) as behind`) as unknown as [{ n: number }];
  return row.n;
}
