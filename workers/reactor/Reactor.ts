import type { EventStore, RecordedEvent, Subscription } from '@detailing/services/eventstore/EventStore';
import { lockCheckpoint, migrateCheckpoints, readCheckpoint, saveCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import type { JobQueue, JobRequest } from '../queue/JobQueue.js';

/** Turns one kind of event into jobs; pure, so a replayed event makes exactly the same jobs. */
export interface Reaction {
  name: string;
  handles: readonly string[];
  jobsFor(event: RecordedEvent): JobRequest[];
}

const CHECKPOINT = 'reactor';
const VERSION = 1;

/**
 * A checkpointed subscription that turns events into jobs with deterministic ids. The
 * checkpoint moves only after the jobs are enqueued; a crash between the two enqueues them
 * again, which the queue ignores (same id) or the idempotent processors absorb.
 */
export class Reactor {
  private subscription: Subscription | null = null;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly queue: JobQueue,
    private readonly reactions: readonly Reaction[],
    private readonly log: (message: string, error?: unknown) => void = (m, e) => console.error(m, e ?? ''),
  ) {}

  async migrate(): Promise<void> {
    await migrateCheckpoints(this.db.sql);
  }

  async start(): Promise<void> {
    this.stopping = false;
    const after = await readCheckpoint(this.db.sql, CHECKPOINT);
    this.subscription = this.store.subscribe({
      after,
      batchSize: 100,
      handle: (events) => this.withRetry(() => this.react(events)),
      onError: (error) => this.log('reactor: read failed', error),
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.subscription?.close();
    this.subscription = null;
  }

  /** Operations and tests: forget progress, so every event is reacted to again. */
  async replayFromStart(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockCheckpoint(tx, CHECKPOINT, VERSION);
      await saveCheckpoint(tx, CHECKPOINT, 0, VERSION);
    });
  }

  private async react(events: RecordedEvent[]): Promise<void> {
    const jobs = events.flatMap((event) => this.reactions.filter((r) => r.handles.includes(event.type)).flatMap((r) => r.jobsFor(event)));
    await this.queue.enqueue(jobs);
    const position = events.at(-1)!.globalPosition;
    await this.db.transaction(async (tx) => {
      const current = await lockCheckpoint(tx, CHECKPOINT, VERSION);
      if (position > current.position) await saveCheckpoint(tx, CHECKPOINT, position, VERSION);
    });
  }

  private async withRetry(work: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (this.stopping) throw error;
        this.log(`reactor: batch failed (attempt ${attempt + 1})`, error);
        await new Promise((r) => setTimeout(r, Math.min(30_000, 250 * 2 ** attempt)));
        if (this.stopping) throw new Error('reactor stopped while retrying');
      }
    }
  }
}
