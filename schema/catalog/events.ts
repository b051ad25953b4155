import type { BookingStatusDefinition } from './bookingStatuses.js';
import type { ServiceFields } from './serviceInput.js';

/** Facts about the catalog. Prices are integer cents; images are blob ids, never bytes. */

/** Every service lives in this one stream, so the next integer id follows from its history. */
export const SERVICES_STREAM = 'catalog-services';
export const VEHICLE_TYPES_STREAM = 'catalog-vehicle-types';
export const BOOKING_STATUSES_STREAM = 'catalog-booking-statuses';
/** Records the one-time seeding of the starter catalog on a fresh store. */
export const STARTER_CATALOG_STREAM = 'catalog-starter';

export interface ServiceCreated {
  type: 'ServiceCreated';
  data: ServiceFields & { serviceId: number };
}

/** Only the fields that changed, with their new values. */
export interface ServiceUpdated {
  type: 'ServiceUpdated';
  data: { serviceId: number; changes: Partial<ServiceFields> };
}

/** Gone from every list; still known by id so bookings and invoices that used it keep its name. */
export interface ServiceDeleted {
  type: 'ServiceDeleted';
  data: { serviceId: number };
}

export type ServiceEvent = ServiceCreated | ServiceUpdated | ServiceDeleted;

export type VehicleTypeFields = {
  name: string;
  description: string | null;
  isActive: boolean;
};

export interface VehicleTypeCreated {
  type: 'VehicleTypeCreated';
  data: VehicleTypeFields & { vehicleTypeId: string };
}

/** Edits and (de)activation: only the fields that changed. */
export interface VehicleTypeUpdated {
  type: 'VehicleTypeUpdated';
  data: { vehicleTypeId: string; changes: Partial<VehicleTypeFields> };
}

export interface VehicleTypeDeleted {
  type: 'VehicleTypeDeleted';
  data: { vehicleTypeId: string };
}

export type VehicleTypeEvent = VehicleTypeCreated | VehicleTypeUpdated | VehicleTypeDeleted;

/** The whole list as saved; it replaces the one before. */
export interface BookingStatusesSaved {
  type: 'BookingStatusesSaved';
  data: { statuses: BookingStatusDefinition[] };
}

export type BookingStatusEvent = BookingStatusesSaved;

/**
 * The first start on an empty store took on seeding these steps (keys of the starter data). A
 * start that finds a claim without `StarterCatalogSeeded` finishes the same steps; none repeats.
 */
export interface StarterCatalogClaimed {
  type: 'StarterCatalogClaimed';
  data: { steps: string[] };
}

/** Every claimed step is recorded: no start seeds anything again. */
export interface StarterCatalogSeeded {
  type: 'StarterCatalogSeeded';
  data: Record<string, never>;
}

export type StarterCatalogEvent = StarterCatalogClaimed | StarterCatalogSeeded;

export type CatalogEvent = ServiceEvent | VehicleTypeEvent | BookingStatusEvent | StarterCatalogEvent;
