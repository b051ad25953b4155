import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEvent, ServiceFields } from '@detailing/schema';
import { listBookingStatuses, listBookingStatusLabels } from '@detailing/services/catalog/queries';
import type { Database } from '@detailing/services/platform/database';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { ProjectionRunner } from '../runner/ProjectionRunner.js';
import { bookingStatusesProjector } from './bookingStatusesProjector.js';
import { servicesProjector } from './servicesProjector.js';
import { vehicleTypesProjector } from './vehicleTypesProjector.js';

let harness: ProjectorHarness;
let db: Database;
let runner: ProjectionRunner;

const projectors = [servicesProjector, vehicleTypesProjector, bookingStatusesProjector];

beforeAll(async () => {
  harness = await projectorHarness(projectors);
  db = harness.db;
  runner = harness.runner;
});
afterAll(() => harness?.close());

const given = (streamId: string, events: CatalogEvent[]) => harness.given(streamId, events);

const fields: ServiceFields = {
  name: 'Wash',
  description: 'Outside wash',
  priceSedanHatch: 5000,
  priceSuv5: 6000,
  priceSuv7: 7000,
  priceUte: 6500,
  priceSedanHatch2025: 5500,
  priceSuv52025: 0,
  priceSuv72025: 0,
  priceUte2025: 0,
  priceSedanHatchPre2025: 4500,
  priceSuv5Pre2025: 0,
  priceSuv7Pre2025: 0,
  priceUtePre2025: 0,
  durationHours: 0.75,
  active: true,
  showOnBookingForm: true,
  serviceImageBlobId: null,
};

describe('services read model', () => {
  it('holds a created service in cents, applies only the changed fields, and flags a deletion', async () => {
    const createdAt = await given('catalog-services', [{ type: 'ServiceCreated', data: { serviceId: 1, ...fields } }]);
    const updatedAt = await given('catalog-services', [{ type: 'ServiceUpdated', data: { serviceId: 1, changes: { priceUte: 6900, active: false } } }]);
    let [row] = await db.sql`select * from services where id = 1`;
    expect(row).toMatchObject({
      name: 'Wash',
      price_sedan_hatch: 5000,
      price_sedan_hatch2025: 5500,
      price_sedan_hatch_pre2025: 4500,
      price_ute: 6900,
      duration_hours: 0.75,
      active: false,
      deleted: false,
      created_at: new Date(createdAt),
      updated_at: new Date(updatedAt),
      version: 2,
    });
    await given('catalog-services', [{ type: 'ServiceDeleted', data: { serviceId: 1 } }]);
    [row] = await db.sql`select name, deleted, version from services where id = 1`;
    expect(row).toEqual({ name: 'Wash', deleted: true, version: 3 });
  });

  it("counts each service's version by its own events, however many the shared stream holds", async () => {
    await given('catalog-services', [
      { type: 'ServiceCreated', data: { serviceId: 2, ...fields, name: 'Polish' } },
      { type: 'ServiceCreated', data: { serviceId: 3, ...fields, name: 'Wax' } },
      { type: 'ServiceUpdated', data: { serviceId: 3, changes: { name: 'Hard Wax' } } },
    ]);
    expect(await db.sql`select id, version from services where id in (2, 3) order by id`).toEqual([
      { id: 2, version: 1 },
      { id: 3, version: 2 },
    ]);
  });
});

describe('vehicle types read model', () => {
  it('holds no rows before any event: the four of the spec arrive as events of the starter catalog', async () => {
    expect(await db.sql`select * from vehicle_types`).toEqual([]);
  });

  it('holds types in creation order with their creation time, and keeps a deleted one deleted across restarts', async () => {
    const createdAt = await given('catalog-vehicle-types', [
      { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'sedan-hatch', name: 'Sedan/Hatch', description: null, isActive: true } },
      { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'ute', name: 'UTE', description: null, isActive: true } },
    ]);
    await given('catalog-vehicle-types', [
      { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'v1', name: 'Van', description: null, isActive: true } },
      { type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'v1', changes: { isActive: false } } },
      { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'ute' } },
    ]);
    await runner.migrate(); // what every start does
    const rows = await db.sql`select id, is_active, deleted, sort_order, created_at, version from vehicle_types order by sort_order`;
    expect(rows).toEqual([
      { id: 'sedan-hatch', is_active: true, deleted: false, sort_order: 1, created_at: new Date(createdAt), version: 1 },
      { id: 'ute', is_active: true, deleted: true, sort_order: 2, created_at: new Date(createdAt), version: 2 },
      { id: 'v1', is_active: false, deleted: false, sort_order: 3, created_at: expect.any(Date), version: 2 },
    ]);
  });
});

