import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { PROJECTION_PROGRESS } from './channels.js';
import { migrateCheckpoints, saveCheckpoint } from './checkpoints.js';
import type { Database } from './database.js';
import { ProjectionWaiter } from './projectionWaiter.js';

/** What the projection runner does when it commits a batch: the checkpoint and its progress message, together. */
async function commitBatch(db: Database, projection: string, position: number) {
  await db.transaction(async (tx, notify) => {
    await tx`insert into projection_checkpoints (name, position, version) values (${projection}, 0, 1) on conflict (name) do nothing`;
    await saveCheckpoint(tx, projection, position);
    notify(PROJECTION_PROGRESS, JSON.stringify({ projection, position }));
  });
}

/** A checkpoint moved with no progress message (one sent while the listen was down). */
async function moveSilently(db: Database, projection: string, position: number) {
  await db.sql`insert into projection_checkpoints (name, position, version) values (${projection}, ${position}, 1)
    on conflict (name) do update set position = excluded.position`;
}

for (const kind of ['postgres', 'pglite'] as const) {
  describe(`ProjectionWaiter on ${kind}`, () => {
    let handle: { db: Database; drop(): Promise<void> };
    let waiter: ProjectionWaiter;

    beforeAll(async () => {
      handle = kind === 'postgres' ? await freshPostgres() : await freshPglite();
      await migrateCheckpoints(handle.db.sql);
      await moveSilently(handle.db, 'before-start', 7);
      waiter = new ProjectionWaiter(handle.db);
      await waiter.start();
    });
    afterAll(async () => {
      await waiter?.stop();
      await handle?.drop();
    });

    it('knows where a projection stood before it started, and that it is not further', async () => {
      expect(await waiter.waitFor('before-start', 7)).toBe(true);
      expect(await waiter.waitFor('before-start', 8, 50)).toBe(false);
    });

    it('lets a wait through once the projection commits its position, and not for a lower one of another projection', async () => {
      const waiting = waiter.waitFor('bookings', 12);
      const other = waiter.waitFor('customers', 12, 200);
      await commitBatch(handle.db, 'bookings', 11);
      await commitBatch(handle.db, 'bookings', 12);
      expect(await waiting).toBe(true);
      expect(await other).toBe(false);
    });

    it('lets many waits through on one message, each once its own position is reached', async () => {
      const low = waiter.waitFor('invoices', 3);
      const high = waiter.waitFor('invoices', 9, 300);
      await commitBatch(handle.db, 'invoices', 5);
      expect(await low).toBe(true);
      expect(await high).toBe(false);
      await commitBatch(handle.db, 'invoices', 9);
      expect(await waiter.waitFor('invoices', 9)).toBe(true);
    });

    it('sees a projection that had no checkpoint when it started', async () => {
      const waiting = waiter.waitFor('brand-new', 4);
      await commitBatch(handle.db, 'brand-new', 4);
      expect(await waiting).toBe(true);
    });
  });
}

describe('ProjectionWaiter when its listen connection is lost', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let waiter: ProjectionWaiter;

  beforeAll(async () => {
    pg = await freshPostgres();
    await migrateCheckpoints(pg.db.sql);
    waiter = new ProjectionWaiter(pg.db);
    await waiter.start();
  });
  afterAll(async () => {
    await waiter?.stop();
    await pg?.drop();
  });

  it('reads the checkpoints again when it listens again, so a wait whose message was lost still ends reached', async () => {
    const waiting = waiter.waitFor('bookings', 20);
    // The message of this batch went nowhere (as while the connection was down)...
    await moveSilently(pg.db, 'bookings', 20);
    // ...then the listen connection drops and the driver listens again.
    const terminated = await pg.db.sql`
      select pg_terminate_backend(pid) as done from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`;
    expect(terminated.length).toBe(1);
    expect(await waiting).toBe(true);
    // And it keeps hearing messages on the new connection.
    const next = waiter.waitFor('bookings', 21);
    await commitBatch(pg.db, 'bookings', 21);
    expect(await next).toBe(true);
  });
});
