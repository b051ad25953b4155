import type { Sql } from '../platform/database.js';
import type { BookingCommands } from './BookingCommands.js';
import { type Booking, bookingRowsWithoutCustomer, findBookingRow, hasBookingAt, listCustomerBookingRows, toBooking, upcomingBookingStarts } from './queries.js';

export type { Booking } from './queries.js';
// The portal shows a customer's bookings with the same services and status labels as admins see.
export { bookingCatalog, type BookingServiceView, withCatalogNames } from './bookingCatalog.js';
export type { BookingCustomerProfile, CustomerDirectory } from './customerDirectory.js';

/** What the customers context may do to bookings: move one to its customer, delete a deleted customer's. */
export type CustomerBookingCommands = Pick<BookingCommands, 'assignCustomer' | 'purgeBooking' | 'deleteFreedImages'>;

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
  'quote',
] as const satisfies readonly (keyof Booking)[];

/** A booking as other contexts may read it (invoicing bills it, the completion text names it). */
export type BookingSummary = Pick<Booking, (typeof SUMMARY_FIELDS)[number]> & {
  /** When it was completed (ISO 8601), or null. */
  completedAt: string | null;
};

/** When a booking starts, as written (business time zone), and its status. */
export type BookingStart = Pick<Booking, 'id' | 'date' | 'time' | 'status'>;

/** What other contexts may read of the bookings context. */
export interface BookingLookup {
  /** Bookings on `fromDate` (YYYY-MM-DD) or later that are neither cancelled, completed nor deleted, placeholders left out: what reminders are planned for. */
  upcomingStarts(fromDate: string): Promise<BookingStart[]>;
  /** A booking that is not deleted, or null. */
  booking(id: string): Promise<BookingSummary | null>;
  /** Whether a booking with this e-mail (any case), date, time and vehicle type exists (the CSV import skips those). */
  hasBookingAt(at: { email: string; date: string; time: string; vehicleType: string }): Promise<boolean>;
  /** A customer's bookings, newest first, placeholders left out. */
  customerBookings(customerId: string): Promise<Booking[]>;
  /** The ids of every booking that belongs to a customer, deleted ones too. */
  customerBookingIds(customerId: string): Promise<string[]>;
  /**
   * What the customer's portal shows: `customerBookings` the business made or confirmed (`verified`).
   * A public booking nobody confirmed is what someone typed with their e-mail, not their record.
   */
  portalBookings(customerId: string): Promise<Booking[]>;
  /** The ids of `portalBookings`, deleted ones too (an invoice of a deleted booking still shows). */
  portalBookingIds(customerId: string): Promise<string[]>;
  /** Bookings that have no customer yet (not deleted, not placeholders), in id order after `after`: who each was for. */
  withoutCustomer(limit: number, after: string | null): Promise<Pick<Booking, 'id' | 'fullName' | 'email' | 'mobile' | 'address' | 'vehicleRego'>[]>;
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
    upcomingStarts: (fromDate) => upcomingBookingStarts(sql, fromDate),
    hasBookingAt: (at) => hasBookingAt(sql, at),
    async customerBookings(customerId) {
      return (await listCustomerBookingRows(sql, customerId)).map(toBooking);
    },
    async customerBookingIds(customerId) {
      return (await listCustomerBookingRows(sql, customerId, { includeDeleted: true })).map((r) => r.id);
    },
    async portalBookings(customerId) {
      return (await listCustomerBookingRows(sql, customerId, { verifiedOnly: true })).map(toBooking);
    },
    async portalBookingIds(customerId) {
      return (await listCustomerBookingRows(sql, customerId, { includeDeleted: true, verifiedOnly: true })).map((r) => r.id);
    },
    async withoutCustomer(limit, after) {
      return (await bookingRowsWithoutCustomer(sql, limit, after)).map((r) => ({
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        mobile: r.mobile,
        address: r.address,
        vehicleRego: r.vehicle_rego,
      }));
    },
  };
}
