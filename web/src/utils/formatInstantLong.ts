import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { Temporal } from 'temporal-polyfill';

/** An instant as a person reads it in the business time zone: "November 26th, 2026 at 9:05 AM"; the raw text if it is not one. */
export function formatInstantLong(instant: string, timeZone: string): string {
  try {
    const at = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
    return `${formatDateLong(at.toPlainDate().toString())} at ${formatTime12h(at.toPlainTime().toString().slice(0, 5))}`;
  } catch {
    return instant;
  }
}
