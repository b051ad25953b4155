import { type SmsTemplate, textMessageMessages as m } from '@detailing/schema';
import type { BookingSummary } from '@detailing/services/bookings/published';
import type { OutgoingText } from '../customers/sendTextOnce.js';
import { bookingText, type NamedService } from './bookingText.js';

/**
 * The 'booking cancelled' text of a booking its customer cancelled, or why none is sent: the
 * template off, the booking gone, restored since (no longer cancelled), or no mobile. The
 * variables are the confirmation text's (`bookingText`).
 */
export function cancellationText(input: { booking: BookingSummary | null; template: SmsTemplate | null; services: readonly NamedService[] }): OutgoingText | { skip: string } {
  const { booking, template, services } = input;
  if (!booking) return { skip: m.bookingGone };
  if (booking.status !== 'cancelled') return { skip: m.notCancelled };
  if (!template?.enabled) return { skip: m.cancellationDisabled };
  if (!booking.mobile.trim()) return { skip: m.noMobile };
  return bookingText(booking, template, services);
}
