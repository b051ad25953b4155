import { Temporal } from 'temporal-polyfill';
import { type FeedEvent, PRODUCT_ID, renderCalendar } from '../platform/icalendar/index.js';
import type { CalendarBooking } from './dashboard.js';

export const EXPORT_FILE_NAME = 'automotive-bookings.ics';
/** After the booking id in every UID: what exports have always written, so a file imported again updates its events. */
const UID_DOMAIN = 'automotive-bookings';
const CALENDAR_NAME = 'Automotive Bookings';
/** 000 §9: exported events last a fixed 2 hours, whatever the services take. */
const EVENT_HOURS = 2;

/**
 * The Bookings calendar's "Export Calendar" file (000 §9), written by the product's one iCalendar
 * writer: wall times with TZID and the zone's VTIMEZONE; CANCELLED for cancelled bookings and
 * CONFIRMED otherwise, priority 1 for approved (001 §4); the same booking gives the same event.
 * `now` only decides the VTIMEZONE's span (the clock's year is always covered).
 */
export function exportBookings(bookings: readonly CalendarBooking[], timeZone: string, now?: Temporal.Instant): string {
  return renderCalendar({ productId: PRODUCT_ID, name: CALENDAR_NAME, timeZone, events: bookings.flatMap((b) => exportedEvent(b, timeZone) ?? []), now });
}

function exportedEvent(booking: CalendarBooking, timeZone: string): FeedEvent | null {
  const start = wallTime(booking.date, booking.time);
  if (!start) return null; // a date or time no calendar can place
  const revised = Temporal.Instant.from(booking.updatedAt);
  return {
    uid: `${booking.id}@${UID_DOMAIN}`,
    sequence: booking.version,
    // When the booking was last revised: exporting it again gives the same bytes.
    stamp: revised,
    lastModified: revised,
    start,
    end: start.toZonedDateTime(timeZone).add({ hours: EVENT_HOURS }).toPlainDateTime(),
    summary: `${booking.serviceNames.join(', ')} - ${booking.fullName}`,
    description: [
      `Customer: ${booking.fullName}`,
      `Vehicle: ${[booking.vehicleType, booking.modelYear, booking.vehicleRego].filter(Boolean).join(' ')}`,
      `Phone: ${booking.mobile}`,
      `Email: ${booking.email}`,
      `Status: ${booking.status}`,
    ].join('\n'),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    priority: booking.status === 'approved' ? 1 : 5,
  };
}

function wallTime(date: string, time: string): Temporal.PlainDateTime | null {
  try {
    return Temporal.PlainDate.from(date).toPlainDateTime(Temporal.PlainTime.from(time));
  } catch {
    return null;
  }
}
