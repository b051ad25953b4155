import { createEvents, type EventAttributes } from 'ics';
import { instantOf } from '@detailing/schema';
import type { CalendarBooking } from './dashboard.js';

export const EXPORT_FILE_NAME = 'automotive-bookings.ics';

/** RFC 5545 §3.1: a content line is at most 75 octets; a continuation starts with one space. */
const LINE_OCTETS = 75;

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

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, other controls dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n|[\r\n]/g, '\n')
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** Folds one content line at 75 octets (CRLF + space), never inside a UTF-8 character. */
export function foldContentLine(line: string): string {
  if (line.length * 3 <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let limit = LINE_OCTETS;
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    if (octets + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
      limit = LINE_OCTETS - 1; // the leading space counts
    }
    octets += size;
    i += units;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

function emptyCalendar(): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:automotive-detailing/bookings', 'X-WR-CALNAME:Automotive Bookings', 'END:VCALENDAR', ''].join('\r\n');
}
