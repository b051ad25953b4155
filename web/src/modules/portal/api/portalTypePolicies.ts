import type { FieldPolicy, TypePolicies } from '@apollo/client';

/** A list the server always sends whole: the answer replaces what the cache held. */
const replaced: FieldPolicy = { merge: (_existing: unknown, incoming: unknown) => incoming };

/** Kept inside the object that holds it, never shared by id. */
const value = { keyFields: false } as const;

/**
 * How the portal's own cache identifies what it reads: the customer, bookings and invoices by id
 * (a profile saved once shows in the header and the dialog alike), the session and branding once.
 */
export const portalTypePolicies: TypePolicies = {
  Query: { fields: { myBookings: replaced, myInvoices: replaced, customerMenu: replaced } },
  PortalSession: { keyFields: [] },
  PortalBranding: { keyFields: [] },
  PortalCustomer: { keyFields: ['id'] },
  PortalBooking: { keyFields: ['id'], fields: { services: replaced, beforePhotos: replaced, afterPhotos: replaced } },
  PortalInvoice: { keyFields: ['id'], fields: { items: replaced } },
  PortalAccount: value,
  PortalChange: value,
  CustomerMenuLink: value,
  BookingService: value,
  Photo: value,
  InvoiceItem: value,
};
