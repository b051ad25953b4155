import { businessToday, WIZARD_TIME_SLOTS, wizardDates } from '@detailing/schema';
import type { Sql } from '../platform/database.js';
import { heldDays } from './queries.js';

/** What the booking wizard may offer (issue 13's contract): free weekdays of the next 30 days, and the slots. */
export interface BookingAvailability {
  /** The business's date now, `yyyy-MM-dd`. */
  today: string;
  timeZone: string;
  /** Free days, ascending. */
  dates: string[];
  times: string[];
}

/** From the bookingDays read model, with "today" the date of `now` in the business time zone. */
export async function bookingAvailability(sql: Sql, now: string, timeZone: string): Promise<BookingAvailability> {
  const today = businessToday(now, timeZone);
  const offered = wizardDates(today);
  const held = new Set(await heldDays(sql, offered[0]!, offered.at(-1)!));
  return { today, timeZone, dates: offered.filter((d) => !held.has(d)), times: [...WIZARD_TIME_SLOTS] };
}
