import { EventEmitter } from 'node:events';
import { iterate } from '../api/liveChanges.js';
import type { EventStore } from '../eventstore/EventStore.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import { PROJECTION_PROGRESS, type ProgressMessage } from '../platform/channels.js';
import type { Database } from '../platform/database.js';
import { lagAfter, readCheckpoints, readRebuilds } from './queries.js';

/** A projector this installation runs: its name and the version of the rows it writes now. */
export interface RegisteredProjection {
  name: string;
  version: number;
}

/** Which process holds a projection (null: nobody does now), as the runner's leases record it. */
export interface ProjectionLease {
  name: string;
  holder: string | null;
  since: string | null;
}

export type ProjectionState = 'live' | 'behind' | 'rebuilding';

export interface ProjectionStatus {
  name: string;
  /** The registered projector's version. */
  version: number;
  /** The version of the projector that built the live rows; null before its first batch. */
  rowsVersion: number | null;
  /** The last event the live rows hold (0: none yet). */
  position: number;
  updatedAt: string | null;
  /** Events after the checkpoint, counted up to the cap; null where the store cannot count them. */
  eventsBehind: number | null;
  /** More than `eventsBehind` events are behind: the count stopped at the cap. */
  eventsBehindCapped: boolean;
  /** How long the first events after the checkpoint have waited (0: none waits); null where the store cannot tell. */
  secondsBehind: number | null;
  state: ProjectionState;
  rebuild: {
    startedAt: string;
    updatedAt: string;
    /** Events the rebuild has read, and the events in the store when it started (null: not recorded). */
    done: number | null;
    total: number | null;
    /** 0–100, whole; null without a total. Events appended meanwhile are read too, so it stops at 100. */
    percent: number | null;
  } | null;
  /** Null when this installation does not record leases; else who holds the projection. */
  lease: { holder: string | null; since: string | null } | null;
}

export interface ProjectionStatusesOptions {
  db: Database;
  store: EventStore;
  projections: readonly RegisteredProjection[];
  /** Who holds each projection, where the runner records it. */
  leases?: (() => Promise<ProjectionLease[]>) | null;
  /** At most one update per projection in this many milliseconds reaches subscribers (the last one always does). */
  throttleMs?: number;
  /** The count of events behind stops here ("10,000+"): its cost is bounded. */
  lagCap?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The operations view's picture of the read models: per registered projector its checkpoint, how
 * far behind it is, a rebuild under way with its progress, and who holds it. Progress notices
 * (`PROJECTION_PROGRESS`, from any process) become updates for subscribers, a few a second per
 * projection at most, each read fresh from the tables so it is never older than the notice.
 */
export class ProjectionStatuses {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private unlisten: (() => Promise<void>) | null = null;
  private readonly due = new Map<string, NodeJS.Timeout>();
  private readonly sent = new Map<string, number>();
  // Reads go one after another, so a subscriber never sees an older picture after a newer one.
  private queue: Promise<void> = Promise.resolve();
  private readonly throttleMs: number;
  private readonly lagCap: number;

  constructor(private readonly options: ProjectionStatusesOptions) {
    this.throttleMs = options.throttleMs ?? 250;
    this.lagCap = options.lagCap ?? 10_000;
  }

  async start(): Promise<void> {
    this.unlisten = await this.options.db.listen(PROJECTION_PROGRESS, (payload) => {
      const { projection } = JSON.parse(payload) as ProgressMessage;
      this.schedule(projection);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
    this.emitter.removeAllListeners();
    await this.queue;
  }

  /** Every registered projection (or those named), in registration order. */
  async list(names?: readonly string[]): Promise<ProjectionStatus[]> {
    const { db, store, leases } = this.options;
    const wanted = this.options.projections.filter((p) => !names || names.includes(p.name));
    const only = names ? wanted.map((p) => p.name) : undefined;
    const [checkpoints, rebuilds, held] = await Promise.all([readCheckpoints(db.sql, only), readRebuilds(db.sql, only), leases ? leases() : null]);
    // Where the events are not in this database (EventStoreDB) only the head is known, not a count.
    const countable = store instanceof SqlEventStore;
    const head = countable ? 0 : await store.headPosition();
    const positionOf = (name: string) => checkpoints.find((c) => c.name === name)?.position ?? 0;
    const lags = countable ? await lagAfter(db.sql, wanted.map((p) => positionOf(p.name)), this.lagCap + 1) : null;
    return wanted.map(({ name, version }) => {
      const checkpoint = checkpoints.find((c) => c.name === name);
      const rebuild = rebuilds.find((r) => r.name === name);
      const position = positionOf(name);
      const lag = lags?.get(position) ?? null;
      const counted = lag?.count ?? null;
      const behind = counted === null ? head > position : counted > 0;
      const lease = held ? (held.find((l) => l.name === name) ?? { name, holder: null, since: null }) : null;
      return {
        name,
        version,
        rowsVersion: checkpoint?.version ?? null,
        position,
        updatedAt: checkpoint?.updatedAt ?? null,
        eventsBehind: counted === null ? null : Math.min(counted, this.lagCap),
        eventsBehindCapped: counted !== null && counted > this.lagCap,
        secondsBehind: lag?.seconds ?? null,
        state: rebuild ? 'rebuilding' : behind ? 'behind' : 'live',
        rebuild: rebuild
          ? { startedAt: rebuild.startedAt, updatedAt: rebuild.updatedAt, done: rebuild.done, total: rebuild.total, percent: percentOf(rebuild.done, rebuild.total) }
          : null,
        lease: lease && { holder: lease.holder, since: lease.since },
      } satisfies ProjectionStatus;
    });
  }

  /** Each projection's status as it changes (from any process), throttled; ends when the client leaves. */
  progress(): AsyncIterableIterator<ProjectionStatus> {
    return iterate<ProjectionStatus>((listener) => {
      this.emitter.on('status', listener);
      return () => this.emitter.off('status', listener);
    });
  }

  private schedule(name: string) {
    if (this.due.has(name) || this.emitter.listenerCount('status') === 0) return;
    if (!this.options.projections.some((p) => p.name === name)) return;
    // The first notice goes at once; later ones wait out the interval, and the read then sees them all.
    const wait = Math.max(0, (this.sent.get(name) ?? 0) + this.throttleMs - Date.now());
    const timer = setTimeout(() => {
      this.due.delete(name);
      this.sent.set(name, Date.now());
      this.queue = this.queue.then(async () => {
        try {
          const [status] = await this.list([name]);
          if (status) this.emitter.emit('status', status);
        } catch (error) {
          this.options.log?.(`projection status of ${name} could not be read`, error);
        }
      });
    }, wait);
    timer.unref();
    this.due.set(name, timer);
  }
}

function percentOf(done: number | null, total: number | null): number | null {
  if (done === null || total === null) return null;
  if (total === 0) return 100;
  return Math.min(100, Math.floor((done * 100) / total));
}
