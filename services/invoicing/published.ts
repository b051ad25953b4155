import type { Sql } from '../platform/database.js';
import { invoiceIdForBooking } from './invoiceIds.js';
import { findCustomerInvoice, findInvoice, type InvoiceRecord, listCustomerInvoices, paidRevenueCents } from './queries.js';

export type { InvoiceRecord } from './queries.js';
/** How the API shows an invoice's lines and what is paid and due; the portal shows them the same way. */
export { amountsPaidAndDue, invoiceItemView } from './invoiceView.js';

/** What other contexts may read of invoicing: the invoice that bills a booking, revenue, a customer's own invoices. */
export interface InvoiceLookup {
  /** The invoice (not deleted) billing this booking: the one it names, else the one its completion issues. */
  invoiceForBooking(booking: { id: string; invoiceId: string | null }): Promise<InvoiceRecord | null>;
  /** Cents of paid invoices (not quotes, not deleted) dated `fromDate`..`toDate` inclusive (001 §9). */
  paidRevenueCents(fromDate: string, toDate: string): Promise<number>;
  /** Invoices and quotes (not deleted) billed to the customer or of their bookings (`bookingIds`), newest first. */
  customerInvoices(customerId: string, bookingIds: readonly string[]): Promise<InvoiceRecord[]>;
  /** One of `customerInvoices` by id; null for any other id. */
  customerInvoice(id: string, customerId: string, bookingIds: readonly string[]): Promise<InvoiceRecord | null>;
}

/** The invoices read model as others read it. */
export function sqlInvoiceLookup(sql: Sql): InvoiceLookup {
  return {
    invoiceForBooking: (booking) => findInvoice(sql, booking.invoiceId ?? invoiceIdForBooking(booking.id)),
    paidRevenueCents: (fromDate, toDate) => paidRevenueCents(sql, fromDate, toDate),
    customerInvoices: (customerId, bookingIds) => listCustomerInvoices(sql, customerId, bookingIds),
    customerInvoice: (id, customerId, bookingIds) => findCustomerInvoice(sql, id, customerId, bookingIds),
  };
}
