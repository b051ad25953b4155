import type { Sql } from '../platform/database.js';
import { findBookingRow } from './queries.js';

/** A booking as other contexts may read it (invoicing bills it, the completion text names it). */
export interface BookingSummary {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  date: string;
  time: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string | null;
  serviceIds: number[];
  status: string;
  /** The invoice that bills it, once issued. */
  invoiceId: string | null;
  /** When it was completed (ISO 8601), or null. */
  completedAt: string | null;
}

/** What other contexts may read of the bookings context. */
export interface BookingLookup {
  /** A booking that is not deleted, or null. */
  booking(id: string): Promise<BookingSummary | null>;
}

/** The bookings read model as others read it. */
export function sqlBookingLookup(sql: Sql): BookingLookup {
  return {
    async booking(id) {
      const r = await findBookingRow(sql, id);
      if (!r) return null;
      return {
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        mobile: r.mobile,
        address: r.address,
        date: r.date,
        time: r.time,
        vehicleType: r.vehicle_type,
        modelYear: r.model_year,
        vehicleRego: r.vehicle_rego,
        serviceIds: r.service_ids,
        status: r.status,
        invoiceId: r.invoice_id,
        completedAt: r.completed_at?.toISOString() ?? null,
      };
    },
  };
}
