import type { EventStore, RecordedEvent, Subscription } from '@detailing/services/eventstore/EventStore';
import type { Database, Notify, Tx } from '@detailing/services/platform/database';
import { PROJECTION_PROGRESS, type ProgressMessage, READ_MODEL_CHANGES } from '@detailing/services/platform/channels';
import { lockCheckpoint, markReadModelTransaction, moveCheckpointForward, PassedCheckpoints, readCheckpoint } from '@detailing/services/platform/checkpoints';
import { Leases, type LeaseWork } from '@detailing/services/platform/leases';
import { defaultLog } from '@detailing/services/platform/logger';
import { applyEvents } from './apply.js';
import { BatchTurns } from './batchTurns.js';
import { checkMigrationList, migrateBookkeeping, migrateProjector } from './migrations.js';
import type { Projector } from './Projector.js';
import { outdated, type RebuildContext, type RebuildProgress, type RebuildResult, rebuildProjection } from './rebuild.js';

const BATCH = 500;
// A rebuild reads far behind the head: bigger transactions cost less per event (see the replay
// bench: 5,000 replayed about 8% faster than 2,000 once rows went in by COPY; 10,000 no faster).
export const REBUILD_BATCH = 5_000;
// How long a position passed in batches with nothing to apply may stay unsaved (see `skip`).
const SKIPPED_SAVE_MS = 100;

export interface RunnerOptions {
  /** Events per transaction, live and when rebuilding (by default 500 live, 5,000 when rebuilding). */
  batchSize?: number;
  /** Runs after each committed batch of a rebuild and before its swap, outside any transaction (tests pause or fail here). */
  betweenRebuildBatches?: (progress: RebuildProgress) => Promise<void>;
  /** The process's leases (shared with its reactor); without them the runner opens its own at `start` and closes them at `stop`. */
  leases?: Leases;
  /** How often the runner's own leases try again for a projection another process runs (ms). */
  leaseRetryMs?: number;
}

/** A projection this process runs: its live subscription and its rebuild, if one is due. */
interface Following {
  subscription: Subscription;
  rebuild: Promise<void>;
}

/**
 * Keeps read models up to date: each projector catches up from its checkpoint in batches, then
 * follows new events live. Rows and checkpoint commit in one transaction, so a crash at any
 * point neither loses nor doubles an effect. Tables come from each projector's migration steps;
 * a rebuild fills fresh tables beside the live ones and swaps them in when complete.
 *
 * Each projection runs in one process at a time: the runner follows (and rebuilds) only the
 * projections whose lease it holds (`services/platform/leases.ts`), and takes over the others when their process dies.
 */
export class ProjectionRunner {
  private readonly following = new Map<string, Following>();
  private leases: Leases | null = null;
  private stopping = false;
  private rebuilding: Promise<void> = Promise.resolve();
  /** The positions projections passed in batches they had nothing to apply from, until saved. */
  private readonly passed: PassedCheckpoints;
  /** One batch transaction at a time, in order (see BatchTurns). */
  private readonly turns = new BatchTurns();
  /** Progress notices of skipped pages waiting for this turn of the event loop to end (see `announce`). */
  private notices: { payloads: string[]; sent: Promise<void> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    readonly projectors: readonly Projector[],
    private readonly log: (message: string, error?: unknown) => void = defaultLog,
    private readonly options: RunnerOptions = {},
  ) {
    for (const projector of projectors) checkMigrationList(projector);
    this.passed = new PassedCheckpoints(db.sql, SKIPPED_SAVE_MS, log);
  }

  /** Applies pending migration steps (once, in order, whichever process comes first). */
  async migrate(): Promise<void> {
    await migrateBookkeeping(this.db.sql);
    const unrecognised: Projector[] = [];
    for (const projector of this.projectors) {
      if ((await migrateProjector(this.db.sql, projector)) === 'unrecognised') unrecognised.push(projector);
    }
    // Tables that no step made cannot be read by this code: replace them before anything starts.
    for (const projector of unrecognised) {
      this.log(`projection ${projector.name}: its tables match no migration step; rebuilding them`);
      await rebuildProjection(this.rebuildContext(() => false), projector, false);
    }
  }

