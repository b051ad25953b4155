/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The code sent to the new e-mail or mobile. */
export type ConfirmContactChangeInput = {
  code: string;
  field: ContactField;
};

/** A contact detail a customer proves before it changes. */
export type ContactField =
  | 'EMAIL'
  | 'MOBILE';

/** Only the fields given change; the registration never does. */
export type MyProfileInput = {
  address?: string | null | undefined;
  email?: string | null | undefined;
  /** The version the customer saw (PortalCustomer.version) */
  expectedVersion?: number | null | undefined;
  fullName?: string | null | undefined;
  mobile?: string | null | undefined;
};

export type PortalChangeKind =
  | 'BOOKING'
  | 'INVOICE'
  | 'PROFILE';

/** A new date and time for one of the customer's own bookings: one of the booking wizard's. */
export type RescheduleMyBookingInput = {
  /** yyyy-MM-dd: a weekday from tomorrow through 30 days ahead (bookingAvailability.dates) */
  date?: string | null | undefined;
  /** One of the wizard's 18 slots, as '9:30 AM' or '09:30' (bookingAvailability.times) */
  time?: string | null | undefined;
};

export type CancelMyBookingMutationVariables = Exact<{
  id: string;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { id: string, status: string, changeableUntil: string | null } };

export type ConfirmMyContactChangeMutationVariables = Exact<{
  input: ConfirmContactChangeInput;
}>;


export type ConfirmMyContactChangeMutation = { confirmMyContactChange: { id: string, fullName: string, email: string, mobile: string, address: string | null, vehicleRego: string | null, version: number } };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, date: string, time: string, status: string, statusLabel: string, vehicleType: string, modelYear: number | null, vehicleRego: string | null, totalPrice: number, notes: string | null, createdAt: string, changeableUntil: string | null, services: Array<{ id: number, name: string, price: number, durationHours: number }>, beforePhotos: Array<{ path: string, thumbnailUrl: string, url: string }>, afterPhotos: Array<{ path: string, thumbnailUrl: string, url: string }> }> };

export type MyInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvoicesQuery = { myInvoices: Array<{ id: string, invoiceNumber: string, type: string, status: string, invoiceDate: string, dueDate: string, subtotal: number, tax: number, totalAmount: number, amountPaid: number, amountDue: number, businessName: string, businessAddress: string, businessPhone: string, businessEmail: string, businessAbn: string, customerName: string, customerEmail: string | null, customerPhone: string | null, customerAddress: string | null, vehicleRego: string | null, bookingId: string | null, pdfUrl: string, createdAt: string, items: Array<{ name: string, description: string, quantity: number, price: number, total: number }> }> };

export type MyPortalChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyPortalChangedSubscription = { myPortalChanged: { kind: PortalChangeKind, id: string } };

export type PortalCustomerFieldsFragment = { id: string, fullName: string, email: string, mobile: string, address: string | null, vehicleRego: string | null, version: number };

export type PortalHeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalHeaderQuery = { portalBranding: { businessName: string, logoUrl: string | null, businessPhone: string }, customerMenu: Array<{ title: string, url: string }> };

export type PortalSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalSessionQuery = { portalSession: { vehicleRego: string | null, today: string, customer: { id: string, fullName: string, email: string, mobile: string, address: string | null, vehicleRego: string | null, version: number } | null, account: { username: string, fullName: string | null, email: string | null } | null } | null };

export type RescheduleMyBookingMutationVariables = Exact<{
  id: string;
  input: RescheduleMyBookingInput;
}>;


