import { afterEach, describe, expect, it } from 'vitest';
import { starterServices } from '@detailing/schema';
import { freshPostgres } from '../../infra/testing/services.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import { systemClock } from '../platform/clock.js';
import { connectPostgres, type Database } from '../platform/database.js';
import { seedStarterCatalog } from './starterCatalog.js';

// The seeder alone on real PostgreSQL: once per store, whatever runs beside it or dies in it.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyStore() {
  const pg = await freshPostgres();
  cleanups.push(() => pg.drop());
  const store = new SqlEventStore(pg.db);
  await store.migrate();
  return { url: pg.url, db: pg.db, store };
}

const quiet = () => {};
const seed = (db: Database) => seedStarterCatalog({ store: new SqlEventStore(db), clock: systemClock, log: quiet });

async function countsByType(db: Database): Promise<Record<string, number>> {
  const rows = await db.sql`select type, count(*)::int as n from events group by type`;
  return Object.fromEntries(rows.map((r) => [r.type as string, r.n as number]));
}

const oneCatalog = {
  StarterCatalogClaimed: 1,
  BookingStatusesSaved: 1,
  VehicleTypeCreated: 4,
  ServiceCreated: starterServices.length,
  StarterCatalogSeeded: 1,
};

async function servicesById(db: Database) {
  const rows = await db.sql`select data from events where type = 'ServiceCreated' order by global_position`;
  return rows.map((r) => [r.data.serviceId, r.data.name]);
}
const starterIds = starterServices.map((s, index) => [index + 1, s.fields.name]);

describe('seeding the starter catalog', () => {
  it('seeds the four vehicle types, the seven statuses and the services, service 1 first, as a system actor', async () => {
    const { db } = await emptyStore();
    await seed(db);
    expect(await countsByType(db)).toEqual(oneCatalog);
    expect(await servicesById(db)).toEqual(starterIds);
    const actors = await db.sql`select distinct metadata->'actor' as actor from events`;
    expect(actors).toEqual([{ actor: { kind: 'system', id: null, name: 'Starter catalog' } }]);
  });

  it('seeds nothing on a second start', async () => {
    const { db } = await emptyStore();
    await seed(db);
    const count = async () => (await db.sql`select count(*)::int as n from events`)[0]!.n as number;
    const before = await count();
    await seed(db);
    expect(await count()).toBe(before);
  });

  it('seeds exactly one catalog when three processes start at once on one empty database', async () => {
    const { url, db } = await emptyStore();
    const others = await Promise.all([1, 2, 3].map(() => connectPostgres(url)));
    cleanups.push(async () => void (await Promise.all(others.map((o) => o.close()))));
    await Promise.all(others.map((other) => seed(other)));
    expect(await countsByType(db)).toEqual(oneCatalog);
    expect(await servicesById(db)).toEqual(starterIds);
  });

  it('finishes a seed that died midway on the next start, without a duplicate, in the claimed order', async () => {
    const { db } = await emptyStore();
    // The database refuses the third service: the seed dies after some of its commands.
    await db.sql.unsafe(`
      create function refuse_third_service() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$;
      create trigger crash before insert on events for each row
        when (new.type = 'ServiceCreated' and new.data->>'name' = '${starterServices[2]!.fields.name.replace(/'/g, "''")}')
        execute function refuse_third_service();`);
    await expect(seed(db)).rejects.toThrow('simulated crash');
    expect(await countsByType(db)).toEqual({ StarterCatalogClaimed: 1, BookingStatusesSaved: 1, VehicleTypeCreated: 4, ServiceCreated: 2 });

    await db.sql`drop trigger crash on events`;
    await seed(db);
    expect(await countsByType(db)).toEqual(oneCatalog);
    expect(await servicesById(db)).toEqual(starterIds);
  });

  it('gives a store from before the starter catalog the default types and statuses it never touched, and none of the services', async () => {
    const { db, store } = await emptyStore();
    const context = (n: number) => ({
      commandId: `old-${n}`,
      actor: { kind: 'user' as const, id: 'u1', name: 'Admin' },
      correlationId: `old-${n}`,
      causationId: null,
      occurredAt: new Date().toISOString(),
    });
    await store.append('catalog-services', [{ type: 'ServiceCreated', data: { serviceId: 1, ...starterServices[3]!.fields, name: 'Their Own' } }], 'no_stream', context(1));
    await store.append('catalog-vehicle-types', [{ type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'ute' } }], 'no_stream', context(2));
    await seed(db);
    const claim = await db.sql`select data from events where type = 'StarterCatalogClaimed'`;
    expect(claim[0]!.data.steps).toEqual(['booking-statuses', 'vehicle-type:sedan-hatch', 'vehicle-type:suv-5-seater', 'vehicle-type:suv-7-seater']);
    expect(await countsByType(db)).toEqual({
      ServiceCreated: 1,
      VehicleTypeDeleted: 1,
      StarterCatalogClaimed: 1,
      BookingStatusesSaved: 1,
      VehicleTypeCreated: 3,
      StarterCatalogSeeded: 1,
    });
  });
});
