import { changeableUntil, toCents, toDollars } from '@detailing/schema';
import type { Booking, BookingServiceView } from '../bookings/published.js';
import type { CustomerView } from '../customers/published.js';
import type { PortalCustomer } from '../identity/published.js';
import { amountsPaidAndDue, invoiceItemView, type InvoiceRecord } from '../invoicing/published.js';

// What a customer is shown of their own records: whitelists built field by field, never the
// admin `Booking` or `Invoice` (licence photos, signatures, the customer id, internal fields).

/** The contract's `PortalCustomer`, one type with the one sign-in answers (no notes, company or statistics). */
export type { PortalCustomer };

export const portalCustomer = (c: CustomerView): PortalCustomer => ({
  id: c.id,
  fullName: c.fullName,
  email: c.email,
  mobile: c.mobile,
  address: c.address,
  vehicleRego: c.vehicleRego,
  version: c.version,
});

export interface PortalPhoto {
  url: string;
  path: string;
  thumbnailUrl: string;
}

export interface PortalBooking {
  id: string;
  date: string;
  time: string;
  status: string;
  statusLabel: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string | null;
  services: BookingServiceView[];
  /** Dollars: the services' prices for this vehicle. */
  totalPrice: number;
  notes: string | null;
  beforePhotos: PortalPhoto[];
  afterPhotos: PortalPhoto[];
  createdAt: string;
  /**
   * Until when (ISO 8601 instant) the customer may reschedule or cancel it themselves: its start less
   * the cutoff, in the business time zone; null when it is neither pending nor approved.
   */
  changeableUntil: string | null;
}

/** What customers' own changes are reckoned by: the business time zone and the cutoff, in hours before the start. */
export interface SelfServiceSettings {
  timeZone: string;
  cutoffHours: number;
}

export interface PortalInvoiceItem {
  name: string;
  description: string;
  quantity: number;
  price: number;
  total: number;
  serviceId: number | null;
}

/** Money in dollars, as the rest of the API. */
export interface PortalInvoice {
  id: string;
  invoiceNumber: string;
  type: string;
  status: string;
  invoiceDate: string;
  dueDate: string;
  items: PortalInvoiceItem[];
  subtotal: number;
  tax: number;
  totalAmount: number;
  /** The total when paid, else 0. */
  amountPaid: number;
  /** The total less what was paid. */
  amountDue: number;
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessAbn: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  vehicleRego: string | null;
  bookingId: string | null;
  pdfUrl: string;
  createdAt: string;
}

/** A stored photo reads through `/api/nas-photo` (owner checked there); a data: URL is shown as it is. */
export function portalPhoto(photo: { url: string; path: string; thumbnailUrl: string }): PortalPhoto {
  if (photo.path.startsWith('data:')) return { url: photo.path, path: photo.path, thumbnailUrl: photo.path };
  return { url: photo.url, path: photo.path, thumbnailUrl: photo.thumbnailUrl };
}

export function portalBooking(booking: Booking & { services: BookingServiceView[]; statusLabel: string }, selfService: SelfServiceSettings): PortalBooking {
  return {
    id: booking.id,
    date: booking.date,
    time: booking.time,
    status: booking.status,
    statusLabel: booking.statusLabel,
    vehicleType: booking.vehicleType,
    modelYear: booking.modelYear,
    vehicleRego: booking.vehicleRego,
    services: booking.services.map((s) => ({ id: s.id, name: s.name, durationHours: s.durationHours, price: s.price })),
    // Summed in cents: dollars would add float error.
    totalPrice: toDollars(booking.services.reduce((sum, s) => sum + toCents(s.price), 0)),
    notes: booking.notes,
    beforePhotos: booking.beforePhotos.map(portalPhoto),
    afterPhotos: booking.afterPhotos.map(portalPhoto),
    createdAt: booking.createdAt,
    changeableUntil: changeableUntil(booking, selfService.timeZone, selfService.cutoffHours),
  };
}

export const invoicePdfUrl = (invoiceId: string) => `/api/customer/invoices/${encodeURIComponent(invoiceId)}/pdf`;

export function portalInvoice(invoice: InvoiceRecord): PortalInvoice {
  const { customer, business } = invoice;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    type: invoice.type,
    status: invoice.status,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    items: invoice.items.map(invoiceItemView),
    subtotal: toDollars(invoice.subtotalCents),
    tax: toDollars(invoice.taxCents),
    totalAmount: toDollars(invoice.totalCents),
    ...amountsPaidAndDue(invoice),
    businessName: business.businessName,
    businessAddress: business.businessAddress,
    businessPhone: business.businessPhone,
    businessEmail: business.businessEmail,
    businessAbn: business.businessAbn,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerAddress: customer.address,
    vehicleRego: customer.vehicleRego,
    bookingId: invoice.bookingId,
    pdfUrl: invoicePdfUrl(invoice.id),
    createdAt: invoice.createdAt,
  };
}
