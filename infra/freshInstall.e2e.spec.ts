import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, starterServices, todayIn } from '@detailing/schema';
import { testConfig } from '@detailing/services/platform/config';
import type { Database } from '@detailing/services/platform/database';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { testBookingInput } from '../web/src/modules/dashboard/utils/testBookingInput.js';
import { type RunningApp, type Role, startApp } from './app.js';
import { HttpSession } from './testing/app.js';
import { freshPostgres, redisUrl } from './testing/services.js';

// A fresh install through `startApp`, as `npm run start:*` runs it, on real PostgreSQL and Redis.

const ADMIN_PASSWORD = 'fresh-install-1';
const quiet = () => {};
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase() {
  const pg = await freshPostgres();
  cleanups.push(() => pg.drop());
  return pg;
}

/** One process of the product on the database at `url`, with its own connections and data dir. */
async function start(url: string, roles: Role[]): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fresh-install-'));
  const config = testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    REDIS_URL: await redisUrl(),
    QUEUE_PREFIX: `fresh-${path.basename(dataDir)}`,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
  });
  const app = await startApp(config, { roles, log: quiet });
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return app;
}

async function asAdmin(app: RunningApp) {
  const admin = new HttpSession(app.url!);
  expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  return admin;
}

async function countsByType(db: Database): Promise<Record<string, number>> {
  const rows = await db.sql`select type, count(*)::int as n from events where stream_id like 'catalog-%' group by type`;
  return Object.fromEntries(rows.map((r) => [r.type as string, r.n as number]));
}

const oneCatalog = {
  StarterCatalogClaimed: 1,
  BookingStatusesSaved: 1,
  VehicleTypeCreated: 4,
  ServiceCreated: starterServices.length,
  StarterCatalogSeeded: 1,
};
const starterNames = starterServices.map((s) => s.fields.name);

describe('a fresh install', { timeout: 60_000 }, () => {
  let db: Database;
  let url: string;
  let api: RunningApp;
  let admin: HttpSession;

  beforeAll(async () => {
    ({ db, url } = await emptyDatabase());
    // The API (with the projector) and the worker start at the same moment on one empty database.
    const [first, worker] = await Promise.all([start(url, ['api', 'projector']), start(url, ['worker'])]);
    cleanups.push(() => worker.close());
    api = first;
    cleanups.push(() => api.close());
    admin = await asAdmin(api);
  });

  it('holds exactly one starter catalog when two processes started at once', async () => {
    expect(await countsByType(db)).toEqual(oneCatalog);
  });

  it('offers the starter services to the public at once, service 1 first', async () => {
    const list = await new HttpSession(api.url!).request('GET', '/api/services');
    expect(list.status).toBe(200);
    expect(list.json.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual(starterNames.map((name, i) => [i + 1, name]));
    expect(list.json[0]).toMatchObject({ priceSedanHatch: starterServices[0]!.fields.priceSedanHatch / 100, priceUtePre2025: starterServices[0]!.fields.priceUtePre2025 / 100 });
  });

  it("creates the dashboard's test booking (service 1, Sedan/Hatch, 2025) without any setup", async () => {
    const response = await admin.graphql('mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id serviceIds status } }', {
      input: testBookingInput(todayIn(DEFAULT_TIME_ZONE), 1),
    });
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.createBooking).toMatchObject({ serviceIds: [1], status: 'pending' });
  });

  it('lets an admin delete and edit seeded items, and a restart brings none of them back', async () => {
    expect((await admin.request('DELETE', '/api/services/2')).status).toBe(200);
    expect((await admin.request('PUT', '/api/services/1', { name: 'Express Wash', priceSedanHatch: 59 })).status).toBe(200);
    // The four vehicle types the pricing rule prices cannot be deleted; a deactivated one must stay so.
    expect((await admin.request('PUT', '/api/vehicle-types/ute', { isActive: false })).status).toBe(200);
    expect((await admin.request('POST', '/api/settings/statuses', { statuses: [
      { id: 'pending', name: 'Pending', label: 'Pending' },
      { id: 'completed', name: 'Completed', label: 'Completed' },
    ] })).status).toBe(200);
    const catalogBefore = await countsByType(db);

    await api.close();
    api = await start(url, ['api', 'projector', 'worker']);
    const again = await asAdmin(api);

    expect(await countsByType(db)).toEqual(catalogBefore);
    const services = (await again.request('GET', '/api/admin/services')).json as { id: number; name: string; priceSedanHatch: number }[];
    expect(services.map((s) => s.id)).not.toContain(2);
    expect(services.find((s) => s.id === 1)).toMatchObject({ name: 'Express Wash', priceSedanHatch: 59 });
    const types = (await again.request('GET', '/api/vehicle-types?all=true')).json as { id: string; isActive: boolean }[];
    expect(types.map((t) => [t.id, t.isActive])).toEqual([['sedan-hatch', true], ['suv-5-seater', true], ['suv-7-seater', true], ['ute', false]]);
    const statuses = (await again.request('GET', '/api/settings/statuses')).json as { id: string }[];
    expect(statuses.map((s) => s.id)).toEqual(['pending', 'completed']);
  });
});

describe('a first start that died while seeding', { timeout: 60_000 }, () => {
  it('fails to start, and the next start finishes the same catalog without a duplicate', async () => {
    const { db, url } = await emptyDatabase();
    await new SqlEventStore(db).migrate();
    // The database refuses service 4: the start dies after some of the seed's commands.
    await db.sql.unsafe(`
      create function refuse_fourth_service() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$;
      create trigger crash before insert on events for each row
        when (new.type = 'ServiceCreated' and (new.data->>'serviceId')::int = 4) execute function refuse_fourth_service();`);
    await expect(start(url, ['api', 'projector', 'worker'])).rejects.toThrow('simulated crash');
    expect(await countsByType(db)).toEqual({ StarterCatalogClaimed: 1, BookingStatusesSaved: 1, VehicleTypeCreated: 4, ServiceCreated: 3 });

    await db.sql`drop trigger crash on events`;
    const app = await start(url, ['api', 'projector', 'worker']);
    cleanups.push(() => app.close());
    expect(await countsByType(db)).toEqual(oneCatalog);
    const list = await new HttpSession(app.url!).request('GET', '/api/services');
    expect(list.json.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual(starterNames.map((name, i) => [i + 1, name]));
  });
});
