import DataLoader from 'dataloader';
import { type BookingQuote, type BookingStatusDefinition, defaultBookingStatuses, servicePrice, toDollars } from '@detailing/schema';
import type { CatalogLookup, ServiceRecord } from '../catalog/published.js';

/** A service as a booking shows it: its name, its duration and its price for the booking's vehicle. */
export interface BookingServiceView {
  id: number;
  name: string;
  durationHours: number;
  /** Dollars: as quoted when the booking was made or re-quoted; by the shared price rule at today's catalog for a booking from before quotes. */
  price: number;
}

/** Spec 000 §3 and §9: an unknown service reads 'Service {id}', lasts 1 hour and costs nothing. */
export function bookingServiceView(id: number, service: ServiceRecord | null, vehicle: { vehicleType: string; modelYear: number | null }): BookingServiceView {
  if (!service) return { id, name: `Service ${id}`, durationHours: 1, price: 0 };
  return {
    id,
    name: service.name,
    durationHours: service.durationHours || 1,
    price: toDollars(servicePrice(service, vehicle.vehicleType, vehicle.modelYear)),
  };
}

/**
 * The label configured, now or before (a status removed from settings keeps its last label);
 * else the default one; else the id made readable.
 */
export function bookingStatusLabel(status: string, configured: readonly BookingStatusDefinition[]): string {
  const label = configured.find((s) => s.id === status)?.label ?? defaultBookingStatuses.find((s) => s.id === status)?.label;
  return label ?? status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

export interface BookingCatalog {
  service: DataLoader<number, ServiceRecord | null>;
  /** Every status ever configured, removed ones with their last label (for showing a booking's status). */
  statuses(): Promise<BookingStatusDefinition[]>;
}

/**
 * What booking fields read from the catalog, batched: every lookup made while one list resolves
 * is answered by one query. No cache between batches, so a long-lived subscription context
 * never shows a service's old name.
 */
export function bookingCatalog(catalog: CatalogLookup): BookingCatalog {
  const service = new DataLoader<number, ServiceRecord | null>(
    async (ids) => {
      const found = new Map((await catalog.servicesByIds([...new Set(ids)])).map((s) => [s.id, s]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { cache: false },
  );
  const statuses = new DataLoader<'all', BookingStatusDefinition[]>(
    async (keys) => {
      const list = await catalog.bookingStatusLabels();
      return keys.map(() => list);
    },
    { cache: false },
  );
  return { service, statuses: () => statuses.load('all') };
}

const perContext = new WeakMap<object, BookingCatalog>();

/** One batching catalog per GraphQL operation context. */
export function bookingCatalogFor(context: object, lookup: CatalogLookup): BookingCatalog {
  let catalog = perContext.get(context);
  if (!catalog) {
    catalog = bookingCatalog(lookup);
    perContext.set(context, catalog);
  }
  return catalog;
}

type Priced = { serviceIds: readonly number[]; vehicleType: string; modelYear: number | null; quote: BookingQuote | null };

/**
 * A booking's services in its order: as its recorded quote has them (name, duration and price when
 * quoted), or, for a booking from before quotes, looked up through the (batching) catalog.
 */
export async function bookingServices(catalog: BookingCatalog, booking: Priced): Promise<BookingServiceView[]> {
  if (booking.quote) {
    return booking.quote.items.map((item) => ({ id: item.serviceId, name: item.name, durationHours: item.durationHours, price: toDollars(item.priceCents) }));
  }
  const found = await catalog.service.loadMany(booking.serviceIds);
  return booking.serviceIds.map((id, i) => {
    const service = found[i];
    if (service instanceof Error) throw service;
    return bookingServiceView(id, service ?? null, booking);
  });
}

/** Bookings as REST gives them out: with their services and status label, in two queries for any number. */
export async function withCatalogNames<B extends Priced & { status: string }>(
  catalog: BookingCatalog,
  bookings: readonly B[],
): Promise<(B & { services: BookingServiceView[]; statusLabel: string })[]> {
  const [services, statuses] = await Promise.all([Promise.all(bookings.map((b) => bookingServices(catalog, b))), catalog.statuses()]);
  return bookings.map((booking, i) => ({ ...booking, services: services[i]!, statusLabel: bookingStatusLabel(booking.status, statuses) }));
}
