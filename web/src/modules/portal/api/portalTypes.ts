import type { PortalHeaderQuery, PortalSessionQuery } from '@/gql/graphql';

/**
 * The portal's data as the issue 12 contract gives it (GraphQL `PortalSession`, `PortalBooking`,
 * `PortalInvoice`, ...). Money is dollars at the edge; dates are `yyyy-MM-dd`.
 */
export interface PortalPhoto {
  path: string;
  /** The image pipeline's small rendition, for lists. */
  thumbnailUrl: string;
  url: string;
}

export interface PortalBookingService {
  id: number;
  name: string;
  price: number;
  durationHours: number;
}

export type PortalSession = NonNullable<PortalSessionQuery['portalSession']>;

export type PortalCustomer = NonNullable<PortalSession['customer']>;

export type PortalAccount = NonNullable<PortalSession['account']>;

export interface PortalBooking {
  id: string;
  date: string;
  time: string;
  status: string;
  statusLabel: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string | null;
  services: PortalBookingService[];
  totalPrice: number;
  notes: string | null;
  beforePhotos: PortalPhoto[];
  afterPhotos: PortalPhoto[];
  createdAt: string;
}

export interface PortalInvoiceItem {
  name: string;
  description: string;
  quantity: number;
  price: number;
  total: number;
}

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
  amountPaid: number;
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

export type CustomerMenuLink = PortalHeaderQuery['customerMenu'][number];

export type PortalBranding = PortalHeaderQuery['portalBranding'];

/** The fields a customer may change in their profile (never the registration). */
export interface MyProfileChanges {
  fullName?: string;
  email?: string;
  mobile?: string;
  address?: string | null;
}

/** What `/api/customer/me` and the sign-in calls answer. */
export interface PortalMe {
  customer: PortalCustomer | null;
  vehicleRego: string | null;
  account?: PortalAccount | null;
}
