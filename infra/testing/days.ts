import { Temporal } from 'temporal-polyfill';
import { businessToday, DEFAULT_TIME_ZONE, wizardDates } from '@detailing/schema';

/**
 * Calendar dates for tests, relative to today in the business time zone (as the product counts
 * days), so no test depends on the day it runs: `infra/testing/timeTravel.sh` runs the
 * date-sensitive files a year ahead and on a daylight-saving change day to prove it.
 * `now` defaults to this process's clock; pass the instant a test's injected clock reads.
 */

/** Today (`yyyy-MM-dd`) in the business time zone. */
export const today = (now: string = new Date().toISOString()): string => businessToday(now, DEFAULT_TIME_ZONE);

/** The date `n` calendar days after today (before it when negative): days, never multiples of 24 hours. */
export const daysFromToday = (n: number, now?: string): string => Temporal.PlainDate.from(today(now)).add({ days: n }).toString();

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The first `weekday` strictly after today: `nextWeekday('monday')` is never today. */
export function nextWeekday(weekday: Weekday, now?: string): string {
  const from = Temporal.PlainDate.from(today(now));
  const ahead = ((WEEKDAYS.indexOf(weekday) + 1 - from.dayOfWeek + 6) % 7) + 1;
  return from.add({ days: ahead }).toString();
}

/** The days the booking wizard offers now (weekdays from tomorrow through today + 30), first first. */
export const offeredDays = (now?: string): string[] => wizardDates(today(now));
