import { Temporal } from 'temporal-polyfill';

/** A calendar date `yyyy-MM-dd` that exists, or null. */
export function parsePlainDate(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/** `HH:mm`, `H:mm` or `h:mm AM/PM` (the wizard's slot labels) as canonical `HH:mm`, or null. */
export function parsePlainTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp])[Mm])?$/.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * An ISO 8601 instant with its offset (`2026-03-01T09:30:00+11:00`, `…Z`) as UTC text, or null.
 * Years outside 1–9999 are refused too: the database's timestamps and most clients stop there.
 */
export function parseInstant(text: string): string | null {
  try {
    const instant = Temporal.Instant.from(text);
    const { year } = instant.toZonedDateTimeISO('UTC');
    return year >= 1 && year <= 9999 ? instant.toString() : null;
  } catch {
    return null;
  }
}
