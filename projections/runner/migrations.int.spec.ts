import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES_STREAM,
  type CatalogEvent,
  defaultBookingStatusDefinitions,
  defaultBusinessSettings,
  SERVICES_STREAM,
  SETTINGS_BUSINESS_STREAM,
  type SettingsEvent,
  VEHICLE_TYPES_STREAM,
} from '@detailing/schema';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { migrateCheckpoints, readCheckpoint } from '@detailing/services/platform/checkpoints';
import { connectPostgres, type Database } from '@detailing/services/platform/database';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { allProjectors } from '../index.js';
import { invoicesProjector } from '../invoicing/invoicesProjector.js';
import { appendBookings, range } from '../testing/bookingEvents.js';
import { firstReleaseBookings, lastUnrecordedRelease, lastUnrecordedReleaseSteps } from '../testing/legacySchema.js';
import { ProjectionRunner } from './ProjectionRunner.js';
import type { Projector } from './Projector.js';
import { inSchema, tableShapes } from './schemas.js';
import { serviceFields } from '../../infra/testing/fixtures/records.js';
import { settledHead } from '@detailing/infra/testing/settledHead';

const quiet = () => {};
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database<Opened extends { db: Database; drop(): Promise<void> }>(open: () => Promise<Opened>) {
  const opened = await open();
  const store = new SqlEventStore(opened.db);
  await store.migrate();
  cleanups.push(() => opened.drop(), () => store.close());
  return { ...opened, store };
}
const engines = [
  ['PostgreSQL', freshPostgres],
  ['PGlite', freshPglite],
] as const;

/** A read model whose steps fail if run twice or out of order. */
const ledger: Projector = {
  name: 'ledger',
  version: 1,
  handles: [],
  migrations: [
    { id: 1, name: 'create ledger', up: (tx) => tx`create table ledger (id integer primary key)` },
    { id: 2, name: 'ledger notes', up: (tx) => tx`alter table ledger add column note text not null` },
    { id: 3, name: 'opening entry', up: (tx) => tx`insert into ledger (id, note) values (1, 'opening')` },
  ],
  apply: async () => [],
};

const history = (db: Database, projector: string) =>
  db.sql`select id, name, adopted from projection_migrations where projector = ${projector} order by id`;
/** The read models' tables in `schema`: everything but the event store's and the runner's own. */
const shapesOf = async (db: Database, schema: string) =>
  Object.fromEntries(
    Object.entries(await tableShapes(db.sql, schema)).filter(([table]) => !/^(events|processed_commands|personal_data_.*|projection_.*|schema_migrations)$/.test(table)),
  );
/** The read models the last release without recorded migrations had (the customers came later). */
const inLastUnrecordedRelease = allProjectors.filter((p) => Object.hasOwn(lastUnrecordedReleaseSteps, p.name));
const releasedSteps = (projector: Projector) => lastUnrecordedReleaseSteps[projector.name]?.steps ?? 0;

/** Runs `projectors` live without recorded migrations, over tables already made, as releases before did. */
async function projectAsBefore(db: Database, store: SqlEventStore, projectors: readonly Projector[]) {
  // Today's bookings projector also writes the booking's customer, whether it is verified and its
  // quote (steps 4 to 6, later than that release): lend it the columns while it projects as that
  // release did (every customer and quote is null).
  await db.sql`alter table bookings add column customer_id text, add column verified boolean, add column quote jsonb`;
  const runner = new ProjectionRunner(db, store, projectors.map((p) => ({ ...p, migrations: [] })), quiet);
  await runner.migrate();
  await runner.start();
  const head = await settledHead(db, store);
  await until(async () => (await readCheckpoint(db.sql, 'bookings')) >= head, 'the old release to project every event');
  await runner.stop();
  await db.sql`alter table bookings drop column customer_id, drop column verified, drop column quote`;
  // Those releases had no record of migrations or rebuilds.
  await db.sql`drop table projection_migrations, projection_rebuilds, schema_migrations`;
}

const washFields = serviceFields('Wash', { description: 'Outside wash', priceSedanHatch: 5000, priceSuv5: 6000, priceSuv7: 7000, priceUte: 6500 });

/** Catalog and settings history whose records' versions differ from their streams' versions. */
async function appendCatalogAndSettings(store: SqlEventStore): Promise<void> {
  const streams: [string, (CatalogEvent | SettingsEvent)[]][] = [
    [
      VEHICLE_TYPES_STREAM,
      [
        { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'sedan-hatch', name: 'Sedan/Hatch', description: null, isActive: true } },
        { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'van', name: 'Van', description: null, isActive: true } },
        { type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'van', changes: { isActive: false } } },
      ],
    ],
    [
      SERVICES_STREAM,
      [
        { type: 'ServiceCreated', data: { serviceId: 1, ...washFields } },
        { type: 'ServiceCreated', data: { serviceId: 2, ...washFields, name: 'Polish' } },
        { type: 'ServiceUpdated', data: { serviceId: 2, changes: { priceUte: 9900 } } },
      ],
    ],
    [
      BOOKING_STATUSES_STREAM,
      [
        { type: 'BookingStatusesSaved', data: { statuses: [...defaultBookingStatusDefinitions] } },
        { type: 'BookingStatusesSaved', data: { statuses: defaultBookingStatusDefinitions.slice(0, 3) } },
      ],
    ],
    [SETTINGS_BUSINESS_STREAM, [{ type: 'BusinessInfoSaved', data: { ...defaultBusinessSettings, businessName: 'Shine Co' } }]],
  ];
  for (const [streamId, events] of streams) {
    await store.append(streamId, events, 'no_stream', {
      commandId: `seed-${streamId}`,
      actor: { kind: 'system', id: null, name: null },
      correlationId: `seed-${streamId}`,
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    });
  }
}

