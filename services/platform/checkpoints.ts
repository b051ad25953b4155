import type { Sql, Tx } from './database.js';

export async function migrateCheckpoints(sql: Sql | Tx): Promise<void> {
  await sql`
    create table if not exists projection_checkpoints (
      name text primary key,
      position bigint not null default 0,
      version integer not null,
      updated_at timestamptz not null default now()
    )`;
  // Who holds each lease (services/platform/leases.ts). A row counts only while its backend still
  // holds the advisory lock: a dead holder's row stays behind until the next holder overwrites it.
  await sql`
    create table if not exists projection_leases (
      name text primary key,
      holder text not null,
      backend_pid integer not null,
      since timestamptz not null default now()
    )`;
}

/** Key space of the per-projection leases: `pg_try_advisory_lock(LEASE_LOCKS, hashtext(name))`, held for the session. */
export const LEASE_LOCKS = 7_240_122;

export interface ProjectionLease {
  name: string;
  /** The process holding the lease (its label: host name and pid), or null when none does. */
  holder: string | null;
  /** When that process took the lease (ISO 8601), or null. */
  since: string | null;
}

/**
 * Each projection (and the reactor) with the process that runs it now. A holder is listed only
 * while its database session still holds the lease's advisory lock, so a killed process drops out
 * as soon as PostgreSQL has closed its connection.
 */
export async function projectionLeases(sql: Sql | Tx): Promise<ProjectionLease[]> {
  const rows = (await sql`
    with names as (select name from projection_checkpoints union select name from projection_leases)
    select n.name, l.holder, l.since
    from names n
    left join projection_leases l on l.name = n.name and exists (
      select 1 from pg_locks k
      where k.locktype = 'advisory' and k.granted and k.objsubid = 2
        and k.database = (select oid from pg_database where datname = current_database())
        and k.classid::bigint = ${LEASE_LOCKS}
        and k.objid::bigint = (hashtext(n.name)::bigint & 4294967295)
        and k.pid = l.backend_pid)
    order by n.name`) as unknown as { name: string; holder: string | null; since: Date | null }[];
  return rows.map((r) => ({ name: r.name, holder: r.holder, since: r.since ? new Date(r.since).toISOString() : null }));
}

/** Reads and row-locks a checkpoint (made at `version` if new): a second runner of the same projection waits its turn. */
export async function lockCheckpoint(tx: Tx, name: string, version: number): Promise<{ position: number; version: number }> {
  // One statement: the no-op update locks the row (made if new) and returns it as it was.
  const [row] = (await tx`
    insert into projection_checkpoints (name, position, version) values (${name}, 0, ${version})
    on conflict (name) do update set name = excluded.name
    returning position, version`) as unknown as [{ position: string; version: number }];
  return { position: Number(row.position), version: row.version };
}

/** Moves a checkpoint; `version` only when the rows now are that version's (a rebuild's swap). */
export async function saveCheckpoint(tx: Tx, name: string, position: number, version?: number): Promise<void> {
  if (version === undefined) await tx`update projection_checkpoints set position = ${position}, updated_at = now() where name = ${name}`;
  else await tx`update projection_checkpoints set position = ${position}, version = ${version}, updated_at = now() where name = ${name}`;
}

/**
 * Moves a checkpoint forward to `position` inside a batch's transaction, never back. Sent right
 * after `lockCheckpoint` (pipelined, so in the same round trip), it runs once the lock is held, and
 * the lock's answer is still the position as it was before.
 */
export async function moveCheckpointForward(tx: Tx, name: string, position: number): Promise<void> {
  await tx`update projection_checkpoints set position = ${position}, updated_at = now() where name = ${name} and position < ${position}`;
}

/**
 * Moves checkpoints forward outside any batch transaction, in one statement (each made at its
 * `version` if new); never back, so a late call after a batch that went further changes nothing.
 * A checkpoint a batch has locked is left alone, since waiting for it would hold up the batches
 * that lock the others after this statement did: answers those names, for the caller to try again.
 */
