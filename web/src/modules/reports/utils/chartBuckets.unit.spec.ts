import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bucketBy, bucketLabel, bucketTick, chartBuckets, type DayFigures, MAX_BARS } from './chartBuckets';

/** Every day from..to, each with `cents` paid and one booking. */
function days(from: string, to: string, cents = 100): DayFigures[] {
  const out: DayFigures[] = [];
  for (let d = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(to)) <= 0; d = d.add({ days: 1 })) {
    out.push({ date: d.toString(), paidRevenueCents: cents, bookings: 1 });
  }
  return out;
}

const total = (buckets: { paidRevenueCents: number; bookings: number }[]) =>
  buckets.reduce((sum, b) => ({ cents: sum.cents + b.paidRevenueCents, bookings: sum.bookings + b.bookings }), { cents: 0, bookings: 0 });

describe('the revenue chart bars', () => {
  it('keeps one bar a day up to 62 days', () => {
    const { unit, buckets } = chartBuckets(days('2026-10-01', '2026-12-01'));
    expect(unit).toBe('day');
    expect(buckets).toHaveLength(62);
    expect(buckets[0]).toEqual({ from: '2026-10-01', to: '2026-10-01', paidRevenueCents: 100, bookings: 1 });
  });

  it('sums 63 days and more into Sunday-to-Saturday weeks, the first and last cut at the range', () => {
    // 1 October 2026 is a Thursday; 2 December 2026 a Wednesday.
    const { unit, buckets } = chartBuckets(days('2026-10-01', '2026-12-02'));
    expect(unit).toBe('week');
    expect(buckets[0]).toEqual({ from: '2026-10-01', to: '2026-10-03', paidRevenueCents: 300, bookings: 3 });
    expect(buckets[1]).toEqual({ from: '2026-10-04', to: '2026-10-10', paidRevenueCents: 700, bookings: 7 });
    expect(buckets.at(-1)).toEqual({ from: '2026-11-29', to: '2026-12-02', paidRevenueCents: 400, bookings: 4 });
    expect(buckets).toHaveLength(10);
    expect(total(buckets)).toEqual({ cents: 6300, bookings: 63 });
  });

  it('sums a range too long for 62 weeks into calendar months', () => {
    const { unit, buckets } = chartBuckets(days('2025-01-15', '2026-11-30'));
    expect(unit).toBe('month');
    expect(buckets).toHaveLength(23);
    expect(buckets[0]).toMatchObject({ from: '2025-01-15', to: '2025-01-31', bookings: 17 });
    expect(buckets[1]).toMatchObject({ from: '2025-02-01', to: '2025-02-28', bookings: 28 });
  });

  it('sums ten years (3,660 days) into years, never more than 62 bars', () => {
    const all = days('2017-01-01', '2027-01-08', 1_234_567);
    const { unit, buckets } = chartBuckets(all);
    expect(unit).toBe('year');
    expect(buckets.map((b) => b.from)).toEqual(['2017-01-01', '2018-01-01', '2019-01-01', '2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01', '2027-01-01']);
    expect(buckets.find((b) => b.from === '2020-01-01')?.bookings).toBe(366);
    expect(total(buckets)).toEqual({ cents: 3660 * 1_234_567, bookings: 3660 });
    expect(buckets.length).toBeLessThanOrEqual(MAX_BARS);
  });

  it('keeps zero days as zero bars and an empty range as none', () => {
    expect(bucketBy(days('2026-11-01', '2026-11-03', 0), 'day').map((b) => b.paidRevenueCents)).toEqual([0, 0, 0]);
    expect(chartBuckets([])).toEqual({ unit: 'day', buckets: [] });
  });

  it('names each bar for the table and under the chart', () => {
    const bucket = { from: '2026-11-01', to: '2026-11-07', paidRevenueCents: 0, bookings: 0 };
    expect(bucketLabel(bucket, 'day')).toBe('1 November 2026');
    expect(bucketLabel(bucket, 'week')).toBe('1 November 2026 – 7 November 2026');
    expect(bucketLabel({ ...bucket, to: bucket.from }, 'week')).toBe('1 November 2026');
    expect(bucketLabel(bucket, 'month')).toBe('November 2026');
    expect(bucketLabel(bucket, 'year')).toBe('2026');
    expect(bucketTick(bucket, 'day')).toBe('1 Nov 2026');
    expect(bucketTick(bucket, 'week')).toBe('1 Nov 2026');
    expect(bucketTick(bucket, 'month')).toBe('Nov 2026');
    expect(bucketTick(bucket, 'year')).toBe('2026');
  });
});
