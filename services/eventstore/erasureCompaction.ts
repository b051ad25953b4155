import { ERASED } from '@detailing/schema/eventDefinition';
import type { Database } from '../platform/database.js';
import { SEALED } from './personalData.js';
import { migrateTables } from '../platform/migrations.js';

/** How long after an erasure the embedded store compacts: erasures meanwhile (a bulk delete) share one compaction. */
export const COMPACTION_DELAY_MS = 60_000;

/** The longest a compaction waits for the read models to apply the erasure's events (their rows deleted) before it compacts anyway. */
export const READ_MODELS_WAIT_MS = 60_000;

/**
 * Only ever appended to, and holding personal values only sealed: left out, being the largest.
 * `events` is compacted too after an erasure that rewrote plain events (stored before sealing).
 */
const APPEND_ONLY = ['events', 'processed_commands'];

export interface ErasureCompactionDeps {
  /** The embedded database (PGlite): one process, one connection. */
  db: Database;
  store: { lastPosition(): Promise<number> };
  /** Every read model's name (its checkpoint's): each deletes its rows of an erased person when it applies the erasure's events. */
  readModels: readonly string[];
  delayMs?: number;
  log: (message: string, error?: unknown) => void;
}

/**
 * Erased means gone from the embedded store's files too. PostgreSQL keeps a deleted or updated
 * row's bytes in its table (and index) files until they are rewritten, and every change in its
 * write-ahead log; so after an erasure the keys it destroyed and the rows the read models
 * deleted are still on disk. `COMPACTION_DELAY_MS` after an erasure, once the read models have
 * applied it, this rewrites every table but `APPEND_ONLY` (VACUUM FULL: new files holding only
 * live rows, the old ones truncated at once), starts a new WAL segment and checkpoints, which removes every older
 * segment (with `EMBEDDED_WAL_SETTINGS` a checkpoint removes them rather than recycling them).
 *
 * An erasure is pending while `personal_data_erasures` has a stream not in `compacted_erasures`,
 * so a stop or crash before the compaction leaves it pending and the next start finishes it.
 * Each VACUUM FULL locks its table: on PGlite's one connection every other query waits for it,
 * one table at a time. Not for PostgreSQL servers, whose WAL archives and backups are the
 * operator's (README).
 */
export class ErasureCompaction {
  private readonly delayMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** An erasure came while a compaction ran: another one follows it. */
  private again = false;
  private stopped = false;
  private stopping!: () => void;
  private readonly stop$ = new Promise<void>((resolve) => (this.stopping = resolve));
  private idle: (() => void)[] = [];

  constructor(private readonly deps: ErasureCompactionDeps) {
    this.delayMs = deps.delayMs ?? COMPACTION_DELAY_MS;
  }

  /** Creates its table and schedules the compaction of erasures left pending by the last run, at once. */
  async start(): Promise<void> {
    await migrateTables(this.deps.db.sql, 'compacted_erasures', [
      { id: 1, name: 'compacted erasures', up: (tx) => tx`create table if not exists compacted_erasures (stream_id text primary key)` },
    ]);
    if ((await this.pending()).length > 0) this.schedule(0);
  }

  /** After an erasure committed: compacts within the delay (an erasure while it runs makes it run again). */
  erased(): void {
    this.schedule(this.delayMs);
  }

  /** Resolves once no compaction is scheduled or running. */
  settled(): Promise<void> {
    if (!this.timer && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Cancels a scheduled compaction (it stays pending for the next start) and waits for a running one. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.wake();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // One already scheduled takes this erasure too: the delay counts from the first.
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.compactPending()
        .catch((error) => this.deps.log('Compacting the embedded store after an erasure failed; the next erasure or start retries', error))
        .finally(() => {
          this.running = null;
          if (this.again && !this.stopped) {
            this.again = false;
            this.schedule(this.delayMs);
          } else this.wake();
        });
    }, delayMs);
  }

  private wake(): void {
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async pending(): Promise<string[]> {
    const rows = (await this.deps.db.sql`
      select e.stream_id from personal_data_erasures e
      where not exists (select 1 from compacted_erasures c where c.stream_id = e.stream_id)`) as unknown as { stream_id: string }[];
    return rows.map((r) => r.stream_id);
  }

  private async compactPending(): Promise<void> {
    const streams = await this.pending();
    if (streams.length === 0) return;
    const caughtUp = await this.readModelsCaughtUp();
    if (this.stopped) return;
    const { sql } = this.deps.db;
    for (const table of await this.tables(streams)) {
      // Stopping leaves it pending for the next start, rather than holding the shutdown up.
      if (this.stopped) return;
      // One statement each: the app's queries queued meanwhile run between them.
      await sql.unsafe(`vacuum full ${table}`);
    }
    await sql`select pg_switch_wal()`;
    await sql`checkpoint`;
    if (!caughtUp) {
      this.deps.log(`The read models had not applied an erasure within ${READ_MODELS_WAIT_MS / 1000} s; compacted anyway, and the next erasure or start compacts again`);
      return;
    }
    await sql`insert into compacted_erasures (stream_id) select unnest(${sql.array(streams)}::text[]) on conflict do nothing`;
  }

  /**
   * Whether every read model's checkpoint reached the store's head (so it applied the erasure's
   * events) in time. Asks the table: a projection passing events it does not handle announces
   * that only as it happens, and right after a start that may be before anyone listens.
   */
  private async readModelsCaughtUp(): Promise<boolean> {
    const { sql } = this.deps.db;
    const [head, names] = [await this.deps.store.lastPosition(), [...this.deps.readModels]];
    if (names.length === 0) return true;
    const deadline = performance.now() + READ_MODELS_WAIT_MS;
    for (;;) {
      const [{ behind }] = (await sql`
        select ${names.length}::int - count(*)::int as behind from projection_checkpoints
        where name = any(${sql.array(names)}::text[]) and position >= ${head}`) as unknown as [{ behind: number }];
      if (behind === 0) return true;
      if (this.stopped || performance.now() > deadline) return false;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), this.stop$]);
    }
  }

  /** Every table of the database's own schemas, quoted; the append-only ones only when the erasure rewrote plain events in them. */
  private async tables(streams: string[]): Promise<string[]> {
    const { sql } = this.deps.db;
    const rows = (await sql`
      select format('%I.%I', n.nspname, c.relname) as name, n.nspname = 'public' and c.relname = any(${sql.array(APPEND_ONLY)}::text[]) as append_only
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      order by n.nspname, c.relname`) as unknown as { name: string; append_only: boolean }[];
    const rewritten = await this.rewrotePlainEvents(streams);
    return rows.filter((r) => !r.append_only || (rewritten && r.name === 'public.events')).map((r) => r.name);
  }

  /** Whether an erased stream has plain events (stored before sealing) that the erasure rewrote to ERASED. */
  private async rewrotePlainEvents(streams: string[]): Promise<boolean> {
    const { sql } = this.deps.db;
    const [{ table }] = (await sql`select to_regclass('public.events') is not null as table`) as unknown as [{ table: boolean }];
    if (!table) return false; // the events live in EventStoreDB
    const rows = await sql`
      select 1 from events where stream_id = any(${sql.array(streams)}::text[])
        and not (data ? ${SEALED}) and position(${JSON.stringify(ERASED)} in data::text) > 0
      limit 1`;
    return rows.length > 0;
  }
}
