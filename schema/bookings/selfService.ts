import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { bookingFields } from './createBooking.js';
import { parsePlainDate, parsePlainTime } from './dates.js';
import { bookingMessages as m } from './messages.js';
import { SELF_SERVICE_STATUSES } from './statuses.js';


/** `POST /api/customer/bookings/{id}/reschedule` and `rescheduleMyBooking`: the new date and one of the wizard's times. */
export const RescheduleMyBookingInput = z.object({ date: bookingFields.date, time: bookingFields.time }, { error: m.rescheduleInputInvalid });
export type RescheduleMyBookingInput = z.output<typeof RescheduleMyBookingInput>;

/**
 * The last instant (ISO 8601, UTC) a customer may change a booking online: its start, in the
 * business time zone, less the cutoff's hours (exact hours, so a daylight-saving change between
 * them is counted as it happens). Null for a date or time that names no moment (old records).
 */
export function selfServiceDeadline(booking: { date: string; time: string }, timeZone: string, cutoffHours: number): string | null {
  const date = parsePlainDate(booking.date);
  const time = parsePlainTime(booking.time);
  if (!date || !time) return null;
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
  return start.subtract({ hours: cutoffHours }).toInstant().toString();
}

/** Until when the customer may still change the booking themselves: the deadline for a pending or approved booking, else null. */
export function changeableUntil(booking: { status: string; date: string; time: string }, timeZone: string, cutoffHours: number): string | null {
  return SELF_SERVICE_STATUSES.includes(booking.status) ? selfServiceDeadline(booking, timeZone, cutoffHours) : null;
}

/** Whether `at` (ISO 8601) is before the deadline. */
export const isBeforeDeadline = (at: string, deadline: string | null): boolean =>
  deadline !== null && Temporal.Instant.compare(Temporal.Instant.from(at), Temporal.Instant.from(deadline)) < 0;
