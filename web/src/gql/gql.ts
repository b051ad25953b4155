/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n": typeof types.BookingListCard_BookingFragmentDoc,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        date\n        time\n        status\n      }\n    }\n  }\n": typeof types.BookingChangedDocument,
    "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingDetails_booking\n    }\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n": typeof types.BookingDetailsDocument,
    "\n  fragment BookingDetails_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    modelYear\n    vehicleRego\n    serviceIds\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    notes\n    status\n    statusLabel\n    invoiceId\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n": typeof types.BookingDetails_BookingFragmentDoc,
    "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      name\n    }\n    services {\n      id\n      name\n      durationHours\n      priceSedanHatch\n      priceSedanHatch2025\n      priceSedanHatchPre2025\n      priceSuv5\n      priceSuv52025\n      priceSuv5Pre2025\n      priceSuv7\n      priceSuv72025\n      priceSuv7Pre2025\n      priceUte\n      priceUte2025\n      priceUtePre2025\n    }\n  }\n": typeof types.BookingFormOptionsDocument,
    "\n  query BookingsPage {\n    bookings {\n      id\n      ...BookingListCard_booking\n    }\n  }\n": typeof types.BookingsPageDocument,
    "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      fullName\n      date\n      time\n      endTime\n      durationHours\n      status\n      statusLabel\n      vehicleType\n      services {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CalendarBookingsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  query CustomerSearch($search: String) {\n    customers(search: $search) {\n      id\n      fullName\n      email\n      mobile\n      address\n      vehicleRego\n    }\n  }\n": typeof types.CustomerSearchDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": typeof types.DeleteBookingDocument,
    "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingDetails_booking\n    }\n  }\n": typeof types.UpdateBookingDetailsDocument,
    "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n": typeof types.TodaysBookingItem_BookingFragmentDoc,
    "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTestBookingDocument,
    "\n  subscription DashboardBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n": typeof types.DashboardBookingChangedDocument,
    "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n": typeof types.DashboardReportDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      todaysBookings\n      weeklyRevenue\n      newCustomers\n    }\n  }\n": typeof types.DashboardSummaryDocument,
    "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n": typeof types.TestBookingServiceDocument,
    "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      ...TodaysBookingItem_booking\n    }\n  }\n": typeof types.TodaysBookingsDocument,
};
const documents: Documents = {
    "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n": types.BookingListCard_BookingFragmentDoc,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        date\n        time\n        status\n      }\n    }\n  }\n": types.BookingChangedDocument,
    "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingDetails_booking\n    }\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n": types.BookingDetailsDocument,
    "\n  fragment BookingDetails_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    modelYear\n    vehicleRego\n    serviceIds\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    notes\n    status\n    statusLabel\n    invoiceId\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n": types.BookingDetails_BookingFragmentDoc,
    "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      name\n    }\n    services {\n      id\n      name\n      durationHours\n      priceSedanHatch\n      priceSedanHatch2025\n      priceSedanHatchPre2025\n      priceSuv5\n      priceSuv52025\n      priceSuv5Pre2025\n      priceSuv7\n      priceSuv72025\n      priceSuv7Pre2025\n      priceUte\n      priceUte2025\n      priceUtePre2025\n    }\n  }\n": types.BookingFormOptionsDocument,
    "\n  query BookingsPage {\n    bookings {\n      id\n      ...BookingListCard_booking\n    }\n  }\n": types.BookingsPageDocument,
    "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      fullName\n      date\n      time\n      endTime\n      durationHours\n      status\n      statusLabel\n      vehicleType\n      services {\n        id\n        name\n      }\n    }\n  }\n": types.CalendarBookingsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.CreateBookingDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateServiceDocument,
    "\n  query CustomerSearch($search: String) {\n    customers(search: $search) {\n      id\n      fullName\n      email\n      mobile\n      address\n      vehicleRego\n    }\n  }\n": types.CustomerSearchDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": types.DeleteBookingDocument,
    "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingDetails_booking\n    }\n  }\n": types.UpdateBookingDetailsDocument,
    "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n": types.TodaysBookingItem_BookingFragmentDoc,
    "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n    }\n  }\n": types.CreateTestBookingDocument,
    "\n  subscription DashboardBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n": types.DashboardBookingChangedDocument,
    "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n": types.DashboardReportDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      todaysBookings\n      weeklyRevenue\n      newCustomers\n    }\n  }\n": types.DashboardSummaryDocument,
    "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n": types.TestBookingServiceDocument,
    "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      ...TodaysBookingItem_booking\n    }\n  }\n": types.TodaysBookingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        date\n        time\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        date\n        time\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingDetails_booking\n    }\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      ...BookingDetails_booking\n    }\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDetails_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    modelYear\n    vehicleRego\n    serviceIds\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    notes\n    status\n    statusLabel\n    invoiceId\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n"): (typeof documents)["\n  fragment BookingDetails_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    modelYear\n    vehicleRego\n    serviceIds\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    notes\n    status\n    statusLabel\n    invoiceId\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      name\n    }\n    services {\n      id\n      name\n      durationHours\n      priceSedanHatch\n      priceSedanHatch2025\n      priceSedanHatchPre2025\n      priceSuv5\n      priceSuv52025\n      priceSuv5Pre2025\n      priceSuv7\n      priceSuv72025\n      priceSuv7Pre2025\n      priceUte\n      priceUte2025\n      priceUtePre2025\n    }\n  }\n"): (typeof documents)["\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      name\n    }\n    services {\n      id\n      name\n      durationHours\n      priceSedanHatch\n      priceSedanHatch2025\n      priceSedanHatchPre2025\n      priceSuv5\n      priceSuv52025\n      priceSuv5Pre2025\n      priceSuv7\n      priceSuv72025\n      priceSuv7Pre2025\n      priceUte\n      priceUte2025\n      priceUtePre2025\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsPage {\n    bookings {\n      id\n      ...BookingListCard_booking\n    }\n  }\n"): (typeof documents)["\n  query BookingsPage {\n    bookings {\n      id\n      ...BookingListCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      fullName\n      date\n      time\n      endTime\n      durationHours\n      status\n      statusLabel\n      vehicleType\n      services {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      fullName\n      date\n      time\n      endTime\n      durationHours\n      status\n      statusLabel\n      vehicleType\n      services {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSearch($search: String) {\n    customers(search: $search) {\n      id\n      fullName\n      email\n      mobile\n      address\n      vehicleRego\n    }\n  }\n"): (typeof documents)["\n  query CustomerSearch($search: String) {\n    customers(search: $search) {\n      id\n      fullName\n      email\n      mobile\n      address\n      vehicleRego\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingDetails_booking\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingDetails_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardBookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n"): (typeof documents)["\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSummary {\n    dashboardSummary {\n      todaysBookings\n      weeklyRevenue\n      newCustomers\n    }\n  }\n"): (typeof documents)["\n  query DashboardSummary {\n    dashboardSummary {\n      todaysBookings\n      weeklyRevenue\n      newCustomers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      ...TodaysBookingItem_booking\n    }\n  }\n"): (typeof documents)["\n  query TodaysBookings {\n    todaysBookings {\n      id\n      ...TodaysBookingItem_booking\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;