describe('vehicle types read model, version 2', () => {
  it('drops the default rows version 1 put in without events when a start finds the old version', async () => {
    await db.sql`insert into vehicle_types (id, name, description, is_active, created_at, sort_order) values ('suv-5-seater', 'SUV 5 Seater', null, true, null, 99)`;
    await db.sql`update projection_checkpoints set version = 1 where name = 'vehicleTypes'`;
    await runner.rebuildOutdated(); // what every start does: an older version is rebuilt from the events
    const ids = await db.sql`select id from vehicle_types order by sort_order`;
    expect(ids.map((r) => r.id)).toEqual(['sedan-hatch', 'ute', 'v1']);
    expect(await db.sql`select version from projection_checkpoints where name = 'vehicleTypes'`).toEqual([{ version: vehicleTypesProjector.version }]);
  });
});

describe('booking statuses read model', () => {
  it('is empty until a list is saved, then holds that list in order', async () => {
    expect(await db.sql`select * from booking_statuses`).toEqual([]);
    const statuses = [
      { id: 'completed', name: 'Completed', label: 'Done', description: '' },
      { id: 'pending', name: 'Pending', label: 'Pending', description: 'New' },
    ];
    await given('catalog-booking-statuses', [{ type: 'BookingStatusesSaved', data: { statuses } }]);
    expect(await db.sql`select id, name, label, description from booking_statuses order by sort_order`).toEqual(statuses);
    // The list is saved as one: every row carries the list's version.
    expect(await db.sql`select distinct version from booking_statuses`).toEqual([{ version: 1 }]);
  });

  it('keeps a status removed from the list, marked deleted with its last label, and revives it when it is added again', async () => {
    const essential = [
      { id: 'pending', name: 'Pending', label: 'Pending', description: '' },
      { id: 'completed', name: 'Completed', label: 'Done', description: '' },
    ];
    const bay = { id: 'in_bay', name: 'In bay', label: 'In the Bay', description: '' };
    await given('catalog-booking-statuses', [{ type: 'BookingStatusesSaved', data: { statuses: [...essential, bay] } }]);
    await given('catalog-booking-statuses', [{ type: 'BookingStatusesSaved', data: { statuses: essential } }]);
    const rows = () => db.sql`select id, label, deleted, version from booking_statuses order by id`;
    expect(await rows()).toEqual([
      { id: 'completed', label: 'Done', deleted: false, version: 3 },
      { id: 'in_bay', label: 'In the Bay', deleted: true, version: 3 },
      { id: 'pending', label: 'Pending', deleted: false, version: 3 },
    ]);
    expect((await listBookingStatuses(db.sql)).map((s) => s.id)).toEqual(['pending', 'completed']);
    expect((await listBookingStatusLabels(db.sql)).map((s) => [s.id, s.label])).toEqual([
      ['pending', 'Pending'],
      ['completed', 'Done'],
      ['in_bay', 'In the Bay'],
    ]);
    await given('catalog-booking-statuses', [{ type: 'BookingStatusesSaved', data: { statuses: [...essential, { ...bay, label: 'Being detailed' }] } }]);
    expect((await listBookingStatuses(db.sql)).map((s) => [s.id, s.label])).toEqual([
      ['pending', 'Pending'],
      ['completed', 'Done'],
      ['in_bay', 'Being detailed'],
    ]);
  });
});

describe('rebuilding', () => {
  it.each(projectors.map((p) => [p.name]))('gives %s the same rows as the live projection', async (name) => {
    const table = { services: 'services', vehicleTypes: 'vehicle_types', bookingStatuses: 'booking_statuses' }[name]!;
    const rows = () => db.sql`select * from ${db.sql(table)} order by id`;
    const live = await rows();
    await runner.rebuild(name);
    expect(await rows()).toEqual(live);
  });
});
