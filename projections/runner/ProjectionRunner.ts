import type { EventStore, RecordedEvent, Subscription } from '@detailing/services/eventstore/EventStore';
import type { Database, Notify, Tx } from '@detailing/services/platform/database';
import { type ChangeMessage, PROJECTION_PROGRESS, type ProgressMessage, READ_MODEL_CHANGES } from '@detailing/services/platform/channels';
import { lockCheckpoint, migrateCheckpoints, readCheckpoint, saveCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Projector } from './Projector.js';

const BATCH = 500;

/**
 * Keeps read models up to date: each projector catches up from its checkpoint in batches, then
 * follows new events live. Rows and checkpoint commit in one transaction, so a crash at any
 * point neither loses nor doubles an effect.
 */
export class ProjectionRunner {
  private subscriptions: Subscription[] = [];
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    readonly projectors: readonly Projector[],
    private readonly log: (message: string, error?: unknown) => void = (m, e) => console.error(m, e ?? ''),
  ) {}

  async migrate(): Promise<void> {
    await migrateCheckpoints(this.db.sql);
    for (const projector of this.projectors) {
      await projector.migrate(this.db.sql);
      const stored = await this.db.sql`select version from projection_checkpoints where name = ${projector.name}`;
      const version = (stored[0] as { version: number } | undefined)?.version;
      if (version !== undefined && version !== projector.version) await this.rebuild(projector.name);
    }
  }

  async start(): Promise<void> {
    this.stopping = false;
    for (const projector of this.projectors) {
      const after = await readCheckpoint(this.db.sql, projector.name);
      this.subscriptions.push(
        this.store.subscribe({
          after,
          batchSize: BATCH,
          handle: (events) => this.withRetry(projector, () => this.project(projector, events)),
          onError: (error) => this.log(`projection ${projector.name}: read failed`, error),
        }),
      );
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.subscriptions.map((s) => s.close()));
    this.subscriptions = [];
  }

  /** Drops one read model and replays every event into it, atomically: readers see old rows until commit. */
  async rebuild(name: string): Promise<{ events: number; position: number }> {
    const projector = this.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`Unknown projection "${name}". Known: ${this.projectors.map((p) => p.name).join(', ')}`);
    return this.db.transaction(async (tx, notify) => {
      await lockCheckpoint(tx, projector.name, projector.version);
      await projector.reset(tx);
      let position = 0;
      let count = 0;
      for (;;) {
        const events = await this.store.readAll(position, BATCH);
        if (events.length === 0) break;
        for (const event of events) if (projector.handles.includes(event.type)) await projector.apply(tx, event);
        count += events.length;
        position = events.at(-1)!.globalPosition;
      }
      await saveCheckpoint(tx, projector.name, position, projector.version);
      publishProgress(notify, { projection: projector.name, position });
      return { events: count, position };
    });
  }

  private async project(projector: Projector, events: RecordedEvent[]): Promise<void> {
    await this.db.transaction(async (tx: Tx, notify: Notify) => {
      const checkpoint = await lockCheckpoint(tx, projector.name, projector.version);
      const fresh = events.filter((e) => e.globalPosition > checkpoint.position);
      if (fresh.length === 0) return;
      for (const event of fresh) {
        if (!projector.handles.includes(event.type)) continue;
        for (const change of await projector.apply(tx, event)) {
          const message: ChangeMessage = { projection: projector.name, position: event.globalPosition, change };
          notify(READ_MODEL_CHANGES, JSON.stringify(message));
        }
      }
      const position = fresh.at(-1)!.globalPosition;
      await saveCheckpoint(tx, projector.name, position, projector.version);
      publishProgress(notify, { projection: projector.name, position });
    });
  }

  private async withRetry(projector: Projector, work: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (this.stopping) throw error;
        this.log(`projection ${projector.name}: batch failed (attempt ${attempt + 1})`, error);
        await new Promise((r) => setTimeout(r, Math.min(30_000, 200 * 2 ** attempt)));
        if (this.stopping) throw new Error(`projection ${projector.name} stopped while retrying`);
      }
    }
  }
}

function publishProgress(notify: Notify, message: ProgressMessage) {
  notify(PROJECTION_PROGRESS, JSON.stringify(message));
}
