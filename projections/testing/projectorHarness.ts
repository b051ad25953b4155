import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../../infra/testing/services.js';
import { ProjectionRunner } from '../runner/ProjectionRunner.js';
import type { Projector } from '../runner/Projector.js';

export interface ProjectorHarness {
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
  /** Appends `events` to `streamId` and resolves, with their occurred-at instant, once every projector has applied them. */
  given(streamId: string, events: { type: string; data: object }[]): Promise<string>;
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
    async given(streamId, events) {
      const n = ++appended;
      const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
      await store.append(streamId, events, 'any', {
        commandId: `cmd-${n}`,
        actor: { kind: 'system', id: null, name: null },
        correlationId: `c-${n}`,
        causationId: null,
        occurredAt: at,
      });
      const head = await store.headPosition();
      for (let i = 0; i < 200; i++) {
        const positions = await Promise.all(projectors.map((p) => readCheckpoint(pg.db.sql, p.name)));
        if (positions.every((p) => p >= head)) return at;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`projections ${projectors.map((p) => p.name).join(', ')} did not catch up`);
    },
    async close() {
      await runner.stop();
      await pg.drop();
    },
  };
}
