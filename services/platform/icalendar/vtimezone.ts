import { Temporal } from 'temporal-polyfill';
import { localDateTime, utcOffset } from './values.js';

/** Locales tried in turn for a zone's abbreviation; the first that names it (not `GMT+11`) wins. */
const NAME_LOCALES = ['en-US', 'en-AU', 'en-GB', 'en-NZ', 'en-CA', 'en-IN'];
const NUMERIC_NAME = /^(?:GMT|UTC)[+\-−]/;

interface Observance {
  /** The first instant the observance holds. */
  start: Temporal.Instant;
  offsetFrom: number;
  offsetTo: number;
}

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for `timeZone` read from the time-zone database through Temporal:
 * one STANDARD or DAYLIGHT observance per offset change from the one in force on `from` through
 * `to` (both days included), so no RRULE has to guess the zone's future rules. A zone that has
 * never changed its offset gets one STANDARD. DTSTART is the wall time at which the change happens
 * as the clock read before it (03:00 for Melbourne's April change, 02:00 for October's).
 */
export function vtimezoneLines(timeZone: string, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  const first = from.toZonedDateTime(timeZone);
  const end = to.add({ days: 1 }).toZonedDateTime(timeZone).toInstant();
  const observances: Observance[] = [];
  const add = (transition: Temporal.ZonedDateTime) =>
    observances.push({
      start: transition.toInstant(),
      offsetFrom: transition.subtract({ nanoseconds: 1 }).offsetNanoseconds,
      offsetTo: transition.offsetNanoseconds,
    });
  const inForce = first.getTimeZoneTransition('previous');
  if (inForce) add(inForce);
  for (let next = (inForce ?? first).getTimeZoneTransition('next'); next && Temporal.Instant.compare(next.toInstant(), end) < 0; ) {
    add(next);
    next = next.getTimeZoneTransition('next');
  }
  if (observances.length === 0) {
    observances.push({ start: Temporal.Instant.from('1970-01-01T00:00:00Z'), offsetFrom: first.offsetNanoseconds, offsetTo: first.offsetNanoseconds });
  }
  const names = abbreviations(first.timeZoneId);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${first.timeZoneId}`];
  for (const { start, offsetFrom, offsetTo } of observances) {
    // Gaining time is daylight saving; losing it, or a zone that never changes, is standard time.
    const kind = offsetTo > offsetFrom ? 'DAYLIGHT' : 'STANDARD';
    const wallTime = start.add({ nanoseconds: offsetFrom }).toZonedDateTimeISO('UTC').toPlainDateTime();
    const name = names(start);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localDateTime(wallTime)}`,
      `TZOFFSETFROM:${utcOffset(offsetFrom)}`,
      `TZOFFSETTO:${utcOffset(offsetTo)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The zone's short name at an instant (`AEDT`), or undefined where Intl knows only a numeric one. */
function abbreviations(timeZone: string): (at: Temporal.Instant) => string | undefined {
  let formats: Intl.DateTimeFormat[];
  try {
    formats = NAME_LOCALES.map((locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }));
  } catch {
    return () => undefined; // a zone Intl does not take (an offset such as +10:00): TZNAME is optional
  }
  return (at) => {
    const date = new Date(at.epochMilliseconds);
    for (const format of formats) {
      const name = format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
      if (name && !NUMERIC_NAME.test(name) && /^[A-Za-z]+$/.test(name)) return name;
    }
    return undefined;
  };
}
