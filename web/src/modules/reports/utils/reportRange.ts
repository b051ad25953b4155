import { Temporal } from 'temporal-polyfill';

/** The longest range the server reads (001 §9 made precise: ten years). */
export const MAX_RANGE_DAYS = 3660;

// The server's refusals of a range, word for word: the screen says them before asking.
export const rangeMessages = {
  invalidDate: 'Choose a valid date',
  startAfterEnd: 'Choose a start date on or before the end date',
  tooLong: 'Choose a range of at most 10 years',
} as const;

/** Two plain business-zone dates, both inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface RangeProblem {
  field: 'from' | 'to';
  message: string;
}

/** A strict `yyyy-MM-dd` calendar date, else null. */
export function plainDate(text: string): Temporal.PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** "The last 30 days to today": from today less 30 days through today, as the words read. */
export function defaultRange(today: string): ReportRange {
  return { from: Temporal.PlainDate.from(today).subtract({ days: 30 }).toString(), to: today };
}

/** Days in the range, both ends counted (1 for a single day). */
export function rangeDays(range: ReportRange): number {
  return Temporal.PlainDate.from(range.from).until(Temporal.PlainDate.from(range.to), { largestUnit: 'days' }).days + 1;
}

/** Why the server would refuse the range, with its message, or null when it reads it. */
export function rangeProblem(range: ReportRange): RangeProblem | null {
  const from = plainDate(range.from);
  if (!from) return { field: 'from', message: rangeMessages.invalidDate };
  const to = plainDate(range.to);
  if (!to) return { field: 'to', message: rangeMessages.invalidDate };
  if (Temporal.PlainDate.compare(from, to) > 0) return { field: 'from', message: rangeMessages.startAfterEnd };
  if (rangeDays(range) > MAX_RANGE_DAYS) return { field: 'from', message: rangeMessages.tooLong };
  return null;
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** `2026-11-01` → "1 November 2026". */
export const formatDay = (date: string): string => longDate.format(utcNoon(date));

/** `2026-11-01` → "1 Nov". */
export const formatDayShort = (date: string): string => shortDate.format(utcNoon(date));

/** "1 day", "30 days". */
export const dayCount = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The period in words: "1 November 2026 – 30 November 2026 (30 days)". */
export function describePeriod(range: ReportRange): string {
  return `${formatDay(range.from)} – ${formatDay(range.to)} (${dayCount(rangeDays(range))})`;
}

/** The CSV export of the range (an admin download: the session cookie goes with the link). */
export const exportHref = (range: ReportRange): string =>
  `/api/reports/export.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
