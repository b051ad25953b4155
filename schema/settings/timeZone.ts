import { Temporal } from 'temporal-polyfill';

/**
 * The business time zone setting's default (see `defaultBusinessSettings`). Everything else reads
 * the setting: "today", weeks and report ranges are computed in it, never in UTC.
 */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/**
 * The zone's canonical IANA name ('pacific/auckland' gives 'Pacific/Auckland'), or null when
 * `name` names no zone. UTC offsets such as '+10:00' are refused: they know no daylight saving.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return Temporal.Now.zonedDateTimeISO(name).timeZoneId;
  } catch {
    return null;
  }
}

export const todayIn = (timeZone: string, now: Temporal.Instant = Temporal.Now.instant()): string =>
  now.toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** The instant a booking's plain date and time happen in the business time zone. */
export const instantOf = (date: string, time: string, timeZone: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).toInstant();

/** `HH:mm` plus a number of hours, clamped to the same day's 23:59. */
export function addHours(time: string, hours: number): string {
  const start = Temporal.PlainTime.from(time);
  const minutes = start.hour * 60 + start.minute + Math.round(hours * 60);
  const end = Math.min(minutes, 23 * 60 + 59);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}
