/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CancelMyBooking($id: ID!) {\n    cancelMyBooking(id: $id) {\n      id\n      status\n      changeableUntil\n    }\n  }\n": typeof types.CancelMyBookingDocument,
    "\n  mutation ConfirmMyContactChange($input: ConfirmContactChangeInput!) {\n    confirmMyContactChange(input: $input) {\n      ...PortalCustomerFields\n    }\n  }\n": typeof types.ConfirmMyContactChangeDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      date\n      time\n      status\n      statusLabel\n      vehicleType\n      modelYear\n      vehicleRego\n      services {\n        id\n        name\n        price\n        durationHours\n      }\n      totalPrice\n      notes\n      beforePhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      afterPhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      createdAt\n      changeableUntil\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      dueDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      tax\n      totalAmount\n      amountPaid\n      amountDue\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      bookingId\n      pdfUrl\n      createdAt\n    }\n  }\n": typeof types.MyInvoicesDocument,
    "\n  subscription MyPortalChanged {\n    myPortalChanged {\n      kind\n      id\n    }\n  }\n": typeof types.MyPortalChangedDocument,
    "\n  fragment PortalCustomerFields on PortalCustomer {\n    id\n    fullName\n    email\n    mobile\n    address\n    vehicleRego\n    version\n  }\n": typeof types.PortalCustomerFieldsFragmentDoc,
    "\n  query PortalHeader {\n    portalBranding {\n      businessName\n      logoUrl\n      businessPhone\n    }\n    customerMenu {\n      title\n      url\n    }\n  }\n": typeof types.PortalHeaderDocument,
    "\n  query PortalSession {\n    portalSession {\n      customer {\n        ...PortalCustomerFields\n      }\n      vehicleRego\n      account {\n        username\n        fullName\n        email\n      }\n      today\n    }\n  }\n": typeof types.PortalSessionDocument,
    "\n  mutation RescheduleMyBooking($id: ID!, $input: RescheduleMyBookingInput!) {\n    rescheduleMyBooking(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      changeableUntil\n    }\n  }\n": typeof types.RescheduleMyBookingDocument,
    "\n  mutation UpdateMyProfile($input: MyProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...PortalCustomerFields\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
};
const documents: Documents = {
    "\n  mutation CancelMyBooking($id: ID!) {\n    cancelMyBooking(id: $id) {\n      id\n      status\n      changeableUntil\n    }\n  }\n": types.CancelMyBookingDocument,
    "\n  mutation ConfirmMyContactChange($input: ConfirmContactChangeInput!) {\n    confirmMyContactChange(input: $input) {\n      ...PortalCustomerFields\n    }\n  }\n": types.ConfirmMyContactChangeDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      date\n      time\n      status\n      statusLabel\n      vehicleType\n      modelYear\n      vehicleRego\n      services {\n        id\n        name\n        price\n        durationHours\n      }\n      totalPrice\n      notes\n      beforePhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      afterPhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      createdAt\n      changeableUntil\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      dueDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      tax\n      totalAmount\n      amountPaid\n      amountDue\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      bookingId\n      pdfUrl\n      createdAt\n    }\n  }\n": types.MyInvoicesDocument,
    "\n  subscription MyPortalChanged {\n    myPortalChanged {\n      kind\n      id\n    }\n  }\n": types.MyPortalChangedDocument,
    "\n  fragment PortalCustomerFields on PortalCustomer {\n    id\n    fullName\n    email\n    mobile\n    address\n    vehicleRego\n    version\n  }\n": types.PortalCustomerFieldsFragmentDoc,
    "\n  query PortalHeader {\n    portalBranding {\n      businessName\n      logoUrl\n      businessPhone\n    }\n    customerMenu {\n      title\n      url\n    }\n  }\n": types.PortalHeaderDocument,
    "\n  query PortalSession {\n    portalSession {\n      customer {\n        ...PortalCustomerFields\n      }\n      vehicleRego\n      account {\n        username\n        fullName\n        email\n      }\n      today\n    }\n  }\n": types.PortalSessionDocument,
    "\n  mutation RescheduleMyBooking($id: ID!, $input: RescheduleMyBookingInput!) {\n    rescheduleMyBooking(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      changeableUntil\n    }\n  }\n": types.RescheduleMyBookingDocument,
    "\n  mutation UpdateMyProfile($input: MyProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...PortalCustomerFields\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyBooking($id: ID!) {\n    cancelMyBooking(id: $id) {\n      id\n      status\n      changeableUntil\n    }\n  }\n"): typeof import('./graphql').CancelMyBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMyContactChange($input: ConfirmContactChangeInput!) {\n    confirmMyContactChange(input: $input) {\n      ...PortalCustomerFields\n    }\n  }\n"): typeof import('./graphql').ConfirmMyContactChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      date\n      time\n      status\n      statusLabel\n      vehicleType\n      modelYear\n      vehicleRego\n      services {\n        id\n        name\n        price\n        durationHours\n      }\n      totalPrice\n      notes\n      beforePhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      afterPhotos {\n        path\n        thumbnailUrl\n        url\n      }\n      createdAt\n      changeableUntil\n    }\n  }\n"): typeof import('./graphql').MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoices {\n    myInvoices {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      dueDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      tax\n      totalAmount\n      amountPaid\n      amountDue\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      bookingId\n      pdfUrl\n      createdAt\n    }\n  }\n"): typeof import('./graphql').MyInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPortalChanged {\n    myPortalChanged {\n      kind\n      id\n    }\n  }\n"): typeof import('./graphql').MyPortalChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalCustomerFields on PortalCustomer {\n    id\n    fullName\n    email\n    mobile\n    address\n    vehicleRego\n    version\n  }\n"): typeof import('./graphql').PortalCustomerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalHeader {\n    portalBranding {\n      businessName\n      logoUrl\n      businessPhone\n    }\n    customerMenu {\n      title\n      url\n    }\n  }\n"): typeof import('./graphql').PortalHeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalSession {\n    portalSession {\n      customer {\n        ...PortalCustomerFields\n      }\n      vehicleRego\n      account {\n        username\n        fullName\n        email\n      }\n      today\n    }\n  }\n"): typeof import('./graphql').PortalSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleMyBooking($id: ID!, $input: RescheduleMyBookingInput!) {\n    rescheduleMyBooking(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      changeableUntil\n    }\n  }\n"): typeof import('./graphql').RescheduleMyBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: MyProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...PortalCustomerFields\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyProfileDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
