import { isUuid } from '@detailing/schema';
import { bookingCatalog, type BookingLookup, withCatalogNames } from '../bookings/published.js';
import type { CatalogLookup } from '../catalog/published.js';
import type { InvoiceLookup, InvoiceRecord } from '../invoicing/published.js';
import { type PortalBooking, type PortalInvoice, portalBooking, portalInvoice } from './views.js';

export interface PortalReadPorts {
  bookings: Pick<BookingLookup, 'portalBookings' | 'portalBookingIds'>;
  invoices: Pick<InvoiceLookup, 'customerInvoices' | 'customerInvoice'>;
  catalog: CatalogLookup;
}

/**
 * The portal's read side: a customer's own bookings and invoices, and nothing that is not
 * theirs. Every method takes the customer of the session; none takes another customer's id.
 */
export class PortalReads {
  constructor(private readonly ports: PortalReadPorts) {}

  /** Their bookings the business made or confirmed (not deleted, no placeholders), newest date first, services named and priced. */
  async bookings(customerId: string): Promise<PortalBooking[]> {
    const bookings = await this.ports.bookings.portalBookings(customerId);
    return (await withCatalogNames(bookingCatalog(this.ports.catalog), bookings)).map(portalBooking);
  }

  /** Their invoices and quotes (not deleted): billed to them, or of a booking of theirs the portal shows. */
  async invoices(customerId: string): Promise<PortalInvoice[]> {
    const bookingIds = await this.ports.bookings.portalBookingIds(customerId);
    return (await this.ports.invoices.customerInvoices(customerId, bookingIds)).map(portalInvoice);
  }

  /** One of their invoices, or null: another customer's, a deleted one and an unknown id alike. */
  async invoice(customerId: string, invoiceId: string): Promise<InvoiceRecord | null> {
    if (!isUuid(invoiceId)) return null;
    const bookingIds = await this.ports.bookings.portalBookingIds(customerId);
    return this.ports.invoices.customerInvoice(invoiceId, customerId, bookingIds);
  }
}
