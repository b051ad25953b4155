import type { Sql } from '../platform/database.js';
import { type Booking, findBookingRow, hasBookingAt, toBooking } from './queries.js';

const SUMMARY_FIELDS = [
  'id',
  'fullName',
  'email',
  'mobile',
  'address',
  'date',
  'time',
  'vehicleType',
  'modelYear',
  'vehicleRego',
  'serviceIds',
  'status',
  'invoiceId',
] as const satisfies readonly (keyof Booking)[];

/** A booking as other contexts may read it (invoicing bills it, the completion text names it). */
export type BookingSummary = Pick<Booking, (typeof SUMMARY_FIELDS)[number]> & {
  /** When it was completed (ISO 8601), or null. */
  completedAt: string | null;
};

/** What other contexts may read of the bookings context. */
export interface BookingLookup {
  /** A booking that is not deleted, or null. */
  booking(id: string): Promise<BookingSummary | null>;
  /** Whether a booking with this e-mail (any case), date, time and vehicle type exists (the CSV import skips those). */
  hasBookingAt(at: { email: string; date: string; time: string; vehicleType: string }): Promise<boolean>;
}

/** The bookings read model as others read it: the summary's fields of the booking as every reader gets it. */
export function sqlBookingLookup(sql: Sql): BookingLookup {
  return {
    async booking(id) {
      const row = await findBookingRow(sql, id);
      if (!row) return null;
      const booking = toBooking(row);
      const summary = Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, booking[field]])) as Pick<Booking, (typeof SUMMARY_FIELDS)[number]>;
      return { ...summary, completedAt: row.completed_at?.toISOString() ?? null };
    },
    hasBookingAt: (at) => hasBookingAt(sql, at),
  };
}
