import { parsePlainDate } from '@detailing/schema/bookings/dates';
import { MAX_REPORT_DAYS, reportMessages } from '@detailing/schema/reports/messages';
import { Temporal } from 'temporal-polyfill';

/** A range the report reads: two plain business-zone dates, both inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface RangeProblem {
  field: 'from' | 'to';
  message: string;
}

/** "The last 30 days to today": from today less 30 days through today, as the words read. */
export function defaultRange(today: string): ReportRange {
  return { from: Temporal.PlainDate.from(today).subtract({ days: 30 }).toString(), to: today };
}

/** Days in the range, both ends counted (1 for a single day; 0 or less when `from` is after `to`). */
export function rangeDays(range: ReportRange): number {
  return Temporal.PlainDate.from(range.from).until(Temporal.PlainDate.from(range.to), { largestUnit: 'days' }).days + 1;
}

/**
 * Why the server would refuse the range (schema/reports/range.ts, restated without zod for the browser),
 * with its message on the field it names, or null when it reads it.
 */
export function rangeProblem(range: ReportRange): RangeProblem | null {
  if (!parsePlainDate(range.from)) return { field: 'from', message: reportMessages.dateInvalid };
  if (!parsePlainDate(range.to)) return { field: 'to', message: reportMessages.dateInvalid };
  const days = rangeDays(range);
  if (days < 1) return { field: 'from', message: reportMessages.fromAfterTo };
  if (days > MAX_REPORT_DAYS) return { field: 'to', message: reportMessages.tooLong };
  return null;
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A plain date as an instant on that date in UTC, for Intl formats that read it in UTC. */
export const utcNoon = (date: string): Date => new Date(`${date}T12:00:00Z`);

/** `2026-11-01` → "1 November 2026". */
export const formatDay = (date: string): string => longDate.format(utcNoon(date));

/** "1 day", "30 days". */
export const dayCount = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The period in words: "1 November 2026 – 30 November 2026 (30 days)". */
export function describePeriod(range: ReportRange): string {
  return `${formatDay(range.from)} – ${formatDay(range.to)} (${dayCount(rangeDays(range))})`;
}

/** The CSV export of the range (an admin download: the session cookie goes with the link). */
export const exportHref = (range: ReportRange): string =>
  `/api/reports/export.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
