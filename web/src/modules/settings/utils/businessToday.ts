import { DEFAULT_TIME_ZONE } from '@detailing/schema/settings/timeZone';

let known = DEFAULT_TIME_ZONE;

/**
 * The business time zone, read here and nowhere else in the web app: the setting as the server
 * last gave it (`useBusinessTimeZone`), its default until then.
 */
export function businessTimeZone(): string {
  return known;
}

/** Called with the setting as the server gives it. */
export function rememberBusinessTimeZone(timeZone: string): void {
  known = timeZone;
}

/** Today's yyyy-MM-dd in the business time zone, as the server counts "today's bookings". */
export function businessToday(now: Date = new Date(), timeZone: string = businessTimeZone()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
