import type { Sql } from '../platform/database.js';
import { invoiceIdForBooking } from './invoiceIds.js';
import { findInvoice, type InvoiceRecord, paidRevenueCents } from './queries.js';

export type { InvoiceRecord } from './queries.js';

/** What other contexts may read of invoicing: the invoice that bills a booking, and revenue. */
export interface InvoiceLookup {
  /** The invoice (not deleted) billing this booking: the one it names, else the one its completion issues. */
  invoiceForBooking(booking: { id: string; invoiceId: string | null }): Promise<InvoiceRecord | null>;
  /** Cents of paid invoices (not quotes, not deleted) dated `fromDate`..`toDate` inclusive (001 §9). */
  paidRevenueCents(fromDate: string, toDate: string): Promise<number>;
}

/** The invoices read model as others read it. */
export function sqlInvoiceLookup(sql: Sql): InvoiceLookup {
  return {
    invoiceForBooking: (booking) => findInvoice(sql, booking.invoiceId ?? invoiceIdForBooking(booking.id)),
    paidRevenueCents: (fromDate, toDate) => paidRevenueCents(sql, fromDate, toDate),
  };
}