describe('projection migrations', () => {
  it('runs each step once and in order when two processes start at once against one database', async () => {
    const { db, url, store } = await database(freshPostgres);
    const other = await connectPostgres(url);
    cleanups.push(() => other.close());
    const bothAtOnce = (projectors: readonly Projector[]) =>
      Promise.all([
        new ProjectionRunner(db, store, projectors, quiet).migrate(),
        new ProjectionRunner(other, new SqlEventStore(other), projectors, quiet).migrate(),
      ]);
    // A fresh database, then a release that adds steps: both processes find the same steps pending.
    await bothAtOnce([...allProjectors, { ...ledger, migrations: ledger.migrations.slice(0, 1) }]);
    await bothAtOnce([...allProjectors, ledger]);
    expect(await db.sql`select id, note from ledger`).toEqual([{ id: 1, note: 'opening' }]);
    expect(await history(db, 'ledger')).toEqual(ledger.migrations.map(({ id, name }) => ({ id, name, adopted: false })));
    expect(await history(db, 'bookings')).toEqual(bookingsProjector.migrations.map(({ id, name }) => ({ id, name, adopted: false })));
  });

  it('refuses to start on a database that ran a step this code does not have', async () => {
    const { db, store } = await database(freshPostgres);
    await new ProjectionRunner(db, store, [ledger], quiet).migrate();
    await db.sql`insert into projection_migrations (projector, id, name) values ('ledger', 4, 'from a newer release')`;
    await expect(new ProjectionRunner(db, store, [ledger], quiet).migrate()).rejects.toThrow(
      'Projection ledger: the database ran migration 4 "from a newer release", which this code does not have (is the database newer?)',
    );
  });

  it('refuses steps numbered with a gap', async () => {
    const { db, store } = await database(freshPostgres);
    const gap = { ...ledger, migrations: [ledger.migrations[0]!, ledger.migrations[2]!] };
    expect(() => new ProjectionRunner(db, store, [gap], quiet)).toThrow(
      'Projection ledger: migration "opening entry" has id 3; expected 2',
    );
  });

  it('builds on a fresh database, through the steps that release had, exactly the tables the last release without recorded migrations made', async () => {
    const { db, store } = await database(freshPostgres);
    const asReleased = inLastUnrecordedRelease.map((p) => ({ ...p, migrations: p.migrations.slice(0, releasedSteps(p)) }));
    await new ProjectionRunner(db, store, asReleased, quiet).migrate();
    await db.sql`create schema before_migrations`;
    await db.sql.begin((tx) => inSchema(tx, 'before_migrations', () => lastUnrecordedRelease(tx)));
    const fresh = await shapesOf(db, 'public');
    expect(Object.keys(fresh).sort()).toEqual(['booking_statuses', 'bookings', 'invoices', 'services', 'settings', 'vehicle_types']);
    expect(await shapesOf(db, 'before_migrations')).toEqual(fresh);
  });

  it.each(engines)('adopts on %s the tables the last release without recorded migrations built, keeps their rows, and runs only the newer steps', async (_, open) => {
    const { db, store } = await database(open);
    await lastUnrecordedRelease(db.sql);
    await appendBookings(store, range(1, 5));
    await projectAsBefore(db, store, inLastUnrecordedRelease);
    // Drift a rebuild would repair: it stays, so the rows were kept rather than built again.
    await db.sql`update bookings set full_name = 'Kept as it was' where id = 'b1'`;
    const before = await db.sql`select * from bookings order by id`;
    const checkpoints = await db.sql`select name, position, version from projection_checkpoints order by name`;

    const reminder = { id: bookingsProjector.migrations.length + 1, name: 'reminder sent', up: (tx) => tx`alter table bookings add column reminder_sent_at timestamptz` } satisfies Projector['migrations'][number];
    const newer = inLastUnrecordedRelease.map((p) => (p === bookingsProjector ? { ...p, migrations: [...p.migrations, reminder] } : p));
    const runner = new ProjectionRunner(db, store, newer, quiet);
    await runner.migrate();
    await runner.start();
    await runner.settled();
    await runner.stop();

    expect(await history(db, 'bookings')).toEqual([
      ...bookingsProjector.migrations.slice(0, releasedSteps(bookingsProjector)).map(({ id, name }) => ({ id, name, adopted: true })),
      ...bookingsProjector.migrations.slice(releasedSteps(bookingsProjector)).map(({ id, name }) => ({ id, name, adopted: false })),
      { id: reminder.id, name: 'reminder sent', adopted: false },
    ]);
    expect(await history(db, 'invoices')).toEqual([
      ...invoicesProjector.migrations.slice(0, releasedSteps(invoicesProjector)).map(({ id, name }) => ({ id, name, adopted: true })),
      ...invoicesProjector.migrations.slice(releasedSteps(invoicesProjector)).map(({ id, name }) => ({ id, name, adopted: false })),
    ]);
    expect(await db.sql`select * from bookings order by id`).toEqual(before.map((row) => ({ ...row, customer_id: null, verified: false, quote: null, reminder_sent_at: null })));
    expect(await db.sql`select name, position, version from projection_checkpoints order by name`).toEqual(checkpoints);
  });

  it.each(engines)(
    "adds on %s the version columns to the catalog and settings tables the last release without recorded migrations built, then rebuilds their rows with each record's version",
    async (_, open) => {
      const { db, store } = await database(open);
      await lastUnrecordedRelease(db.sql);
      await appendCatalogAndSettings(store);
      // What that release left: its checkpoints at the head, at its projector versions, and its rows (no version column).
      await migrateCheckpoints(db.sql);
      const head = await settledHead(db, store);
      for (const [name, { version }] of Object.entries(lastUnrecordedReleaseSteps)) {
        await db.sql`insert into projection_checkpoints (name, position, version) values (${name}, ${head}, ${version})`;
      }
      await db.sql`insert into vehicle_types (id, name, description, is_active, created_at, sort_order) values ('van', 'Van', null, true, now(), 1)`;

      const runner = new ProjectionRunner(db, store, allProjectors, quiet);
      await runner.migrate();
      for (const projector of allProjectors) {
        expect(await history(db, projector.name)).toEqual(
          projector.migrations.map(({ id, name }) => ({ id, name, adopted: id <= releasedSteps(projector) })),
        );
      }
      expect(await db.sql`select id, version from vehicle_types`).toEqual([{ id: 'van', version: 0 }]);
      await runner.start();
      await runner.settled();
      await runner.stop();

      const versions = await db.sql`select name, version from projection_checkpoints`;
      expect(Object.fromEntries(versions.map((r) => [r.name, r.version]))).toEqual(Object.fromEntries(allProjectors.map((p) => [p.name, p.version])));
      expect(await db.sql`select id, is_active, version from vehicle_types order by sort_order`).toEqual([
        { id: 'sedan-hatch', is_active: true, version: 1 },
        { id: 'van', is_active: false, version: 2 },
      ]);
      expect(await db.sql`select id, version from services order by id`).toEqual([
        { id: 1, version: 1 },
        { id: 2, version: 2 },
      ]);
      expect(await db.sql`select distinct version from booking_statuses`).toEqual([{ version: 2 }]);
      expect(await db.sql`select key, version from settings`).toEqual([{ key: 'business', version: 1 }]);
      const made = await database(open);
      await new ProjectionRunner(made.db, made.store, allProjectors, quiet).migrate();
      expect(await shapesOf(db, 'public')).toEqual(await shapesOf(made.db, 'public'));
    },
  );

  it.each(engines)('brings on %s a first-release bookings table up by the later steps, then rebuilds its rows for the current projector version', async (_, open) => {
    const { db, store } = await database(open);
    await firstReleaseBookings(db.sql);
    await appendBookings(store, range(1, 4));
    await projectAsBefore(db, store, [{ ...bookingsProjector, version: 1 }]);

    const runner = new ProjectionRunner(db, store, [bookingsProjector], quiet);
    await runner.migrate();
    expect(await history(db, 'bookings')).toEqual([
      { id: 1, name: 'create bookings', adopted: true },
      ...bookingsProjector.migrations.slice(1).map(({ id, name }) => ({ id, name, adopted: false })),
    ]);
    await runner.start();
    await runner.settled();
    await runner.stop();
    expect(await db.sql`select version from projection_checkpoints where name = 'bookings'`).toEqual([{ version: bookingsProjector.version }]);
    expect(await db.sql`select id, status, before_photos from bookings order by id`).toEqual(
      range(1, 4).map((n) => ({ id: `b${n}`, status: 'confirmed', before_photos: [] })),
    );
  });

  it('replaces tables that match no step with fresh ones holding every row, before the runner starts', async () => {
    const { db, store } = await database(freshPostgres);
    await db.sql`create table bookings (id text primary key, full_name text, hand_made boolean)`;
    await db.sql`insert into bookings values ('stray', 'Not from any event', true)`;
    await appendBookings(store, range(1, 3));

    await new ProjectionRunner(db, store, [bookingsProjector], quiet).migrate();
    expect((await db.sql`select id from bookings order by id`).map((r) => r.id)).toEqual(['b1', 'b2', 'b3']);
    expect(await history(db, 'bookings')).toEqual(bookingsProjector.migrations.map(({ id, name }) => ({ id, name, adopted: false })));
    const made = await database(freshPostgres);
    await new ProjectionRunner(made.db, made.store, [bookingsProjector], quiet).migrate();
    expect(await shapesOf(db, 'public')).toEqual(await shapesOf(made.db, 'public'));
  });
});
