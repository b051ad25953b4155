import { z } from 'zod';
import { type PricedService, servicePrice } from '../catalog/pricing.js';

/**
 * The price a booking was quoted, recorded with the booking: what each service cost for its
 * vehicle type and model year when it was booked (or last re-quoted), and the total. A later
 * change of the catalog's prices leaves it alone; the invoice bills it.
 */
export const bookingQuote = z.object({
  items: z.array(
    z.object({
      serviceId: z.number().int(),
      name: z.string(),
      /** Integer cents. */
      priceCents: z.number().int(),
      durationHours: z.number(),
    }),
  ),
  /** Integer cents: the items' sum. */
  totalCents: z.number().int(),
});
export type BookingQuote = z.output<typeof bookingQuote>;
export type BookingQuoteItem = BookingQuote['items'][number];

/** A service as a quote reads it: its name, duration and prices (deleted or inactive ones too). */
export type QuotableService = PricedService & { id: number; name: string; durationHours: number };

/**
 * The quote for services on a vehicle, by the shared price rule (000 §5). A service the catalog
 * does not know reads 'Service {id}', lasts 1 hour and costs nothing (000 §3, §9).
 */
export function quoteBooking(
  serviceIds: readonly number[],
  services: readonly QuotableService[],
  vehicle: { vehicleType: string; modelYear: number | null },
): BookingQuote {
  const items = serviceIds.map((serviceId) => {
    const service = services.find((s) => s.id === serviceId);
    if (!service) return { serviceId, name: `Service ${serviceId}`, priceCents: 0, durationHours: 1 };
    return {
      serviceId,
      name: service.name,
      priceCents: servicePrice(service, vehicle.vehicleType, vehicle.modelYear),
      durationHours: service.durationHours || 1,
    };
  });
  return { items, totalCents: items.reduce((sum, item) => sum + item.priceCents, 0) };
}

/** The fields whose change re-quotes a booking; any other change keeps its quote. */
export const QUOTED_FIELDS = ['serviceIds', 'vehicleType', 'modelYear'] as const;
