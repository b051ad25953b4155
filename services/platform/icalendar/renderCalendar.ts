import { Temporal } from 'temporal-polyfill';
import { escapeText, foldContentLine } from './contentLines.js';
import { duration, localDateTime, parameterValue, utcDateTime } from './values.js';
import { vtimezoneLines } from './vtimezone.js';

export interface FeedEvent {
  uid: string;
  sequence: number;
  stamp: Temporal.Instant; // DTSTAMP
  lastModified: Temporal.Instant; // LAST-MODIFIED
  start: Temporal.PlainDateTime; // wall time in the calendar's time zone
  end: Temporal.PlainDateTime;
  summary: string;
  description: string; // may contain line breaks; escaped by the renderer
  status: 'CONFIRMED' | 'CANCELLED';
  priority: number; // 1..9
}

/** PRODID of every calendar the product writes: the feed, its download and the bookings export. */
export const PRODUCT_ID = '-//Detailing//Bookings Calendar//EN';

export interface FeedCalendar {
  productId: string; // PRODID
  name: string; // X-WR-CALNAME
  timeZone: string; // IANA, e.g. Australia/Melbourne: X-WR-TIMEZONE, VTIMEZONE, TZID
  /** PT1H: REFRESH-INTERVAL and X-PUBLISHED-TTL, for a feed; a file downloaded once (an export) has none. */
  refreshInterval?: Temporal.Duration;
  events: readonly FeedEvent[];
  /** Today's year is always covered by the VTIMEZONE; pass the clock's instant to keep rendering pure (default: now). */
  now?: Temporal.Instant;
}

/**
 * The calendar as an RFC 5545 stream (CRLF line endings, folded at 75 octets), with what Apple,
 * Google and Outlook read besides: X-WR-CALNAME, X-WR-TIMEZONE, REFRESH-INTERVAL and
 * X-PUBLISHED-TTL. Event times are wall times with TZID, so a wall time a daylight-saving change
 * skips or repeats is resolved by each client: RFC 5545 §3.3.5 reads a skipped one with the offset
 * before the gap and a repeated one as its first occurrence (Temporal's 'compatible'); ical.js, like
 * libical, uses the offset after the gap and the standard-time occurrence (the unit spec pins both).
 * Every line is folded once and joined once (an event's lines into its block, the blocks into the calendar): time linear in the output.
 */
export function renderCalendar(calendar: FeedCalendar): string {
  const zone = zoneName(calendar.timeZone);
  return renderCalendarBlocks({ ...calendar, blocks: calendar.events.map((event) => renderEvent(event, zone)) });
}

/** One VEVENT as folded CRLF text, with the years it touches (for the VTIMEZONE's span): rendered once, it can be kept and reused. */
export interface EventBlock {
  text: string;
  firstYear: number;
  lastYear: number;
}

/** The IANA name Temporal gives the zone (refused when unknown): what TZID and X-WR-TIMEZONE carry. */
export const zoneName = (timeZone: string): string => Temporal.PlainDate.from('2000-01-01').toZonedDateTime(timeZone).timeZoneId;

/** One event's block, its times with TZID `zone` (as `zoneName` gives it). */
export function renderEvent(event: FeedEvent, zone: string): EventBlock {
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0) throw new RangeError(`SEQUENCE ${event.sequence} is not a non-negative integer`);
  if (!Number.isInteger(event.priority) || event.priority < 0 || event.priority > 9) throw new RangeError(`PRIORITY ${event.priority} is not 0..9`);
  const tzid = parameterValue(zone);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${tzid}:${localDateTime(event.start)}`,
    `DTEND;TZID=${tzid}:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    `PRIORITY:${event.priority}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
  const startYear = event.start.year;
  const endYear = event.end.year;
  return { text: lines.map(foldContentLine).join('\r\n'), firstYear: Math.min(startYear, endYear), lastYear: Math.max(startYear, endYear) };
}

/** The calendar around event blocks already rendered for this zone (`renderEvent`): the same text `renderCalendar` gives. */
export function renderCalendarBlocks(calendar: Omit<FeedCalendar, 'events'> & { blocks: readonly EventBlock[] }): string {
  const zone = zoneName(calendar.timeZone);
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${escapeText(zone)}`,
  ];
  if (calendar.refreshInterval) {
    const refresh = duration(calendar.refreshInterval);
    head.push(`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`);
  }
  const [from, to] = span(calendar, calendar.blocks, zone);
  head.push(...vtimezoneLines(zone, from, to));
  const parts = head.map(foldContentLine);
  for (const block of calendar.blocks) parts.push(block.text);
  parts.push('END:VCALENDAR', '');
  return parts.join('\r\n');
}

/** From 1 January of the earliest event's (or this) year to 31 December of the latest event's (or this) year. */
function span(calendar: { now?: Temporal.Instant }, blocks: readonly EventBlock[], zone: string): [Temporal.PlainDate, Temporal.PlainDate] {
  let first = (calendar.now ?? Temporal.Now.instant()).toZonedDateTimeISO(zone).year;
  let last = first;
  for (const block of blocks) {
    first = Math.min(first, block.firstYear);
    last = Math.max(last, block.lastYear);
  }
  return [Temporal.PlainDate.from({ year: first, month: 1, day: 1 }), Temporal.PlainDate.from({ year: last, month: 12, day: 31 })];
}
