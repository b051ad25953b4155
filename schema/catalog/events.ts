import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf, matching } from '../eventDefinition.js';
import type { BookingStatusDefinition } from './bookingStatuses.js';
import { PRICE_FIELDS, type PriceField, type ServiceFields } from './serviceInput.js';

/** Facts about the catalog. Prices are integer cents; images are blob ids, never bytes. */

/** Every service lives in this one stream, so the next integer id follows from its history. */
export const SERVICES_STREAM = 'catalog-services';
export const VEHICLE_TYPES_STREAM = 'catalog-vehicle-types';
export const BOOKING_STATUSES_STREAM = 'catalog-booking-statuses';
/** Records the one-time seeding of the starter catalog on a fresh store. */
export const STARTER_CATALOG_STREAM = 'catalog-starter';

const cents = z.number().int();
const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, cents])) as Record<PriceField, typeof cents>;

const serviceFields = matching<ServiceFields>()(
  z.object({
    ...prices,
    name: z.string(),
    description: z.string(),
    durationHours: z.number(),
    active: z.boolean(),
    showOnBookingForm: z.boolean(),
    serviceImageBlobId: z.string().nullable(),
  }),
);

const vehicleTypeFields = z.object({ name: z.string(), description: z.string().nullable(), isActive: z.boolean() });
export type VehicleTypeFields = z.output<typeof vehicleTypeFields>;

const bookingStatusDefinition = matching<BookingStatusDefinition>()(
  z.object({ id: z.string(), name: z.string(), label: z.string(), description: z.string() }),
);

export const serviceEventTypes = {
  ServiceCreated: defineEvent({ schema: serviceFields.extend({ serviceId: z.number().int() }) }),
  /** Only the fields that changed, with their new values. */
  ServiceUpdated: defineEvent({ schema: z.object({ serviceId: z.number().int(), changes: serviceFields.partial() }) }),
  /** Gone from every list; still known by id so bookings and invoices that used it keep its name. */
  ServiceDeleted: defineEvent({ schema: z.object({ serviceId: z.number().int() }) }),
} as const;

export const vehicleTypeEventTypes = {
  VehicleTypeCreated: defineEvent({ schema: vehicleTypeFields.extend({ vehicleTypeId: z.string() }) }),
  /** Edits and (de)activation: only the fields that changed. */
  VehicleTypeUpdated: defineEvent({ schema: z.object({ vehicleTypeId: z.string(), changes: vehicleTypeFields.partial() }) }),
  VehicleTypeDeleted: defineEvent({ schema: z.object({ vehicleTypeId: z.string() }) }),
} as const;

export const bookingStatusEventTypes = {
  /** The whole list as saved; it replaces the one before. */
  BookingStatusesSaved: defineEvent({ schema: z.object({ statuses: z.array(bookingStatusDefinition) }) }),
} as const;

export const starterCatalogEventTypes = {
  /**
   * The first start on an empty store took on seeding these steps (keys of the starter data). A
   * start that finds a claim without `StarterCatalogSeeded` finishes the same steps; none repeats.
   */
  StarterCatalogClaimed: defineEvent({ schema: z.object({ steps: z.array(z.string()) }) }),
  /** Every claimed step is recorded: no start seeds anything again. */
  StarterCatalogSeeded: defineEvent({ schema: z.object({}) }),
} as const;

export const catalogEventTypes = {
  ...serviceEventTypes,
  ...vehicleTypeEventTypes,
  ...bookingStatusEventTypes,
  ...starterCatalogEventTypes,
} as const;

type Of<K extends keyof typeof catalogEventTypes> = EventOf<typeof catalogEventTypes, K>;
export type ServiceCreated = Of<'ServiceCreated'>;
export type ServiceUpdated = Of<'ServiceUpdated'>;
export type ServiceDeleted = Of<'ServiceDeleted'>;
export type ServiceEvent = EventsOf<typeof serviceEventTypes>;

export type VehicleTypeCreated = Of<'VehicleTypeCreated'>;
export type VehicleTypeUpdated = Of<'VehicleTypeUpdated'>;
export type VehicleTypeDeleted = Of<'VehicleTypeDeleted'>;
export type VehicleTypeEvent = EventsOf<typeof vehicleTypeEventTypes>;

export type BookingStatusesSaved = Of<'BookingStatusesSaved'>;
export type BookingStatusEvent = EventsOf<typeof bookingStatusEventTypes>;

export type StarterCatalogClaimed = Of<'StarterCatalogClaimed'>;
export type StarterCatalogSeeded = Of<'StarterCatalogSeeded'>;
export type StarterCatalogEvent = EventsOf<typeof starterCatalogEventTypes>;

export type CatalogEvent = EventsOf<typeof catalogEventTypes>;
