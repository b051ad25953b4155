import type {
  ContactField,
  MyBookingsQuery,
  MyInvoicesQuery,
  MyProfileInput,
  PortalCustomerFieldsFragment,
  PortalHeaderQuery,
  PortalSessionQuery,
} from '@/modules/portal/gql/graphql';

/**
 * The portal's data as its queries read it (codegen's types from schema/schema.graphql). Money is
 * dollars at the edge; dates are `yyyy-MM-dd`.
 */
export type PortalSession = NonNullable<PortalSessionQuery['portalSession']>;

/** The session's customer, and what a saved profile answers (the `PortalCustomerFields` fragment). */
export type PortalCustomer = PortalCustomerFieldsFragment;

export type PortalAccount = NonNullable<PortalSession['account']>;

export type PortalBooking = MyBookingsQuery['myBookings'][number];

export type PortalBookingService = PortalBooking['services'][number];

/** `thumbnailUrl` is the image pipeline's small rendition, for lists; `url` the photo itself. */
export type PortalPhoto = PortalBooking['beforePhotos'][number];

export type PortalInvoice = MyInvoicesQuery['myInvoices'][number];

export type PortalInvoiceItem = PortalInvoice['items'][number];

export type CustomerMenuLink = PortalHeaderQuery['customerMenu'][number];

export type PortalBranding = PortalHeaderQuery['portalBranding'];

/** A contact detail that changes only with the code sent to it (GraphQL's EMAIL, MOBILE). */
export type { ContactField };

/** The fields a customer may change in their profile (never the registration). */
export type MyProfileChanges = Omit<MyProfileInput, 'expectedVersion'>;

/** What `/api/customer/me` and the sign-in calls answer. */
export interface PortalMe {
  customer: PortalCustomer | null;
  vehicleRego: string | null;
  account?: PortalAccount | null;
}
