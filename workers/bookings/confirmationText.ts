import {
  formatCents,
  formatDateLong,
  formatTime12h,
  type PricedService,
  renderTemplate,
  servicesTotal,
  type SmsTemplate,
  textMessageMessages as m,
  toE164,
} from '@detailing/schema';
import type { BookingSummary } from '@detailing/services/bookings/published';
import type { OutgoingText } from '../customers/sendTextOnce.js';

type NamedService = PricedService & { id: number; name: string };

/**
 * The 'booking confirmed' text of a wizard booking, or why none is sent. The total is the shared
 * price rule over the booking's services, as the wizard showed it and the invoice will bill it;
 * date and time read as the completion text writes them. A booking cancelled, or whose day has
 * passed (a reactor replayed from the start), is not confirmed any more.
 */
export function confirmationText(input: {
  booking: BookingSummary | null;
  template: SmsTemplate | null;
  services: readonly NamedService[];
  /** Today in the business time zone, YYYY-MM-DD. */
  today: string;
}): OutgoingText | { skip: string } {
  const { booking, template, services, today } = input;
  if (!booking) return { skip: m.bookingGone };
  if (booking.status === 'cancelled') return { skip: m.bookingCancelled };
  if (booking.date < today) return { skip: m.bookingDayPassed };
  if (!template?.enabled) return { skip: m.confirmationDisabled };
  if (!booking.mobile.trim()) return { skip: m.noMobile };
  const booked = booking.serviceIds.map((id) => services.find((s) => s.id === id));
  return {
    to: toE164(booking.mobile),
    body: renderTemplate(template.message, {
      customerName: booking.fullName,
      serviceName: booking.serviceIds.map((id, i) => booked[i]?.name ?? `Service ${id}`).join(', '),
      date: formatDateLong(booking.date),
      time: formatTime12h(booking.time),
      totalPrice: formatCents(servicesTotal(booked, booking.vehicleType, booking.modelYear)),
    }),
  };
}
