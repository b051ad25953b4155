import type { Database } from '../platform/database.js';
import type { ProjectionLagFigure } from './projectionLag.js';
import { databaseAnswers } from './queries.js';

/** `/readyz`'s answer: what is not ready, by name and figures only (no address, no error text). */
export interface ReadinessReport {
  status: 'ready' | 'not ready';
  /** Servers that did not answer in time. */
  unreachable?: ('database' | 'redis')[];
  /** Read models more than `maxLagEvents` events behind. */
  behind?: ProjectionLagFigure[];
  maxLagEvents?: number;
}

export interface ReadinessOptions {
  db: Database;
  /** Redis's PING, where Redis is configured. */
  redisPing: (() => Promise<unknown>) | null;
  /** Every read model's lag (cached briefly by its owner). */
  lag: () => Promise<readonly ProjectionLagFigure[]>;
  /** A read model further behind than this many events makes the replica unready. */
  maxLagEvents: number;
  /** How long each server may take to answer. */
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Whether this replica should get traffic: the database answers `select 1`, Redis answers PING
 * (when configured), and every read model a request may wait on is within `maxLagEvents` of the
 * head, so a proxy holds traffic back from a replica still catching up after a restore or a
 * rebuild. Lag is counted in events, not time: a lease moving after a crash (LEASE_RETRY_MS) leaves
 * a few seconds' worth behind, which must not take every replica out at once. Checks arriving
 * while one runs share it.
 */
export class Readiness {
  private running: Promise<ReadinessReport> | null = null;
  private wasReady = true;

  constructor(private readonly options: ReadinessOptions) {}

  check(): Promise<ReadinessReport> {
    return (this.running ??= this.run().finally(() => {
      this.running = null;
    }));
  }

  private async run(): Promise<ReadinessReport> {
    const { db, redisPing, lag, maxLagEvents } = this.options;
    const [database, redis] = await Promise.all([this.answers(() => databaseAnswers(db.sql)), redisPing ? this.answers(redisPing) : true]);
    const unreachable = [...(database ? [] : (['database'] as const)), ...(redis ? [] : (['redis'] as const))];
    let behind: ProjectionLagFigure[] = [];
    if (database) {
      const figures = await this.within(lag()).catch(() => null);
      if (!figures) unreachable.push('database');
      else behind = figures.filter((f) => f.eventsBehind !== null && f.eventsBehind > maxLagEvents);
    }
    const ready = unreachable.length === 0 && behind.length === 0;
    const report: ReadinessReport = ready
      ? { status: 'ready' }
      : { status: 'not ready', ...(unreachable.length ? { unreachable } : {}), ...(behind.length ? { behind, maxLagEvents } : {}) };
    if (ready !== this.wasReady) this.options.log?.(ready ? 'Ready again' : `Not ready: ${JSON.stringify(report)}`);
    this.wasReady = ready;
    return report;
  }

  private answers(ping: () => PromiseLike<unknown>): Promise<boolean> {
    return this.within(Promise.resolve(ping())).then(
      () => true,
      () => false,
    );
  }

  private within<T>(work: Promise<T>): Promise<T> {
    const ms = this.options.timeoutMs ?? 2_000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    // A late answer still settles its promise; nobody waits for it.
    work.catch(() => {});
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}
