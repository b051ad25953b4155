import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingStreamId, starterServices } from '@detailing/schema';
import { ERASED } from '@detailing/schema/eventDefinition';
import { testConfig } from '@detailing/services/platform/config';
import type { Database } from '@detailing/services/platform/database';
import { startApp } from './app.js';
import { HttpSession } from './testing/app.js';

const dirs: string[] = [];
const catalogEvents = async (db: Database) =>
  (await db.sql`select type, count(*)::int as n from events where stream_id like 'catalog-%' group by type order by type`).map((r) => ({ ...r }));
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded runtime (npm start with nothing configured)', () => {
  it('keeps its data (and its one starter catalog) in DATA_DIR across a restart, and a second process cannot open the same directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'embedded-pass-1' });
    const quiet = () => {};

    const first = await startApp(config, { roles: ['api', 'projector', 'worker'], log: quiet });
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    const admin = new HttpSession(first.url!);
    expect((await admin.login('admin', 'embedded-pass-1')).status).toBe(200);
    // Service 1 is the starter catalog's: a fresh install books without any setup.
    const created = await admin.request('POST', '/api/bookings', {
      fullName: 'Kept Across Restarts',
      email: 'kept@example.com',
      mobile: '0400 123 456',
      date: '2026-12-01',
      time: '08:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2021,
      serviceIds: [1],
    });
    expect(created.status).toBe(201);
    // The booking's personal fields are sealed in the event store, not stored as typed.
    const plain = await first.db.sql`select event_id from events where data::text ~ 'kept@example.com|Kept Across Restarts'`;
    expect(plain).toHaveLength(0);
    const catalog = await catalogEvents(first.db);
    expect(catalog).toContainEqual({ type: 'ServiceCreated', n: starterServices.length });

    await expect(startApp(config, { roles: ['api'], log: quiet })).rejects.toThrow(/is in use by process/);
    await first.close();

    const second = await startApp(config, { roles: ['api', 'projector', 'worker'], log: quiet });
    try {
      const again = new HttpSession(second.url!);
      expect((await again.login('admin', 'embedded-pass-1')).status).toBe(200);
      const list = await again.request('GET', '/api/bookings');
      expect(list.json).toEqual([expect.objectContaining({ id: created.json.id, fullName: 'Kept Across Restarts' })]);
      expect(await catalogEvents(second.db)).toEqual(catalog); // one catalog: the restart seeded nothing
      expect((await again.request('GET', '/api/services')).json).toHaveLength(starterServices.length);

      // The vault the process wires in erases them: every read of the booking's events shows ERASED.
      await second.vault.erase([bookingStreamId(created.json.id)]);
      const [bookingCreated] = await second.store.readStream(bookingStreamId(created.json.id));
      expect(bookingCreated!.data).toMatchObject({ fullName: ERASED, email: ERASED, mobile: ERASED, time: '08:00' });
    } finally {
      await second.close();
    }
  });
});
