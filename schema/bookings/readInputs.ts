import { z } from 'zod';
import { text, type TextField } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { parseInstant, parsePlainDate } from './dates.js';
import { bookingFieldNames as names, bookingMessages as m } from './messages.js';

/** The arguments of the bookings context's reads: checked like command input, so a bad one is a 400, never a failed query. */

const plainDate = (label: string) =>
  text({ label, max: MAX_LENGTH.CODE }, { notText: m.dateInvalid }).transform((v, ctx) => {
    const date = parsePlainDate(v);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return z.NEVER;
  });

/** Query strings: a parameter left out or left empty means "no bound". */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** `calendarBookings(from, to)`: both ends, inclusive. */
export const CalendarRangeInput = z.object({ from: plainDate(names.from), to: plainDate(names.to) });

/** `GET /api/bookings/calendar.ics?from&to`: either end may be left open. */
export const CalendarExportInput = z.object({
  from: z.preprocess(blankIsAbsent, plainDate(names.from).optional()),
  to: z.preprocess(blankIsAbsent, plainDate(names.to).optional()),
});

/** `dashboardReport(startDate, endDate)`: the figures are zero unless both are given. */
export const ReportRangeInput = z.object({
  startDate: plainDate(names.startDate).nullish(),
  endDate: plainDate(names.endDate).nullish(),
});

const asOfField: TextField = { label: names.asOf, max: MAX_LENGTH.CODE };

/** `booking(id, asOf)`: the instant to fold the booking's events up to, as UTC text; none means now. */
export const BookingAsOfInput = z.object({
  asOf: text(asOfField, { notText: m.asOfInvalid })
    .transform((v, ctx) => {
      if (v === '') return null;
      const instant = parseInstant(v);
      if (instant) return instant;
      ctx.addIssue({ code: 'custom', message: m.asOfInvalid });
      return z.NEVER;
    })
    .nullish(),
});

/** Customer search text (000 §5); absent or blank lists everyone. */
export const CustomerSearchInput = z.object({ search: text({ label: names.search, max: MAX_LENGTH.SEARCH }).nullish() });
