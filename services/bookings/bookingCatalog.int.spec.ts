import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEvent } from '@detailing/schema';
import { type ProjectorHarness, projectorHarness } from '../../projections/testing/projectorHarness.js';
import { bookingStatusesProjector } from '../../projections/catalog/bookingStatusesProjector.js';
import { servicesProjector } from '../../projections/catalog/servicesProjector.js';
import { sqlCatalogLookup } from '../catalog/published.js';
import { bookingCatalog, bookingServices, withCatalogNames } from './bookingCatalog.js';
import { serviceFields } from '../../infra/testing/fixtures/records.js';

let harness: ProjectorHarness;
/** A second client on the same database that counts every statement it sends. */
let counted: postgres.Sql;
let statements = 0;

const fields = (name: string, priceSedanHatch: number) =>
  serviceFields(name, { description: name, priceSedanHatch, priceSuv5: 0, priceSuv7: 0, priceUte: 0, durationHours: 2 });

const given = (streamId: string, events: CatalogEvent[]) => harness.given(streamId, events);
// From before quotes (none recorded): the catalog names and prices them.
const booking = (serviceIds: number[], status = 'pending') => ({ serviceIds, status, vehicleType: 'Sedan/Hatch', modelYear: 2025, quote: null });

beforeAll(async () => {
  harness = await projectorHarness([servicesProjector, bookingStatusesProjector]);
  await given('catalog-services', [
    { type: 'ServiceCreated', data: { serviceId: 1, ...fields('Wash', 5000) } },
    { type: 'ServiceCreated', data: { serviceId: 2, ...fields('Polish', 12050) } },
    { type: 'ServiceCreated', data: { serviceId: 3, ...fields('Retired ceramic coat', 90000) } },
    { type: 'ServiceDeleted', data: { serviceId: 3 } },
  ]);
  const { host, port, database, user } = harness.db.sql.options;
  counted = postgres({ host: host[0], port: port[0], database, username: user, max: 1, onnotice: () => {}, debug: () => void statements++ });
  await counted`select 1`; // connects and reads the array types, as the app's pool does at start
});
afterAll(async () => {
  await counted?.end({ timeout: 1 });
  await harness?.close();
});

describe('the catalog as bookings show it', () => {
  it('names and prices the services of sixty bookings with one query', async () => {
    const catalog = bookingCatalog(sqlCatalogLookup(counted));
    const many = Array.from({ length: 60 }, (_, i) => booking(i % 2 ? [1, 2] : [2, 3, 99]));
    statements = 0;
    const named = await Promise.all(many.map((b) => bookingServices(catalog, b)));
    expect(statements).toBe(1);
    expect(named[0]).toEqual([
      { id: 2, name: 'Polish', durationHours: 2, price: 120.5 },
      { id: 3, name: 'Retired ceramic coat', durationHours: 2, price: 900 },
      { id: 99, name: 'Service 99', durationHours: 1, price: 0 },
    ]);
    expect(named[1]!.map((s) => s.name)).toEqual(['Wash', 'Polish']);
  });

  it('gives a REST list its services and status labels with two queries', async () => {
    const catalog = bookingCatalog(sqlCatalogLookup(counted));
    statements = 0;
    const named = await withCatalogNames(catalog, [booking([1], 'ready_for_pickup'), booking([2], 'create_paid_invoice'), booking([1], 'on_hold')]);
    expect(statements).toBe(2);
    expect(named.map((b) => b.statusLabel)).toEqual(['Ready for Pickup', 'Create Paid Invoice', 'On hold']);
  });

  it('reads labels saved in settings, and a service created after an earlier lookup', async () => {
    const catalog = bookingCatalog(sqlCatalogLookup(counted));
    expect((await bookingServices(catalog, booking([4])))[0]!.name).toBe('Service 4');
    await given('catalog-services', [{ type: 'ServiceCreated', data: { serviceId: 4, ...fields('Headlight restore', 7000) } }]);
    await given('catalog-booking-statuses', [
      { type: 'BookingStatusesSaved', data: { statuses: [{ id: 'pending', name: 'Pending', label: 'Awaiting approval', description: '' }] } },
    ]);
    expect((await bookingServices(catalog, booking([4])))[0]!.name).toBe('Headlight restore');
    const [named] = await withCatalogNames(catalog, [booking([4], 'pending')]);
    expect(named!.statusLabel).toBe('Awaiting approval');
  });

  it('shows a quoted booking as quoted, without asking the catalog', async () => {
    const catalog = bookingCatalog(sqlCatalogLookup(counted));
    const quote = { items: [{ serviceId: 1, name: 'Wash (as booked)', priceCents: 4_250, durationHours: 1.5 }], totalCents: 4_250 };
    statements = 0;
    expect(await bookingServices(catalog, { ...booking([1]), quote })).toEqual([{ id: 1, name: 'Wash (as booked)', durationHours: 1.5, price: 42.5 }]);
    expect(statements).toBe(0);
  });
});