  /**
   * Wants every projection's lease and follows, live, each one it wins (at once, and whenever
   * another process lets one go or dies); an outdated read model it wins is rebuilt in the
   * background meanwhile (see `settled`).
   */
  async start(): Promise<void> {
    this.stopping = false;
    this.leases ??= this.options.leases ?? Leases.open(this.db, { retryMs: this.options.leaseRetryMs, log: this.log });
    const works = new Map<string, LeaseWork>(
      this.projectors.map((projector) => [projector.name, { acquired: () => this.follow(projector), lost: () => this.unfollow(projector) }]),
    );
    await this.leases.want(works);
  }

  /** Resolves once the rebuilds begun so far have finished, or left off because the runner stopped or lost the lease. */
  settled(): Promise<void> {
    return this.rebuilding;
  }

  /** Stops following and rebuilding, then lets the leases go at once so another process takes over. */
  async stop(): Promise<void> {
    this.stopping = true;
    const leases = this.leases;
    if (!leases) return;
    await leases.release(this.projectors.map((p) => p.name));
    if (!this.options.leases) {
      await leases.close();
      this.leases = null;
    }
    await this.rebuilding;
  }

  /** Which projections this runner follows now (it holds their leases). */
  runs(name: string): boolean {
    return this.following.has(name);
  }

