import type { EventStore, RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { type ChangeMessage, PROJECTION_PROGRESS, type ProgressMessage, READ_MODEL_CHANGES } from '@detailing/services/platform/channels';
import { lockCheckpoint, markReadModelTransaction, saveCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database, Notify, Tx } from '@detailing/services/platform/database';
import { applyEvents } from './apply.js';
import { recordSteps, stepsDone } from './migrations.js';
import type { Projector } from './Projector.js';
import { currentSchema, inSchema, schemaExists, schemaFor } from './schemas.js';

export interface RebuildProgress {
  projection: string;
  /** The last event the fresh tables hold. */
  position: number;
  /** `batch committed`: more may follow; `swapping`: no event was left to read, the swap comes next. */
  stage: 'batch committed' | 'swapping';
}

export interface RebuildContext {
  db: Database;
  store: EventStore;
  batchSize: number;
  /** Runs after each committed batch and before each swap, while no transaction is open (tests pause or stop here). */
  betweenBatches?: (progress: RebuildProgress) => Promise<void>;
  /** True once the runner is stopping: the rebuild leaves off after its current batch. */
  stopping(): boolean;
}

export interface RebuildResult {
  /** Events read by this run (a resumed rebuild counts only what it read itself). */
  events: number;
  position: number;
}

interface Started {
  schema: string;
  position: number;
}

/**
 * Builds the read model again in fresh tables (a schema of their own, made by the projector's
 * migrations) while readers keep using the live ones, then swaps them in. Each batch commits with
 * the rebuild's own checkpoint, so a rebuild is never one long transaction and resumes where a
 * crash left it. The swap is one short transaction that also sets the live checkpoint.
 *
 * `force`: rebuild even if the live model is current (the rebuild command). Without it a rebuild
 * runs only when one is under way, the projector's version changed, or its tables are unrecognised.
 * Resolves null when there was nothing to do or another process finished the same rebuild.
 */
export async function rebuildProjection(ctx: RebuildContext, projector: Projector, force: boolean): Promise<RebuildResult | null> {
  const started = await prepare(ctx, projector, force);
  if (!started) return null;
  const { schema } = started;
  let position = started.position;
  let events = 0;
  // Changes to announce at the swap: only for events the live model has not applied (and announced) itself.
  const unannounced = new Unannounced();
  // Long runs of rows go in by COPY where the database speaks it (not PGlite's socket).
  const copy = ctx.db.kind === 'postgres';
  let behindLive = false;
  const stopping = () => {
    if (ctx.stopping()) throw new Error(`rebuild of ${projector.name} left off at position ${position}: the runner is stopping`);
  };
  for (;;) {
    stopping();
    // Read on to the end of the log, the next batch read (and decoded) while this one is applied.
    const pages = new ReadAhead(eventPages(ctx.store, position, ctx.batchSize));
    let read = 0;
    try {
      for (let batch = await pages.take(); batch; batch = await pages.take()) {
        stopping();
        read += batch.length;
        const outcome = await ctx.db.transaction((tx, notify) => applyBatch(tx, notify, projector, schema, position, batch, copy));
        if (outcome === 'finished elsewhere') return null;
        unannounced.add(outcome.changes, outcome.live);
        events += outcome.applied;
        position = outcome.position;
        await ctx.betweenBatches?.({ projection: projector.name, position, stage: 'batch committed' });
        // Another process rebuilding the same model applied this batch already: read on from where it got.
        if (position !== batch.at(-1)!.globalPosition) break;
      }
    } finally {
      await pages.close();
    }
    if (read > 0) {
      behindLive = false;
      continue;
    }
    // The live model applied events after `position`, so reading on must find them; spinning would hide the fault.
    if (behindLive) throw new Error(`rebuild of ${projector.name}: the live checkpoint is past the last event (${position})`);
    if (projector.rebuildIndexesLast?.length) await ctx.db.transaction((tx) => buildIndexesLast(tx, projector, schema));
    await ctx.betweenBatches?.({ projection: projector.name, position, stage: 'swapping' });
    const outcome = await ctx.db.transaction((tx, notify) => swap(tx, notify, projector, schema, position, unannounced));
    if (outcome === 'finished elsewhere') return null;
    if (outcome === 'swapped') return { events, position };
    behindLive = outcome === 'behind live';
    if (outcome === 'behind live') continue; // the live model moved on meanwhile: read on, then swap
    position = outcome.position;
    await ctx.betweenBatches?.({ projection: projector.name, position, stage: 'batch committed' });
  }
}

/** The events after `after` to the end of the log, in pages of `size`: streamed where the store can, else read page by page. */
function eventPages(store: EventStore, after: number, size: number): AsyncGenerator<RecordedEvent[]> {
  return store instanceof SqlEventStore ? store.readAllInPages(after, size) : readPages(store, after, size);
}

async function* readPages(store: EventStore, after: number, size: number): AsyncGenerator<RecordedEvent[]> {
  for (let page = await store.readAll(after, size); page.length > 0; page = await store.readAll(after, size)) {
    after = page.at(-1)!.globalPosition;
    yield page;
  }
}

/** Pages taken one at a time, the next one asked for as one is taken: read, never more than one ahead, while that one is applied. */
class ReadAhead {
  private next: Promise<IteratorResult<RecordedEvent[]>>;

  constructor(private readonly pages: AsyncGenerator<RecordedEvent[]>) {
    this.next = this.ask();
  }

  async take(): Promise<RecordedEvent[] | null> {
    const result = await this.next;
    if (result.done) return null;
    this.next = this.ask();
    return result.value;
  }

  /** Stops reading; a page asked for and never taken is dropped (a reader left early tidies up first). */
  async close(): Promise<void> {
    await this.pages.return(undefined).catch(() => {});
  }

  private ask() {
    const next = this.pages.next();
    // A page asked for but never taken (the rebuild stopped or moved elsewhere) must not fail the process.
    next.catch(() => {});
    return next;
  }
}

/** Starts a rebuild (fresh schema, migrations run there) or finds the one under way. */
async function prepare(ctx: RebuildContext, projector: Projector, force: boolean): Promise<Started | null> {
  return ctx.db.transaction(async (tx) => {
    // One process at a time decides; the live runner is not held up by it.
    await tx`select pg_advisory_xact_lock(7240121, hashtext(${projector.name}))`;
    const [row] = (await tx`
      select schema, version, migrated_to, position from projection_rebuilds where name = ${projector.name} for update`) as unknown as {
      schema: string;
      version: number;
      migrated_to: number;
      position: string;
    }[];
    const migratedTo = projector.migrations.at(-1)?.id ?? 0;
    if (row && row.version === projector.version && row.migrated_to === migratedTo && (await schemaExists(tx, row.schema))) {
      return { schema: row.schema, position: Number(row.position) };
    }
    // A row left by another version or other steps is abandoned work: its tables are of no use now.
    if (row) await tx`drop schema if exists ${tx(row.schema)} cascade`;
    if (!force && !(await outdated(tx, projector))) {
      if (row) await tx`delete from projection_rebuilds where name = ${projector.name}`;
      return null;
    }
    const schema = schemaFor('rebuild', projector.name);
    await tx`drop schema if exists ${tx(schema)} cascade`;
    await tx`create schema ${tx(schema)}`;
    await inSchema(tx, schema, async () => {
      for (const migration of projector.migrations) await migration.up(tx);
    });
    const indexesLast = await dropIndexesLast(tx, projector, schema);
    const total = await countEvents(tx, ctx.store);
    await tx`
      insert into projection_rebuilds (name, schema, version, migrated_to, position, events_done, events_total, indexes_last)
      values (${projector.name}, ${schema}, ${projector.version}, ${migratedTo}, 0, 0, ${total}, ${tx.json(indexesLast)})
      on conflict (name) do update set schema = excluded.schema, version = excluded.version,
        migrated_to = excluded.migrated_to, position = 0, events_done = 0, events_total = excluded.events_total,
        indexes_last = excluded.indexes_last, started_at = now(), updated_at = now()`;
    return { schema, position: 0 };
  });
}

/**
 * Drops from the fresh tables the indexes the projector has built after the last batch
 * (`rebuildIndexesLast`), returning their definitions (qualified with the fresh schema), which
 * the rebuild's row keeps until they are built, so a rebuild resumed after a crash builds them too.
 */
async function dropIndexesLast(tx: Tx, projector: Projector, schema: string): Promise<string[]> {
  const names = projector.rebuildIndexesLast ?? [];
  if (names.length === 0) return [];
  const found = (await tx`
    select indexname, indexdef from pg_indexes where schemaname = ${schema} and indexname = any(${tx.array([...names])}::text[])`) as unknown as {
    indexname: string;
    indexdef: string;
  }[];
  const missing = names.filter((name) => !found.some((index) => index.indexname === name));
  if (missing.length > 0) throw new Error(`projection ${projector.name}: rebuildIndexesLast names ${missing.join(', ')}, which its migrations do not make`);
  for (const { indexname } of found) await tx`drop index ${tx(schema)}.${tx(indexname)}`;
  return found.map((index) => index.indexdef);
}

/** Builds the indexes the rebuild left for last (once: the row lock makes a second process wait, then find none). */
async function buildIndexesLast(tx: Tx, projector: Projector, schema: string): Promise<void> {
  await markReadModelTransaction(tx);
  const [row] = (await tx`
    select indexes_last from projection_rebuilds where name = ${projector.name} and schema = ${schema} for update`) as unknown as {
    indexes_last: string[];
  }[];
  if (!row || row.indexes_last.length === 0) return;
  // On the fresh schema's path too, should a definition name its table without the schema.
  await inSchema(tx, schema, async () => {
    for (const definition of row.indexes_last) await tx.unsafe(definition);
  });
  await tx`update projection_rebuilds set indexes_last = '[]' where name = ${projector.name}`;
}

/**
 * The events a rebuild will read, counted once when it starts (one query; positions are not
 * contiguous, so they say nothing about how many events lie between them). Null when the store
 * is not this database's event table (EventStoreDB): the operations view then shows no total.
 */
async function countEvents(tx: Tx, store: EventStore): Promise<number | null> {
  if (!(store instanceof SqlEventStore)) return null;
  const [row] = (await tx`select count(*) as n from events`) as unknown as [{ n: string }];
  return Number(row.n);
}

/** The live rows were built by another version of the projector, or by no recorded migrations. */
export async function outdated(tx: Tx, projector: Projector): Promise<boolean> {
  const [checkpoint] = (await tx`select version from projection_checkpoints where name = ${projector.name}`) as unknown as { version: number }[];
  if (checkpoint && checkpoint.version !== projector.version) return true;
  return (await stepsDone(tx, projector)) < projector.migrations.length;
}

/**
 * `applied`: events this process applied; `position`: where the fresh tables are now; `changes`:
 * those of the batch, and `live`: the live model's position then (see Unannounced).
 */
type Applied = { position: number; applied: number; changes: ChangeMessage[]; live: number };
type Outcome = Applied | 'finished elsewhere' | 'behind live' | 'swapped';

async function applyBatch(
  tx: Tx,
  notify: Notify,
  projector: Projector,
  schema: string,
  from: number,
  batch: RecordedEvent[],
  copy: boolean,
): Promise<Applied | 'finished elsewhere'> {
  // Sent together, answered in one round trip (the live checkpoint is read whatever the claim says).
  const [, claimed, live] = await Promise.all([markReadModelTransaction(tx), claim(tx, projector, schema), liveCheckpoint(tx, projector)]);
  if (claimed === 'finished elsewhere') return claimed;
  // Another process rebuilding the same model applied this batch already: carry on from where it got.
  if (claimed.position !== from) return { position: claimed.position, applied: 0, changes: [], live };
  const changes = await inSchema(tx, schema, () => applyEvents(tx, projector, batch, { copy }));
  const position = batch.at(-1)!.globalPosition;
  const done = claimed.done + batch.length;
  await tx`
    update projection_rebuilds set position = ${position}, events_done = ${done}, updated_at = now() where name = ${projector.name}`;
  // `position` stays the live model's: waiters for the live read model must not count the fresh tables.
  const progress: ProgressMessage = { projection: projector.name, position: live, rebuild: { done, total: claimed.total } };
  notify(PROJECTION_PROGRESS, JSON.stringify(progress));
  return { position, applied: batch.length, changes, live };
}

/** Drops the old tables, moves the fresh ones in, and sets the live checkpoint; readers wait only for this. */
async function swap(tx: Tx, notify: Notify, projector: Projector, schema: string, position: number, unannounced: Unannounced): Promise<Outcome> {
  // Holding the live checkpoint keeps the live runner from writing to the tables being replaced.
  const live = await lockCheckpoint(tx, projector.name, projector.version);
  const claimed = await claim(tx, projector, schema);
  if (claimed === 'finished elsewhere') return claimed;
  if (claimed.position !== position) return { position: claimed.position, applied: 0, changes: [], live: live.position };
  if (live.position > position) return 'behind live';
  const target = await currentSchema(tx);
  const tables = (await tx`select tablename from pg_tables where schemaname = ${schema} order by tablename`) as unknown as { tablename: string }[];
  for (const { tablename } of tables) {
    await tx`drop table if exists ${tx(target)}.${tx(tablename)}`;
    await tx`alter table ${tx(schema)}.${tx(tablename)} set schema ${tx(target)}`;
  }
  // Without cascade: anything left behind (a type, a view) fails the swap instead of vanishing.
  await tx`drop schema ${tx(schema)}`;
  await recordSteps(tx, projector, projector.migrations, false);
  await saveCheckpoint(tx, projector.name, position, projector.version);
  await tx`delete from projection_rebuilds where name = ${projector.name}`;
  for (const message of unannounced.after(live.position)) notify(READ_MODEL_CHANGES, JSON.stringify(message));
  // Events appended while it ran were read too: at the swap the total is what was done.
  const rebuild = { done: claimed.done, total: claimed.total === null ? null : Math.max(claimed.total, claimed.done) };
  notify(PROJECTION_PROGRESS, JSON.stringify({ projection: projector.name, position, rebuild } satisfies ProgressMessage));
  return 'swapped';
}

interface Claimed {
  position: number;
  done: number;
  total: number | null;
}

/** Locks this rebuild's row; its position and progress, or why this process should stop. */
async function claim(tx: Tx, projector: Projector, schema: string): Promise<Claimed | 'finished elsewhere'> {
  const [row] = (await tx`
    select schema, version, position, events_done, events_total from projection_rebuilds where name = ${projector.name} for update`) as unknown as {
    schema: string;
    version: number;
    position: string;
    events_done: string;
    events_total: string | null;
  }[];
  if (!row || row.schema !== schema || row.version !== projector.version) return 'finished elsewhere';
  return { position: Number(row.position), done: Number(row.events_done), total: row.events_total === null ? null : Number(row.events_total) };
}

async function liveCheckpoint(tx: Tx, projector: Projector): Promise<number> {
  const [row] = (await tx`select position from projection_checkpoints where name = ${projector.name}`) as unknown as { position: string }[];
  return row ? Number(row.position) : 0;
}

/** At most this many changes wait for the swap; see Unannounced. */
export const UNANNOUNCED_LIMIT = 10_000;

/**
 * The changes of the events a rebuild applied that the live model had not: live readers learn of
 * them at the swap. Those the live model applies meanwhile (and announces itself) are dropped at
 * each batch, so while the live runner follows, only the last few events' changes wait here. A
 * rebuild far ahead of the live model (no live runner, say, while replaying the whole log) would
 * otherwise hold one change per event: past UNANNOUNCED_LIMIT it keeps none and announces no row
 * at the swap (only the progress notice), as a reader could do nothing useful with a million.
 */
class Unannounced {
  private messages: ChangeMessage[] = [];
  private overflowed = false;

  add(changes: readonly ChangeMessage[], live: number): void {
    if (this.overflowed) return;
    this.messages = this.messages.filter((m) => m.position > live);
    for (const change of changes) if (change.position > live) this.messages.push(change);
    if (this.messages.length > UNANNOUNCED_LIMIT) {
      this.overflowed = true;
      this.messages = [];
    }
  }

  after(live: number): ChangeMessage[] {
    return this.messages.filter((m) => m.position > live);
  }
}