export type RescheduleMyBookingMutation = { rescheduleMyBooking: { id: string, date: string, time: string, status: string, changeableUntil: string | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: MyProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { id: string, fullName: string, email: string, mobile: string, address: string | null, vehicleRego: string | null, version: number, pendingContactChanges: Array<{ field: ContactField, destination: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PortalCustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PortalCustomerFields on PortalCustomer {
  id
  fullName
  email
  mobile
  address
  vehicleRego
  version
}
    `, {"fragmentName":"PortalCustomerFields"}) as unknown as TypedDocumentString<PortalCustomerFieldsFragment, unknown>;
export const CancelMyBookingDocument = new TypedDocumentString(`
    mutation CancelMyBooking($id: ID!) {
  cancelMyBooking(id: $id) {
    id
    status
    changeableUntil
  }
}
    `) as unknown as TypedDocumentString<CancelMyBookingMutation, CancelMyBookingMutationVariables>;
export const ConfirmMyContactChangeDocument = new TypedDocumentString(`
    mutation ConfirmMyContactChange($input: ConfirmContactChangeInput!) {
  confirmMyContactChange(input: $input) {
    ...PortalCustomerFields
  }
}
    fragment PortalCustomerFields on PortalCustomer {
  id
  fullName
  email
  mobile
  address
  vehicleRego
  version
}`) as unknown as TypedDocumentString<ConfirmMyContactChangeMutation, ConfirmMyContactChangeMutationVariables>;
export const MyBookingsDocument = new TypedDocumentString(`
    query MyBookings {
  myBookings {
    id
    date
    time
    status
    statusLabel
    vehicleType
    modelYear
    vehicleRego
    services {
      id
      name
      price
      durationHours
    }
    totalPrice
    notes
    beforePhotos {
      path
      thumbnailUrl
      url
    }
    afterPhotos {
      path
      thumbnailUrl
      url
    }
    createdAt
    changeableUntil
  }
}
    `) as unknown as TypedDocumentString<MyBookingsQuery, MyBookingsQueryVariables>;
export const MyInvoicesDocument = new TypedDocumentString(`
    query MyInvoices {
  myInvoices {
    id
    invoiceNumber
    type
    status
    invoiceDate
    dueDate
    items {
      name
      description
      quantity
      price
      total
    }
    subtotal
    tax
    totalAmount
    amountPaid
    amountDue
    businessName
    businessAddress
    businessPhone
    businessEmail
    businessAbn
    customerName
    customerEmail
    customerPhone
    customerAddress
    vehicleRego
    bookingId
    pdfUrl
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MyInvoicesQuery, MyInvoicesQueryVariables>;
export const MyPortalChangedDocument = new TypedDocumentString(`
    subscription MyPortalChanged {
  myPortalChanged {
    kind
    id
  }
}
    `) as unknown as TypedDocumentString<MyPortalChangedSubscription, MyPortalChangedSubscriptionVariables>;
export const PortalHeaderDocument = new TypedDocumentString(`
    query PortalHeader {
  portalBranding {
    businessName
    logoUrl
    businessPhone
  }
  customerMenu {
    title
    url
  }
}
    `) as unknown as TypedDocumentString<PortalHeaderQuery, PortalHeaderQueryVariables>;
export const PortalSessionDocument = new TypedDocumentString(`
    query PortalSession {
  portalSession {
    customer {
      ...PortalCustomerFields
    }
    vehicleRego
    account {
      username
      fullName
      email
    }
    today
  }
}
    fragment PortalCustomerFields on PortalCustomer {
  id
  fullName
  email
  mobile
  address
  vehicleRego
  version
}`) as unknown as TypedDocumentString<PortalSessionQuery, PortalSessionQueryVariables>;
export const RescheduleMyBookingDocument = new TypedDocumentString(`
    mutation RescheduleMyBooking($id: ID!, $input: RescheduleMyBookingInput!) {
  rescheduleMyBooking(id: $id, input: $input) {
    id
    date
    time
    status
    changeableUntil
  }
}
    `) as unknown as TypedDocumentString<RescheduleMyBookingMutation, RescheduleMyBookingMutationVariables>;
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($input: MyProfileInput!) {
  updateMyProfile(input: $input) {
    ...PortalCustomerFields
    pendingContactChanges {
      field
      destination
    }
  }
}
    fragment PortalCustomerFields on PortalCustomer {
  id
  fullName
  email
  mobile
  address
  vehicleRego
  version
}`) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;