  /**
   * Replays every event into fresh tables and swaps them in for the live ones; readers see the
   * complete old rows until the swap. Resumes a rebuild of the same model that was interrupted.
   * Asked for by name (`projections:rebuild`), it runs without the lease: the rebuild's own row
   * lock lets a second rebuilder of the same model (the holder's, on start) share the work, never double it.
   */
  async rebuild(name: string): Promise<RebuildResult> {
    const projector = this.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`Unknown projection "${name}". Known: ${this.projectors.map((p) => p.name).join(', ')}`);
    // Asked for by name, so it runs to the end whether or not the live runner stops meanwhile.
    const result = await rebuildProjection(this.rebuildContext(() => false), projector, true);
    // null: a rebuild running elsewhere swapped first, and this one helped it finish.
    return result ?? { events: 0, position: await readCheckpoint(this.db.sql, name) };
  }

  /** Rebuilds, one after another, each read model this runner follows that another projector version built or that was left mid-rebuild. */
  async rebuildOutdated(): Promise<void> {
    for (const projector of this.projectors) await this.rebuildIfDue(projector);
  }

  private async rebuildIfDue(projector: Projector): Promise<void> {
    if (!this.runs(projector.name) || this.stopping) return;
    const due = await this.db.sql.begin(
      async (tx) => (await outdated(tx, projector)) || (await tx`select 1 from projection_rebuilds where name = ${projector.name}`).length > 0,
    );
    if (!due) return;
    this.log(`projection ${projector.name}: rebuilding into fresh tables (version ${projector.version})`);
    const stopping = () => this.stopping || !this.runs(projector.name);
    await this.withRetry(projector, async () => void (await rebuildProjection(this.rebuildContext(stopping), projector, false)));
  }

  /** This process won the projection's lease: follow it from its checkpoint, and rebuild it if it is outdated. */
  private async follow(projector: Projector): Promise<void> {
    const after = await readCheckpoint(this.db.sql, projector.name);
    const subscription = this.store.subscribe({
      after,
      batchSize: this.batchSize,
      handle: (events) => this.withRetry(projector, () => this.project(projector, events)),
      onError: (error) => this.log(`projection ${projector.name}: read failed`, error),
    });
    // Rebuilds run one after another, as they did when every start rebuilt them all.
    const rebuild = this.rebuilding.then(() =>
      this.rebuildIfDue(projector).catch((error) => {
        if (!this.stopping && this.runs(projector.name)) this.log(`projection ${projector.name}: rebuild stopped`, error);
      }),
    );
    this.rebuilding = rebuild;
    this.following.set(projector.name, { subscription, rebuild });
  }

  /** The lease is going: stop following and rebuilding, and resolve once no batch of it is under way. */
  private async unfollow(projector: Projector): Promise<void> {
    const following = this.following.get(projector.name);
    if (!following) return;
    this.following.delete(projector.name);
    await following.subscription.close();
    await following.rebuild;
    await this.passed.flush([projector.name]);
  }

  private get batchSize(): number {
    return this.options.batchSize ?? BATCH;
  }

  private rebuildContext(stopping = () => this.stopping): RebuildContext {
    return {
      db: this.db,
      store: this.store,
      batchSize: this.options.batchSize ?? REBUILD_BATCH,
      betweenBatches: this.options.betweenRebuildBatches,
      stopping,
    };
  }

  private async project(projector: Projector, events: RecordedEvent[]): Promise<void> {
    if (!events.some((event) => projector.handles.includes(event.type))) return this.skip(projector, events.at(-1)!.globalPosition);
    const endTurn = await this.turns.take(events[0]!.globalPosition, this.projectors.indexOf(projector));
    try {
      await this.apply(projector, events);
    } finally {
      endTurn();
    }
    // That checkpoint went past any skipped position.
    this.passed.committed(projector.name);
  }

  /** One batch: its rows, its checkpoint and its notices commit together. */
  private async apply(projector: Projector, events: RecordedEvent[]): Promise<void> {
    await this.db.transaction(async (tx: Tx, notify: Notify) => {
      const position = events.at(-1)!.globalPosition;
      // Sent together (one round trip) and run in this order: the mark, before anything is written;
      // the lock, answering the checkpoint as it was; the checkpoint moved to the page's end, which
      // changes nothing if it was there already (then nothing here is fresh). It commits with the
      // rows, or not at all. The version stays as it was: only a rebuild's swap says the rows are this version's.
      const [, checkpoint] = await Promise.all([
        markReadModelTransaction(tx),
        lockCheckpoint(tx, projector.name, projector.version),
        moveCheckpointForward(tx, projector.name, position),
      ]);
      const fresh = events.filter((e) => e.globalPosition > checkpoint.position);
      if (fresh.length === 0) return;
      for (const message of await applyEvents(tx, projector, fresh)) notify(READ_MODEL_CHANGES, JSON.stringify(message));
      publishProgress(notify, { projection: projector.name, position });
    });
  }

  /**
   * A batch with nothing for this projector: no transaction and no commit (most batches, for most
   * projectors: ten of them follow every append). Waiters hear the position at once; the checkpoint
   * catches up with the next batch that applies something, within SKIPPED_SAVE_MS, or when the
   * projection stops here. A crash before then only means reading those events again to skip them.
   */
  private async skip(projector: Projector, position: number): Promise<void> {
    await this.announce(JSON.stringify({ projection: projector.name, position } satisfies ProgressMessage));
    this.passed.passed(projector.name, position, projector.version);
  }

  /**
   * Sends a progress notice with the others queued in the same turn: the projectors that skip a
   * page all do so in one turn of the event loop (they share its read), so one statement carries them.
   */
  private announce(payload: string): Promise<void> {
    if (!this.notices) {
      const batch = { payloads: [] as string[], sent: Promise.resolve() };
      batch.sent = new Promise((resolve) => setImmediate(resolve)).then(() => {
        if (this.notices === batch) this.notices = null;
        return this.db.notify(PROJECTION_PROGRESS, ...batch.payloads);
      });
      this.notices = batch;
    }
    this.notices.payloads.push(payload);
    return this.notices.sent;
  }

  private async withRetry(projector: Projector, work: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (this.stopping || !this.runs(projector.name)) throw error;
        this.log(`projection ${projector.name}: batch failed (attempt ${attempt + 1})`, error);
        await new Promise((r) => setTimeout(r, Math.min(30_000, 200 * 2 ** attempt)));
        if (this.stopping || !this.runs(projector.name)) throw new Error(`projection ${projector.name} stopped while retrying`);
      }
    }
  }
}

function publishProgress(notify: Notify, message: ProgressMessage) {
  notify(PROJECTION_PROGRESS, JSON.stringify(message));
}
