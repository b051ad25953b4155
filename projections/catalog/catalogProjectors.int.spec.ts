import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEvent, ServiceFields } from '@detailing/schema';
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
    [row] = await db.sql`select name, deleted from services where id = 1`;
    expect(row).toEqual({ name: 'Wash', deleted: true });
  });
});

describe('vehicle types read model', () => {
  it('starts with the four defaults, without creation times', async () => {
    const rows = await db.sql`select id, name, is_active, created_at, deleted from vehicle_types order by sort_order`;
    expect(rows.slice(0, 4)).toEqual([
      { id: 'sedan-hatch', name: 'Sedan/Hatch', is_active: true, created_at: null, deleted: false },
      { id: 'suv-5-seater', name: 'SUV 5 Seater', is_active: true, created_at: null, deleted: false },
      { id: 'suv-7-seater', name: 'SUV 7 Seater', is_active: true, created_at: null, deleted: false },
      { id: 'ute', name: 'UTE', is_active: true, created_at: null, deleted: false },
    ]);
  });

  it('adds new types after the defaults and keeps a deleted default deleted across restarts', async () => {
    await given('catalog-vehicle-types', [
      { type: 'VehicleTypeCreated', data: { vehicleTypeId: 'v1', name: 'Van', description: null, isActive: true } },
      { type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'v1', changes: { isActive: false } } },
      { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'ute' } },
    ]);
    await vehicleTypesProjector.migrate(db.sql); // what every start does
    const rows = await db.sql`select id, is_active, deleted, sort_order from vehicle_types where id in ('ute', 'v1') order by id`;
    expect(rows).toEqual([
      { id: 'ute', is_active: true, deleted: true, sort_order: 4 },
      { id: 'v1', is_active: false, deleted: false, sort_order: 5 },
    ]);
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
