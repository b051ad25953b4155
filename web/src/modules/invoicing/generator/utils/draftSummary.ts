import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { Temporal } from 'temporal-polyfill';

/** When a draft was last edited, in the business time zone: "November 26th, 2026 at 9:05 AM". */
export function lastEdited(instant: string, timeZone: string): string {
  try {
    const at = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
    return `${formatDateLong(at.toPlainDate().toString())} at ${formatTime12h(at.toPlainTime().toString().slice(0, 5))}`;
  } catch {
    return instant;
  }
}

/** "1 item", "3 items". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;
