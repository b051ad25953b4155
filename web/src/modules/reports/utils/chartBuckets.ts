import { formatDay, utcNoon } from './reportRange';

/** Beyond this many bars a chart at 375 px stops being readable: the days are summed into longer periods. */
export const MAX_BARS = 62;

export type BucketUnit = 'day' | 'week' | 'month' | 'year';

const units: readonly BucketUnit[] = ['day', 'week', 'month', 'year'];

/** One day of the report as the server gives it. */
export interface DayFigures {
  date: string;
  paidRevenueCents: number;
  bookings: number;
}

/** The days of one bar: `from`..`to` are the first and last days of the range inside it. */
export interface Bucket {
  from: string;
  to: string;
  paidRevenueCents: number;
  bookings: number;
}

const DAY_MS = 86_400_000;

// Weeks start on Sunday, as the product's other weeks do (001 §2, iPhone Calendar Sync). Plain string and UTC
// arithmetic rather than Temporal: ten years are 3,660 days, bucketed up to four times a render.
function bucketStart(date: string, unit: BucketUnit): string {
  switch (unit) {
    case 'day':
      return date;
    case 'week': {
      const utc = new Date(`${date}T00:00:00Z`);
      return new Date(utc.getTime() - utc.getUTCDay() * DAY_MS).toISOString().slice(0, 10);
    }
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
  }
}

/** The days summed by `unit`, in order; a period cut by the range's ends keeps only its days inside it. */
export function bucketBy(days: readonly DayFigures[], unit: BucketUnit): Bucket[] {
  const buckets: Bucket[] = [];
  let key: string | undefined;
  for (const day of days) {
    const start = bucketStart(day.date, unit);
    const last = buckets.at(-1);
    if (last && start === key) {
      last.to = day.date;
      last.paidRevenueCents += day.paidRevenueCents;
      last.bookings += day.bookings;
    } else {
      key = start;
      buckets.push({ from: day.date, to: day.date, paidRevenueCents: day.paidRevenueCents, bookings: day.bookings });
    }
  }
  return buckets;
}

/** The finest of day, week, month and year that needs at most `MAX_BARS` bars, with its bars. */
export function chartBuckets(days: readonly DayFigures[]): { unit: BucketUnit; buckets: Bucket[] } {
  for (const unit of units) {
    const buckets = bucketBy(days, unit);
    if (buckets.length <= MAX_BARS || unit === 'year') return { unit, buckets };
  }
  throw new Error('unreachable: years always answer');
}

const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bar's period in words, for the table: "1 November 2026", "1 November 2026 – 7 November 2026", "November 2026", "2026". */
export function bucketLabel(bucket: Bucket, unit: BucketUnit): string {
  switch (unit) {
    case 'day':
      return formatDay(bucket.from);
    case 'week':
      return bucket.from === bucket.to ? formatDay(bucket.from) : `${formatDay(bucket.from)} – ${formatDay(bucket.to)}`;
    case 'month':
      return monthYear.format(utcNoon(bucket.from));
    case 'year':
      return bucket.from.slice(0, 4);
  }
}

/** A bar's period under the chart (the first and last bars only, so with the year): "1 Nov 2026" (a day or a week's first day), "Nov 2026", "2026". */
export function bucketTick(bucket: Bucket, unit: BucketUnit): string {
  switch (unit) {
    case 'day':
    case 'week':
      return dayShort.format(utcNoon(bucket.from));
    case 'month':
      return monthShort.format(utcNoon(bucket.from));
    case 'year':
      return bucket.from.slice(0, 4);
  }
}

/** The chart's title: "Revenue by day", "Revenue by week", ... */
export const revenueChartTitle = (unit: BucketUnit): string => `Revenue by ${unit}`;
