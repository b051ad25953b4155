import { type BookingStatusDefinition, SERVICES_STREAM } from '@detailing/schema';
import type { EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import { serviceFromHistory } from './fromHistory.js';
import type { Sql } from '../platform/database.js';
import { findServicesByIds, listBookingStatusLabels, listBookingStatuses, listVehicleTypes, type ServiceRecord } from './queries.js';

export type { ServiceRecord } from './queries.js';

/** What other contexts may read of the catalog: services by id, vehicle types and booking statuses. */
export interface CatalogLookup {
  /** Services by id, deleted and inactive ones included (marked), so old bookings and invoices keep their names and prices. */
  servicesByIds(ids: readonly number[]): Promise<ServiceRecord[]>;
  vehicleTypes(): Promise<{ name: string; isActive: boolean }[]>;
  /** The configured booking statuses, in order. */
  bookingStatuses(): Promise<BookingStatusDefinition[]>;
  /** Every status ever configured, removed ones with their last label: bookings that have one keep showing it. */
  bookingStatusLabels(): Promise<BookingStatusDefinition[]>;
  statusIds(): Promise<string[]>;
}

/** The catalog's read models as others read them. */
export function sqlCatalogLookup(sql: Sql): CatalogLookup {
  return {
    servicesByIds: (ids) => findServicesByIds(sql, ids),
    async vehicleTypes() {
      return (await listVehicleTypes(sql, { includeInactive: true })).map((t) => ({ name: t.name, isActive: t.isActive }));
    },
    bookingStatuses: () => listBookingStatuses(sql),
    bookingStatusLabels: () => listBookingStatusLabels(sql),
    async statusIds() {
      return (await listBookingStatuses(sql)).map((s) => s.id);
    },
  };
}

/**
 * The services as the catalog's history had them at an instant (deleted ones included), for
 * pricing something at the catalog of its day. Reads the catalog's stream once, on first use.
 */
export function servicesAsOf(store: Pick<EventStore, 'readStream'>): (ids: readonly number[], at: string) => Promise<ServiceRecord[]> {
  let history: Promise<RecordedEvent[]> | null = null;
  return async (ids, at) => {
    history ??= store.readStream(SERVICES_STREAM);
    const until = Date.parse(at);
    const then = (await history).filter((event) => Date.parse(event.metadata.occurredAt) <= until);
    return ids.flatMap((id) => serviceFromHistory(then, id) ?? []);
  };
}
