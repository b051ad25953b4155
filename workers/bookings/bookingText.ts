import { formatCents, formatDateLong, formatTime12h, type PricedService, renderTemplate, servicesTotal, type SmsTemplate, type SmsTemplateValues, toE164 } from '@detailing/schema';
import type { BookingSummary } from '@detailing/services/bookings/published';
import type { OutgoingText } from '../customers/sendTextOnce.js';

/** A service as a text names and prices it (deleted or inactive ones too). */
export type NamedService = PricedService & { id: number; name: string };

/**
 * The five variables of a text about a booking: the customer, the services (a service the
 * catalog no longer knows reads 'Service {id}'), the start as the completion text writes it, and
 * the total: the quote recorded with the booking, else (a booking from before quotes) the shared
 * price rule over its services, as the wizard showed it.
 */
export function bookingTextValues(booking: BookingSummary, services: readonly NamedService[]): SmsTemplateValues {
  const booked = booking.serviceIds.map((id) => services.find((s) => s.id === id));
  return {
    customerName: booking.fullName,
    serviceName: booking.serviceIds.map((id, i) => booked[i]?.name ?? `Service ${id}`).join(', '),
    date: formatDateLong(booking.date),
    time: formatTime12h(booking.time),
    totalPrice: formatCents(booking.quote?.totalCents ?? servicesTotal(booked, booking.vehicleType, booking.modelYear)),
  };
}

/** A template filled for a booking (and any variables of its own, such as `{{link}}`), to the booking's mobile. */
export function bookingText(booking: BookingSummary, template: SmsTemplate, services: readonly NamedService[], extra: SmsTemplateValues = {}): OutgoingText {
  return { to: toE164(booking.mobile), body: renderTemplate(template.message, { ...bookingTextValues(booking, services), ...extra }) };
}
