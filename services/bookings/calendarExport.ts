import { createEvents, type EventAttributes } from 'ics';
import { instantOf } from '@detailing/schema';
import { escapeText, foldContentLine } from '../platform/icalendar/index.js';
import type { CalendarBooking } from './dashboard.js';

export const EXPORT_FILE_NAME = 'automotive-bookings.ics';

/**
 * The Bookings calendar's "Export Calendar" file (000 §9): 2-hour events, CANCELLED for cancelled
 * bookings and CONFIRMED otherwise. `ics` has no time zones: starts are written as UTC instants
 * of the booking's time in the business time zone.
 *
 * `ics` folds every line in time quadratic in its length, and by characters rather than octets, so
 * the customer's text never reaches it: it lays out each event around short placeholders, and the
 * escaped text goes in afterwards, when every line is folded here, once, in linear time.
 */
export function exportBookings(bookings: CalendarBooking[], timeZone: string): string {
  if (bookings.length === 0) return emptyCalendar();
  const texts = new Map<string, string>();
  const placeholder = (text: string) => {
    const key = `detailing-text-${texts.size}`;
    texts.set(key, text);
    return key;
  };
  const events: EventAttributes[] = bookings.map((booking) => {
    const start = instantOf(booking.date, booking.time, timeZone).toZonedDateTimeISO('UTC');
    return {
      uid: `${booking.id}@automotive-bookings`,
      start: [start.year, start.month, start.day, start.hour, start.minute],
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: 2 },
      title: placeholder(`${booking.serviceNames.join(', ')} - ${booking.fullName}`),
      description: placeholder(
        [
          `Customer: ${booking.fullName}`,
          `Vehicle: ${[booking.vehicleType, booking.modelYear, booking.vehicleRego].filter(Boolean).join(' ')}`,
          `Phone: ${booking.mobile}`,
          `Email: ${booking.email}`,
          `Status: ${booking.status}`,
        ].join('\n'),
      ),
      status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      productId: 'automotive-detailing/bookings',
      calName: 'Automotive Bookings',
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Calendar export failed');
  const lines = value.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const colon = line.indexOf(':');
      const text = colon < 0 ? undefined : texts.get(line.slice(colon + 1));
      return foldContentLine(text === undefined ? line : line.slice(0, colon + 1) + escapeText(text));
    })
    .join('\r\n');
}

function emptyCalendar(): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:automotive-detailing/bookings', 'X-WR-CALNAME:Automotive Bookings', 'END:VCALENDAR', ''].join('\r\n');
}
