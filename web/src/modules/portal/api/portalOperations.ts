import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type {
  MyProfileChanges,
  PortalBooking,
  PortalCustomer,
  PortalInvoice,
} from './portalTypes';

// Written by hand to the issue 12 contract until the server's schema has these types; then they
// move to graphql() documents (modules/portal/graphql/) and codegen's types, as PortalSession has.

const customer = 'id fullName email mobile address vehicleRego version';
const photo = 'path thumbnailUrl url';

export { PortalSessionDocument as PortalSessionQuery } from '@/gql/graphql';

export const MyBookingsQuery: TypedDocumentNode<{ myBookings: PortalBooking[] }, Record<string, never>> = parse(`
  query MyBookings {
    myBookings {
      id date time status statusLabel vehicleType modelYear vehicleRego
      services { id name price durationHours }
      totalPrice notes
      beforePhotos { ${photo} }
      afterPhotos { ${photo} }
      createdAt
    }
  }
`);

export const MyInvoicesQuery: TypedDocumentNode<{ myInvoices: PortalInvoice[] }, Record<string, never>> = parse(`
  query MyInvoices {
    myInvoices {
      id invoiceNumber type status invoiceDate dueDate
      items { name description quantity price total }
      subtotal tax totalAmount amountPaid amountDue
      businessName businessAddress businessPhone businessEmail businessAbn
      customerName customerEmail customerPhone customerAddress vehicleRego
      bookingId pdfUrl createdAt
    }
  }
`);

export { PortalHeaderDocument as PortalHeaderQuery } from '@/gql/graphql';

export const UpdateMyProfileMutation: TypedDocumentNode<
  { updateMyProfile: PortalCustomer },
  { input: MyProfileChanges & { expectedVersion?: number } }
> = parse(`
  mutation UpdateMyProfile($input: MyProfileInput!) {
    updateMyProfile(input: $input) { ${customer} }
  }
`);

export const MyPortalChangedSubscription: TypedDocumentNode<
  { myPortalChanged: { kind: 'BOOKING' | 'INVOICE' | 'PROFILE'; id: string } },
  Record<string, never>
> = parse(`
  subscription MyPortalChanged {
    myPortalChanged { kind id }
  }
`);
