import type { EventStore } from '../eventstore/EventStore.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import type { Database } from '../platform/database.js';
import { lagAfter, readCheckpoints } from './queries.js';

/** How far one read model is behind the head of the store. */
export interface ProjectionLagFigure {
  name: string;
  /** Events after its checkpoint, counted up to the cap; null where the store cannot count them (EventStoreDB). */
  eventsBehind: number | null;
  /** More than `eventsBehind` events are behind: the count stopped at the cap. */
  eventsBehindCapped: boolean;
  /** How long the first of those events have waited (0: none waits); null where the store cannot tell. */
  secondsBehind: number | null;
}

export interface ProjectionLagOptions {
  db: Database;
  store: EventStore;
  /** The registered read models, in registration order. */
  names: readonly string[];
  /** The count of events behind stops here: its cost is bounded. */
  cap: number;
  /** A figure this young is answered again rather than read anew (the readiness probe and a scrape come often). */
  maxAgeMs?: number;
}

/**
 * Every read model's lag, for the readiness probe and the metrics: two statements for all of them
 * (the checkpoints, then the events after each distinct one), read at most once per `maxAgeMs`, and
 * callers arriving while a read is under way share it.
 */
export class ProjectionLag {
  private last: { at: number; figures: Promise<ProjectionLagFigure[]> } | null = null;

  constructor(private readonly options: ProjectionLagOptions) {}

  current(): Promise<ProjectionLagFigure[]> {
    const now = performance.now();
    if (this.last && now - this.last.at < (this.options.maxAgeMs ?? 1000)) return this.last.figures;
    const figures = this.read();
    this.last = { at: now, figures };
    // A failed read is not kept: the next caller tries again.
    figures.catch(() => {
      if (this.last?.figures === figures) this.last = null;
    });
    return figures;
  }

  private async read(): Promise<ProjectionLagFigure[]> {
    const { db, store, names, cap } = this.options;
    if (!(store instanceof SqlEventStore)) return names.map((name) => ({ name, eventsBehind: null, eventsBehindCapped: false, secondsBehind: null }));
    const checkpoints = await readCheckpoints(db.sql, names);
    const positionOf = (name: string) => checkpoints.find((c) => c.name === name)?.position ?? 0;
    const lags = await lagAfter(db.sql, names.map(positionOf), cap + 1);
    return names.map((name) => {
      const lag = lags.get(positionOf(name))!;
      return { name, eventsBehind: Math.min(lag.count, cap), eventsBehindCapped: lag.count > cap, secondsBehind: lag.seconds };
    });
  }
}
