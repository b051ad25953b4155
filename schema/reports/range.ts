import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { parsePlainDate } from '../bookings/dates.js';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { MAX_REPORT_DAYS, reportMessages as m } from './messages.js';

const plainDate = (label: string) =>
  text({ label, max: MAX_LENGTH.CODE }, { notText: m.dateInvalid, tooLong: m.dateInvalid }).transform((v, ctx) => {
    const date = parsePlainDate(v);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return z.NEVER;
  });

/** How many days `from`..`to` holds, both ends counted (0 or less when `from` is after `to`). */
export const reportDays = (from: string, to: string): number => Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to)).days + 1;

/** `report(from, to)` and the CSV export: two plain business-zone dates, both inclusive, at most 3,660 days. */
export const ReportDatesInput = z
  .object({ from: plainDate('Start date'), to: plainDate('End date') })
  .superRefine(({ from, to }, ctx) => {
    const days = reportDays(from, to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: m.fromAfterTo });
    else if (days > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.tooLong });
  });

export type ReportDates = z.output<typeof ReportDatesInput>;
