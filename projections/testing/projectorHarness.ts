import type { Actor, EventStore } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { ProjectionRunner } from '../runner/ProjectionRunner.js';
import type { Projector } from '../runner/Projector.js';

export interface ProjectorHarness {
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
  /**
   * Appends `events` to `streamId` (caused by `actor`, the system unless said) and resolves, with
   * their occurred-at instant, once every projector has applied them.
   */
  given(streamId: string, events: { type: string; data: object }[], actor?: Actor): Promise<string>;
  close(): Promise<void>;
}

/** Projectors running live on a fresh PostgreSQL database, for "given these events, these rows" tests. */
export async function projectorHarness(projectors: readonly Projector[]): Promise<ProjectorHarness> {
  const pg = await freshPostgres();
  const store = new SqlEventStore(pg.db);
  await store.migrate();
  const runner = new ProjectionRunner(pg.db, store, projectors, () => {});
  await runner.migrate();
  await runner.start();
  let appended = 0;
  return {
    db: pg.db,
    store,
    runner,
    async given(streamId, events, actor = { kind: 'system', id: null, name: null }) {
      const n = ++appended;
      const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
      const { lastGlobalPosition: head } = await store.append(streamId, events, 'any', {
        commandId: `cmd-${n}`,
        actor,
        correlationId: `c-${n}`,
        causationId: null,
        occurredAt: at,
      });
      // The append's own position: the store's head can still lag it while another transaction
      // holds an earlier position open, and waiting for that head returned before these applied.
      await until(
        async () => (await Promise.all(projectors.map((p) => readCheckpoint(pg.db.sql, p.name)))).every((p) => p >= head),
        `projections ${projectors.map((p) => p.name).join(', ')} to reach position ${head}`,
      );
      return at;
    },
    async close() {
      await runner.stop();
      await pg.drop();
    },
  };
}
