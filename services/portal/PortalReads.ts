import { isUuid } from '@detailing/schema';
import { bookingCatalog, type BookingLookup, withCatalogNames } from '../bookings/published.js';
import type { CatalogLookup } from '../catalog/published.js';
import type { InvoiceLookup, InvoiceRecord } from '../invoicing/published.js';
import { type PortalBooking, type PortalInvoice, portalBooking, portalInvoice, type SelfServiceSettings } from './views.js';

export interface PortalReadPorts {
  bookings: Pick<BookingLookup, 'portalBookings' | 'portalBookingIds'>;
  invoices: Pick<InvoiceLookup, 'customerInvoices' | 'customerInvoice'>;
  catalog: CatalogLookup;
  /** The business time zone and the cutoff for customers' own changes (the settings), read per call. */
  selfService(): Promise<SelfServiceSettings>;
}

/**
 * The portal's read side: a customer's own bookings and invoices, and nothing that is not
 * theirs. Every method takes the customer of the session; none takes another customer's id.
 */
export class PortalReads {
  constructor(private readonly ports: PortalReadPorts) {}

  /** Their bookings the business made or confirmed (not deleted, no placeholders), newest date first, services named and priced. */
  async bookings(customerId: string): Promise<PortalBooking[]> {
    const [bookings, selfService] = await Promise.all([this.ports.bookings.portalBookings(customerId), this.ports.selfService()]);
    return (await withCatalogNames(bookingCatalog(this.ports.catalog), bookings)).map((booking) => portalBooking(booking, selfService));
  }

  /** One of their bookings as `bookings` shows it, or null: another customer's, one the portal does not show and an unknown id alike. */
  async booking(customerId: string, bookingId: string): Promise<PortalBooking | null> {
    if (!isUuid(bookingId)) return null;
    return (await this.bookings(customerId)).find((booking) => booking.id === bookingId) ?? null;
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
