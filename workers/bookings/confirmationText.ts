import { type SmsTemplate, textMessageMessages as m } from '@detailing/schema';
import type { BookingSummary } from '@detailing/services/bookings/published';
import type { OutgoingText } from '../customers/sendTextOnce.js';
import { bookingText, type NamedService } from './bookingText.js';

/**
 * The 'booking confirmed' text of a wizard booking, or why none is sent. Its variables are every
 * booking text's (bookingText.ts): the total is the recorded quote, as the wizard showed it and
 * the invoice will bill it. A booking cancelled, or whose day has passed (a reactor replayed from
 * the start), is not confirmed any more.
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
  return bookingText(booking, template, services);
}
