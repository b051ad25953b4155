import { createEvents, type EventAttributes } from 'ics';
import { instantOf } from '@detailing/schema';
import type { CalendarBooking } from './dashboard.js';

export const EXPORT_FILE_NAME = 'automotive-bookings.ics';

/**
 * The Bookings calendar's "Export Calendar" file (000 §9): 2-hour events, CANCELLED for cancelled
 * bookings and CONFIRMED otherwise. `ics` has no time zones: starts are written as UTC instants
 * of the booking's time in the business time zone.
 */
export function exportBookings(bookings: CalendarBooking[], timeZone: string): string {
  const events: EventAttributes[] = bookings.map((booking) => {
    const start = instantOf(booking.date, booking.time, timeZone).toZonedDateTimeISO('UTC');
    return {
      uid: `${booking.id}@automotive-bookings`,
      start: [start.year, start.month, start.day, start.hour, start.minute],
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: 2 },
      title: `${booking.serviceNames.join(', ')} - ${booking.fullName}`,
      description: [
        `Customer: ${booking.fullName}`,
        `Vehicle: ${[booking.vehicleType, booking.modelYear, booking.vehicleRego].filter(Boolean).join(' ')}`,
        `Phone: ${booking.mobile}`,
        `Email: ${booking.email}`,
        `Status: ${booking.status}`,
      ].join('\n'),
      status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      productId: 'automotive-detailing/bookings',
      calName: 'Automotive Bookings',
    };
  });
  if (events.length === 0) return emptyCalendar();
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Calendar export failed');
  return value;
}

function emptyCalendar(): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:automotive-detailing/bookings', 'X-WR-CALNAME:Automotive Bookings', 'END:VCALENDAR', ''].join('\r\n');
}
