import { describe, expect, it } from 'vitest';
import { SaveBookingStatusesInput } from './bookingStatuses.js';
import { toDollars } from './money.js';
import { servicePrice } from './pricing.js';
import { CreateServiceInput, PRICE_FIELDS } from './serviceInput.js';
import { starterCatalog, starterServices } from './starterCatalog.js';
import { CreateVehicleTypeInput, KNOWN_VEHICLE_TYPES } from './vehicleTypes.js';

describe('the starter catalog', () => {
  it.each(starterServices.map((s) => [s.fields.name, s] as const))('offers %s as an admin could have entered it, all twelve prices set', (_name, { fields }) => {
    const { serviceImageBlobId: _image, ...rest } = fields;
    const asForm = { ...rest, ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, toDollars(fields[f])])) };
    const { serviceImage, ...parsed } = CreateServiceInput.parse(asForm);
    expect(serviceImage).toBeNull();
    expect(parsed).toEqual(rest);
    for (const field of PRICE_FIELDS) expect(fields[field], field).toBeGreaterThan(0);
    expect(fields).toMatchObject({ active: true, showOnBookingForm: true });
  });

  it('names each service once, under a key of its own', () => {
    expect(new Set(starterServices.map((s) => s.key)).size).toBe(starterServices.length);
    expect(new Set(starterServices.map((s) => s.fields.name)).size).toBe(starterServices.length);
    expect(starterServices.length).toBeGreaterThanOrEqual(4);
  });

  it('prices every service for every vehicle type and model year through the shared rule', () => {
    for (const { fields } of starterServices) {
      for (const type of KNOWN_VEHICLE_TYPES) {
        for (const year of [2025, 2019]) expect(servicePrice(fields, type, year)).toBeGreaterThan(0);
      }
    }
  });

  it('holds the four vehicle types of the spec and the seven statuses of 000 §4, each valid input', () => {
    expect(starterCatalog.vehicleTypes.map((t) => t.name)).toEqual([...KNOWN_VEHICLE_TYPES]);
    for (const type of starterCatalog.vehicleTypes) expect(CreateVehicleTypeInput.parse({ name: type.name }).name).toBe(type.name);
    expect(SaveBookingStatusesInput.parse({ statuses: starterCatalog.bookingStatuses }).statuses).toEqual(starterCatalog.bookingStatuses);
    expect(starterCatalog.bookingStatuses.map((s) => s.id)).toEqual(['pending', 'approved', 'ready_for_pickup', 'completed', 'aftercare', 'cancelled', 'create_paid_invoice']);
  });
});