export async function advanceCheckpoints(sql: Sql, checkpoints: readonly { name: string; position: number; version: number }[]): Promise<string[]> {
  if (checkpoints.length === 0) return [];
  const rows = (await sql`
    with wanted as (
      select * from unnest(
        ${sql.array(checkpoints.map((c) => c.name))}::text[], ${sql.array(checkpoints.map((c) => String(c.position)))}::bigint[],
        ${sql.array(checkpoints.map((c) => c.version))}::int[]) as w (name, position, version)
    ),
    free as (
      select c.name from projection_checkpoints c where c.name in (select name from wanted) for update skip locked
    ),
    moved as (
      update projection_checkpoints c set position = w.position, updated_at = now()
      from wanted w where c.name = w.name and c.name in (select name from free) and c.position < w.position
    ),
    made as (
      insert into projection_checkpoints (name, position, version)
      select name, position, version from wanted w where not exists (select 1 from projection_checkpoints c where c.name = w.name)
      on conflict (name) do nothing
      returning name
    )
    select name from wanted where name not in (select name from free) and name not in (select name from made)`) as unknown as { name: string }[];
  return rows.map((row) => row.name);
}

/**
 * Positions that checkpointed consumers (projections, the reactor) passed in pages with nothing
 * for them, not yet saved: committing a transaction per page just to move a checkpoint would cost
 * each append a commit per consumer. They are saved together, in one statement, within `delayMs`
 * of the first one waiting (or at once by `flush`). Safe to lose in a crash: the consumer only
 * reads those events again to pass them again.
 */
export class PassedCheckpoints {
  private readonly waiting = new Map<string, { position: number; version: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly delayMs: number,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** `name` passed `position` without committing anything: save it soon. */
  passed(name: string, position: number, version: number): void {
    this.waiting.set(name, { position, version });
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((error) => this.log('saving passed checkpoints failed', error));
    }, this.delayMs);
    this.timer.unref();
  }

  /** `name` committed its checkpoint at or past what waits for it: nothing of it to save. */
  committed(name: string): void {
    this.waiting.delete(name);
  }

  /** Saves now what waits (only `names`' when given), in one statement. */
  async flush(names?: readonly string[]): Promise<void> {
    const due = [...this.waiting].filter(([name]) => !names || names.includes(name));
    for (const [name] of due) this.waiting.delete(name);
    if (this.waiting.size === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const locked = await advanceCheckpoints(
      this.sql,
      due.map(([name, { position, version }]) => ({ name, position, version })),
    );
    // A batch holds them: it may move them past, or fail; try again later unless something newer waits.
    for (const [name, pending] of due) {
      if (locked.includes(name) && !this.waiting.has(name)) this.passed(name, pending.position, pending.version);
    }
  }
}

export async function readCheckpoint(sql: Sql, name: string): Promise<number> {
  const [row] = (await sql`select position from projection_checkpoints where name = ${name}`) as unknown as { position: string }[];
  return row ? Number(row.position) : 0;
}

/**
 * Marks the transaction as a read model's, one that never appends events, for as long as it runs
 * (`set local`): readers of the event store then need not wait for it to end before reading what
 * committed after it began (`event_store_database_limit` in services/eventstore/sqlPositions.ts
 * leaves such transactions out). Call first in the transaction, before it writes anything.
 *
 * Its commit does not wait for the disk either (`synchronous_commit` off): a crash may lose the
 * last such commits, but each whole (rows and checkpoint together), and always after the events
 * they were made from, which committed durably before anyone could read them; the projection
 * then applies those events again. Live readers are not kept waiting on a flush meanwhile.
 */
export async function markReadModelTransaction(tx: Tx): Promise<void> {
  // Awaited here, so the statement is sent at the call: the caller's later statements, even sent
  // together with it, run after it.
  await tx`select set_config('application_name', ${READ_MODEL_TRANSACTION}, true), set_config('synchronous_commit', 'off', true)`;
}

/** The application_name a read model's transaction carries while it runs (see markReadModelTransaction). */
export const READ_MODEL_TRANSACTION = 'detailing read model';
