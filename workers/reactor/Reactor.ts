import type { EventStore, RecordedEvent, Subscription } from '@detailing/services/eventstore/EventStore';
import { lockCheckpoint, migrateCheckpoints, PassedCheckpoints, readCheckpoint, saveCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import { Leases } from '@detailing/services/platform/leases';
import { defaultLog } from '@detailing/services/platform/logger';
import type { JobQueue, JobRequest } from '../queue/JobQueue.js';

/** Turns one kind of event into jobs; pure, so a replayed event makes exactly the same jobs. */
export interface Reaction {
  name: string;
  handles: readonly string[];
  jobsFor(event: RecordedEvent): JobRequest[];
}

/**
 * Keeps jobs that follow the current state of what they are about (a booking's reminder: set for
 * its start, moved with it, dropped when it is cancelled): given a batch's events of the kinds it
 * handles, in order, it schedules or cancels them from the read models. It runs before the
 * checkpoint moves, so a crash plans again: it must be idempotent.
 */
export interface Planner {
  name: string;
  handles: readonly string[];
  plan(events: readonly RecordedEvent[], queue: JobQueue): Promise<void>;
}

const CHECKPOINT = 'reactor';
const VERSION = 1;
// How long a position passed in batches that made no jobs may stay unsaved (see `react`).
const PASSED_SAVE_MS = 100;

export interface ReactorOptions {
  /** The process's leases (shared with its projection runner); without them the reactor opens its own at `start`. */
  leases?: Leases;
  /** How often the reactor's own leases try again while another worker's reactor runs (ms). */
  leaseRetryMs?: number;
}

/**
 * A checkpointed subscription that turns events into jobs with deterministic ids. The
 * checkpoint moves only after the jobs are enqueued; a crash between the two enqueues them
 * again, which the queue ignores (same id) or the idempotent processors absorb. With several
 * workers, one reactor reacts at a time: the one holding the `reactor` lease (services/platform/leases.ts).
 */
export class Reactor {
  private subscription: Subscription | null = null;
  private leases: Leases | null = null;
  private stopping = false;
  private readonly passed: PassedCheckpoints;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly queue: JobQueue,
    private readonly reactions: readonly (Reaction | Planner)[],
    private readonly log: (message: string, error?: unknown) => void = defaultLog,
    private readonly options: ReactorOptions = {},
  ) {
    this.passed = new PassedCheckpoints(db.sql, PASSED_SAVE_MS, log);
  }

  async migrate(): Promise<void> {
    await migrateCheckpoints(this.db.sql);
  }

  /** Reacts from the checkpoint once this process holds the reactor's lease (at once, or when the holder goes). */
  async start(): Promise<void> {
    this.stopping = false;
    this.leases ??= this.options.leases ?? Leases.open(this.db, { retryMs: this.options.leaseRetryMs, log: this.log });
    await this.leases.want(new Map([[CHECKPOINT, { acquired: () => this.follow(), lost: () => this.unfollow() }]]));
  }

  /** Stops reacting and lets the lease go at once, so another worker's reactor takes over. */
  async stop(): Promise<void> {
    this.stopping = true;
    const leases = this.leases;
    if (!leases) return;
    await leases.release([CHECKPOINT]);
    if (!this.options.leases) {
      await leases.close();
      this.leases = null;
    }
  }

  private async follow(): Promise<void> {
    const after = await readCheckpoint(this.db.sql, CHECKPOINT);
    this.subscription = this.store.subscribe({
      after,
      batchSize: 100,
      handle: (events) => this.withRetry(() => this.react(events)),
      onError: (error) => this.log('reactor: read failed', error),
    });
  }

  private async unfollow(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    await this.passed.flush();
  }

  /** Operations and tests: forget progress, so every event is reacted to again. */
  async replayFromStart(): Promise<void> {
    this.passed.committed(CHECKPOINT);
    await this.db.transaction(async (tx) => {
      await lockCheckpoint(tx, CHECKPOINT, VERSION);
      await saveCheckpoint(tx, CHECKPOINT, 0, VERSION);
    });
  }

  /**
   * Enqueues a batch's jobs and runs its plans, then moves the checkpoint. Most batches make no
   * job (few events have a reaction): those commit nothing, and their position is saved within PASSED_SAVE_MS with
   * others (or by the next batch that makes jobs, or on stopping), since a crash before then only
   * means reading them again to make no jobs again.
   */
  private async react(events: RecordedEvent[]): Promise<void> {
    const jobs = events.flatMap((event) => this.reactions.filter((r) => r.handles.includes(event.type)).flatMap((r) => ('jobsFor' in r ? r.jobsFor(event) : [])));
    const plans = this.reactions
      .flatMap((r) => ('plan' in r ? [{ planner: r, events: events.filter((event) => r.handles.includes(event.type)) }] : []))
      .filter((p) => p.events.length > 0);
    const position = events.at(-1)!.globalPosition;
    if (jobs.length === 0 && plans.length === 0) return this.passed.passed(CHECKPOINT, position, VERSION);
    if (jobs.length) await this.queue.enqueue(jobs);
    for (const { planner, events: handled } of plans) await planner.plan(handled, this.queue);
    await this.db.transaction(async (tx) => {
      const current = await lockCheckpoint(tx, CHECKPOINT, VERSION);
      if (position > current.position) await saveCheckpoint(tx, CHECKPOINT, position, VERSION);
    });
    this.passed.committed(CHECKPOINT);
  }

  private async withRetry(work: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (this.stopping || !this.subscription) throw error;
        this.log(`reactor: batch failed (attempt ${attempt + 1})`, error);
        await new Promise((r) => setTimeout(r, Math.min(30_000, 250 * 2 ** attempt)));
        if (this.stopping || !this.subscription) throw new Error('reactor stopped while retrying');
      }
    }
  }
}
