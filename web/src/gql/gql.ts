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
    "\n  fragment CalendarEvent_booking on CalendarBooking {\n    id\n    fullName\n    time\n    endTime\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": typeof types.CalendarEvent_BookingFragmentDoc,
    "\n  fragment MonthGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    ...CalendarEvent_booking\n  }\n": typeof types.MonthGrid_BookingFragmentDoc,
    "\n  fragment WeekGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    ...CalendarEvent_booking\n  }\n": typeof types.WeekGrid_BookingFragmentDoc,
    "\n  fragment VehicleTypeSelect_vehicleType on VehicleType {\n    id\n    name\n  }\n": typeof types.VehicleTypeSelect_VehicleTypeFragmentDoc,
    "\n  fragment ServicesField_service on Service {\n    id\n    name\n    priceSedanHatch\n    priceSedanHatch2025\n    priceSedanHatchPre2025\n    priceSuv5\n    priceSuv52025\n    priceSuv5Pre2025\n    priceSuv7\n    priceSuv72025\n    priceSuv7Pre2025\n    priceUte\n    priceUte2025\n    priceUtePre2025\n  }\n": typeof types.ServicesField_ServiceFragmentDoc,
    "\n  fragment BookingEditTabs_booking on Booking {\n    id\n    version\n    ...DetailsTab_booking\n    ...PhotosTab_booking\n    ...CourtesyCarForm_booking\n  }\n": typeof types.BookingEditTabs_BookingFragmentDoc,
    "\n  fragment BookingSummary_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    vehicleRego\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    quote {\n      totalCents\n    }\n  }\n": typeof types.BookingSummary_BookingFragmentDoc,
    "\n  fragment DetailsTab_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleRego\n    notes\n    vehicleType\n    serviceIds\n    services {\n      id\n      name\n    }\n    status\n    statusLabel\n  }\n": typeof types.DetailsTab_BookingFragmentDoc,
    "\n  fragment DetailsTab_options on Query {\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n": typeof types.DetailsTab_OptionsFragmentDoc,
    "\n  fragment PhotosTab_booking on Booking {\n    id\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n  }\n": typeof types.PhotosTab_BookingFragmentDoc,
    "\n  fragment UnverifiedNotice_booking on Booking {\n    id\n    version\n    verified\n  }\n": typeof types.UnverifiedNotice_BookingFragmentDoc,
    "\n  fragment CourtesyCarForm_booking on Booking {\n    id\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n": typeof types.CourtesyCarForm_BookingFragmentDoc,
    "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    verified\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n": typeof types.BookingListCard_BookingFragmentDoc,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        ...BookingCache_booking\n      }\n    }\n  }\n": typeof types.BookingChangedDocument,
    "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingSummary_booking\n      ...UnverifiedNotice_booking\n      ...BookingEditTabs_booking\n    }\n    ...DetailsTab_options\n  }\n": typeof types.BookingDetailsDocument,
    "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      ...VehicleTypeSelect_vehicleType\n    }\n    services {\n      id\n      ...ServicesField_service\n    }\n  }\n": typeof types.BookingFormOptionsDocument,
    "\n  query BookingsPage {\n    bookings {\n      id\n      # The list's order (newest date first), which bookingCache.ts keeps when a booking changes.\n      date\n      time\n      createdAt\n      ...BookingListCard_booking\n    }\n  }\n": typeof types.BookingsPageDocument,
    "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      ...WeekGrid_booking\n      ...MonthGrid_booking\n    }\n  }\n": typeof types.CalendarBookingsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  query CustomerSearch($search: String) {\n    customers(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n        email\n        mobile\n        address\n        vehicleRego\n      }\n    }\n  }\n": typeof types.CustomerSearchDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": typeof types.DeleteBookingDocument,
    "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!, $expectedVersion: Int) {\n    updateBooking(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...BookingCache_booking\n    }\n  }\n": typeof types.UpdateBookingDetailsDocument,
    "\n  fragment BookingCache_booking on Booking {\n    id\n    date\n    time\n    createdAt\n    vehicleType\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n      durationHours\n    }\n    ...BookingListCard_booking\n    ...TodaysBookingItem_booking\n    ...BookingSummary_booking\n    ...BookingEditTabs_booking\n  }\n": typeof types.BookingCache_BookingFragmentDoc,
    "\n  fragment BookingCache_calendarEntry on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": typeof types.BookingCache_CalendarEntryFragmentDoc,
    "\n  fragment FeedDetails_feed on CalendarFeed {\n    createdAt\n    urlHint\n    includeStatuses\n    includeContactDetails\n    lastSyncedAt\n  }\n": typeof types.FeedDetails_FeedFragmentDoc,
    "\n  query CalendarSync {\n    calendarSync {\n      feed {\n        id\n        includeStatuses\n        includeContactDetails\n        ...FeedDetails_feed\n      }\n      totalBookings\n      bookingsThisWeek\n      exportBookingCount\n    }\n  }\n": typeof types.CalendarSyncDocument,
    "\n  mutation CreateCalendarFeed($includeStatuses: [String!], $includeContactDetails: Boolean) {\n    createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) {\n      feedId\n      feedUrl\n      feed {\n        id\n      }\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation ForceCalendarSync {\n    forceCalendarSync {\n      syncedAt\n      bookingCount\n    }\n  }\n": typeof types.ForceCalendarSyncDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    active\n    showOnBookingForm\n    serviceImage\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment ServiceForm_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n    durationHours\n    active\n    showOnBookingForm\n    serviceImage\n  }\n": typeof types.ServiceForm_ServiceFragmentDoc,
    "\n  fragment VehicleTypeTable_vehicleType on VehicleType {\n    id\n    version\n    name\n    description\n    isActive\n    createdAt\n  }\n": typeof types.VehicleTypeTable_VehicleTypeFragmentDoc,
    "\n  mutation AddService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": typeof types.AddServiceDocument,
    "\n  mutation DeleteService($id: Int!, $expectedVersion: Int) {\n    deleteService(id: $id, expectedVersion: $expectedVersion)\n  }\n": typeof types.DeleteServiceDocument,
    "\n  query EditService($id: Int!) {\n    service(id: $id) {\n      id\n      deleted\n      ...ServiceForm_service\n    }\n  }\n": typeof types.EditServiceDocument,
    "\n  query ServicesList {\n    services(includeInactive: true) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": typeof types.ServicesListDocument,
    "\n  mutation UpdateService($id: Int!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...ServiceCard_service\n      ...ServiceForm_service\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation VehicleTypeCreate($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": typeof types.VehicleTypeCreateDocument,
    "\n  mutation VehicleTypeDelete($id: ID!, $expectedVersion: Int) {\n    deleteVehicleType(id: $id, expectedVersion: $expectedVersion)\n  }\n": typeof types.VehicleTypeDeleteDocument,
    "\n  mutation VehicleTypeUpdate($id: ID!, $input: VehicleTypeInput!, $expectedVersion: Int) {\n    updateVehicleType(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": typeof types.VehicleTypeUpdateDocument,
    "\n  query VehicleTypesList {\n    vehicleTypes(includeInactive: true) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": typeof types.VehicleTypesListDocument,
    "\n  fragment BookingHistoryItem_booking on Booking {\n    id\n    date\n    time\n    vehicleType\n    notes\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": typeof types.BookingHistoryItem_BookingFragmentDoc,
    "\n  fragment CustomerCard_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    totalBookings\n    lastBooking\n  }\n": typeof types.CustomerCard_CustomerFragmentDoc,
    "\n  fragment EditCustomerForm_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    notes\n  }\n": typeof types.EditCustomerForm_CustomerFragmentDoc,
    "\n  subscription CustomerChanged {\n    customerChanged {\n      id\n      customer {\n        id\n        ...CustomerCache_customer\n      }\n    }\n  }\n": typeof types.CustomerChangedDocument,
    "\n  query CustomerCount {\n    customers(offset: 0, limit: 1) {\n      total\n    }\n  }\n": typeof types.CustomerCountDocument,
    "\n  query CustomerHistory($id: ID!) {\n    customer(id: $id) {\n      id\n      fullName\n      bookings {\n        id\n        ...BookingHistoryItem_booking\n      }\n    }\n  }\n": typeof types.CustomerHistoryDocument,
    "\n  query CustomerIds($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": typeof types.CustomerIdsDocument,
    "\n  subscription CustomerImportProgress($id: ID!) {\n    customerImportProgress(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n": typeof types.CustomerImportProgressDocument,
    "\n  query CustomerImport($id: ID!) {\n    customerImport(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n": typeof types.CustomerImportDocument,
    "\n  query CustomersPage($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...CustomerCard_customer\n      }\n    }\n  }\n": typeof types.CustomersPageDocument,
    "\n  mutation DeleteCustomer($id: ID!, $expectedVersion: Int) {\n    deleteCustomer(id: $id, expectedVersion: $expectedVersion)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  mutation DeleteCustomers($ids: [ID!]!) {\n    deleteCustomers(ids: $ids)\n  }\n": typeof types.DeleteCustomersDocument,
    "\n  query EditCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      ...EditCustomerForm_customer\n    }\n  }\n": typeof types.EditCustomerDocument,
    "\n  fragment CustomerImportFields on CustomerImport {\n    id\n    state\n    total\n    processed\n    created\n    updated\n    skipped\n    failed\n    errors\n    failedRowsCsv\n    message\n  }\n": typeof types.CustomerImportFieldsFragmentDoc,
    "\n  mutation ImportCustomers($csv: String!) {\n    importCustomers(csv: $csv) {\n      ...CustomerImportFields\n    }\n  }\n": typeof types.ImportCustomersDocument,
    "\n  mutation SendPortalSms($customerId: ID!) {\n    sendPortalSms(customerId: $customerId)\n  }\n": typeof types.SendPortalSmsDocument,
    "\n  mutation UpdateCustomer($id: ID!, $changes: CustomerChanges!, $expectedVersion: Int) {\n    updateCustomer(id: $id, changes: $changes, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...CustomerCard_customer\n      ...EditCustomerForm_customer\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  fragment CustomerCache_customer on Customer {\n    id\n    ...CustomerCard_customer\n  }\n": typeof types.CustomerCache_CustomerFragmentDoc,
    "\n  fragment CustomerKnown on Customer {\n    id\n  }\n": typeof types.CustomerKnownFragmentDoc,
    "\n  fragment SummaryCards_summary on DashboardSummary {\n    todaysBookings\n    weeklyRevenue\n    newCustomers\n  }\n": typeof types.SummaryCards_SummaryFragmentDoc,
    "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n": typeof types.TodaysBookingItem_BookingFragmentDoc,
    "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n": typeof types.CreateTestBookingDocument,
    "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n": typeof types.DashboardReportDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      ...SummaryCards_summary\n    }\n  }\n": typeof types.DashboardSummaryDocument,
    "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n": typeof types.TestBookingServiceDocument,
    "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      # The list's order (by time), which bookingCache.ts keeps when a booking changes.\n      time\n      ...TodaysBookingItem_booking\n    }\n  }\n": typeof types.TodaysBookingsDocument,
    "\n  fragment BilledToCustomer_customer on Customer {\n    id\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n  }\n": typeof types.BilledToCustomer_CustomerFragmentDoc,
    "\n  mutation DiscardInvoiceDraft($id: ID!, $expectedVersion: Int) {\n    discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion)\n  }\n": typeof types.DiscardInvoiceDraftDocument,
    "\n  query GeneratorCustomerSearch($search: String!) {\n    customers(search: $search, offset: 0, limit: 10) {\n      items {\n        id\n        ...BilledToCustomer_customer\n      }\n    }\n  }\n": typeof types.GeneratorCustomerSearchDocument,
    "\n  subscription GeneratorInvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n    }\n  }\n": typeof types.GeneratorInvoiceChangedDocument,
    "\n  query GeneratorSetup {\n    invoiceDefaults {\n      invoiceDate\n      dueDate\n      nextInvoiceNumber\n    }\n    businessInfo {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      timeZone\n    }\n    services {\n      id\n      ...ServicePricing_service\n    }\n    logo {\n      logoUrl\n    }\n  }\n": typeof types.GeneratorSetupDocument,
    "\n  fragment InvoiceDraft_draft on InvoiceDraft {\n    id\n    version\n    type\n    invoiceDate\n    dueDate\n    customer {\n      id\n      fullName\n      email\n      phone\n      address\n      vehicleRego\n    }\n    business {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n    }\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    notes\n    updatedAt\n  }\n": typeof types.InvoiceDraft_DraftFragmentDoc,
    "\n  query InvoiceDraft($id: ID!) {\n    invoiceDraft(id: $id) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": typeof types.InvoiceDraftDocument,
    "\n  query InvoiceDrafts {\n    invoiceDrafts {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": typeof types.InvoiceDraftsDocument,
    "\n  mutation IssueInvoiceDraft($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n": typeof types.IssueInvoiceDraftDocument,
    "\n  mutation IssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n": typeof types.IssueInvoiceDocument,
    "\n  fragment IssuedInvoice_invoice on Invoice {\n    id\n    version\n    invoiceNumber\n    type\n    status\n    invoiceDate\n    dueDate\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    totalAmount\n    amountPaid\n    amountDue\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    customerName\n    customerEmail\n    customerPhone\n    customerAddress\n    vehicleRego\n    pdfUrl\n  }\n": typeof types.IssuedInvoice_InvoiceFragmentDoc,
    "\n  mutation RegisterInvoiceCustomer($input: CustomerInput!) {\n    registerCustomer(input: $input) {\n      id\n      ...BilledToCustomer_customer\n    }\n  }\n": typeof types.RegisterInvoiceCustomerDocument,
    "\n  mutation SaveInvoiceDraft($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": typeof types.SaveInvoiceDraftDocument,
    "\n  fragment ServicePricing_service on Service {\n    id\n    name\n    description\n    active\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n  }\n": typeof types.ServicePricing_ServiceFragmentDoc,
    "\n  mutation ChangeInvoiceStatus($id: ID!, $status: String!, $expectedVersion: Int) {\n    changeInvoiceStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {\n      id\n      ...InvoiceCache_invoice\n    }\n  }\n": typeof types.ChangeInvoiceStatusDocument,
    "\n  mutation ConvertQuoteToInvoice($id: ID!) {\n    convertQuoteToInvoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceCache_invoice\n    }\n  }\n": typeof types.ConvertQuoteToInvoiceDocument,
    "\n  mutation DeleteInvoice($id: ID!, $expectedVersion: Int) {\n    deleteInvoice(id: $id, expectedVersion: $expectedVersion)\n  }\n": typeof types.DeleteInvoiceDocument,
    "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n      invoice {\n        id\n        ...InvoiceCache_invoice\n      }\n    }\n  }\n": typeof types.InvoiceChangedDocument,
    "\n  query InvoicePage($search: String, $status: String, $offset: Int!, $limit: Int!) {\n    invoicePage(search: $search, status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": typeof types.InvoicePageDocument,
    "\n  query InvoicePreview($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      totalAmount\n      amountPaid\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      pdfUrl\n    }\n    logo {\n      logoUrl\n    }\n  }\n": typeof types.InvoicePreviewDocument,
    "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    invoiceNumber\n    type\n    customerName\n    invoiceDate\n    totalAmount\n    status\n    version\n    pdfUrl\n    convertedToInvoiceId\n    convertedToInvoiceNumber\n    convertedFromQuoteId\n    convertedFromQuoteNumber\n  }\n": typeof types.InvoiceRow_InvoiceFragmentDoc,
    "\n  query InvoiceRow($id: ID!) {\n    invoice(id: $id) {\n      id\n      deleted\n      ...InvoiceCache_invoice\n    }\n  }\n": typeof types.InvoiceRowDocument,
    "\n  fragment InvoiceCache_invoice on Invoice {\n    id\n    status\n    version\n    amountPaid\n    amountDue\n    ...InvoiceRow_invoice\n  }\n": typeof types.InvoiceCache_InvoiceFragmentDoc,
    "\n  fragment FailedJobCard_job on FailedJob {\n    queue\n    id\n    name\n    reason\n    errorId\n    attempts\n    failedAt\n  }\n": typeof types.FailedJobCard_JobFragmentDoc,
    "\n  fragment JobQueueTable_queue on JobQueue {\n    queue\n    waiting\n    active\n    delayed\n    failed\n  }\n": typeof types.JobQueueTable_QueueFragmentDoc,
    "\n  query FailedJobs {\n    failedJobs {\n      queue\n      id\n      ...FailedJobCard_job\n    }\n  }\n": typeof types.FailedJobsDocument,
    "\n  query JobQueues {\n    jobQueues {\n      queue\n      ...JobQueueTable_queue\n    }\n  }\n": typeof types.JobQueuesDocument,
    "\n  subscription ProjectionProgress {\n    projectionProgress {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n": typeof types.ProjectionProgressDocument,
    "\n  fragment ProjectionRow_projection on Projection {\n    name\n    version\n    rowsVersion\n    position\n    updatedAt\n    eventsBehind\n    eventsBehindCapped\n    secondsBehind\n    state\n    rebuild {\n      startedAt\n      done\n      total\n      percent\n    }\n    lease {\n      holder\n      since\n    }\n  }\n": typeof types.ProjectionRow_ProjectionFragmentDoc,
    "\n  query Projections {\n    projections {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n": typeof types.ProjectionsDocument,
    "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id)\n  }\n": typeof types.RetryJobDocument,
    "\n  fragment BookingsTab_report on Report {\n    totalBookings\n    completedBookings\n    approvedBookings\n    pendingBookings\n    bookingsByStatus {\n      status\n      label\n      bookings\n    }\n  }\n": typeof types.BookingsTab_ReportFragmentDoc,
    "\n  fragment CustomersTab_report on Report {\n    newCustomers\n  }\n": typeof types.CustomersTab_ReportFragmentDoc,
    "\n  fragment OverviewTab_report on Report {\n    totalRevenueCents\n    totalBookings\n    newCustomers\n    averageBookingValueCents\n    topServices {\n      rank\n      serviceId\n      name\n      bookings\n    }\n  }\n": typeof types.OverviewTab_ReportFragmentDoc,
    "\n  fragment RevenueTab_report on Report {\n    paidRevenueCents\n    pendingRevenueCents\n    bookedRevenueCents\n    totalInvoices\n    days {\n      date\n      paidRevenueCents\n      bookings\n    }\n  }\n": typeof types.RevenueTab_ReportFragmentDoc,
    "\n  query ReportsPage($from: String!, $to: String!) {\n    report(from: $from, to: $to) {\n      from\n      to\n      ...OverviewTab_report\n      ...RevenueTab_report\n      ...BookingsTab_report\n      ...CustomersTab_report\n    }\n  }\n": typeof types.ReportsPageDocument,
    "\n  fragment BusinessInfoForm_info on BusinessInfo {\n    version\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    appDomain\n    timeZone\n  }\n": typeof types.BusinessInfoForm_InfoFragmentDoc,
    "\n  fragment PublicBookingsForm_settings on PublicBookingSettings {\n    version\n    publicBookingsPerPerson\n    selfServiceCutoffHours\n  }\n": typeof types.PublicBookingsForm_SettingsFragmentDoc,
    "\n  fragment SmsAccountForm_settings on SmsSettings {\n    version\n    accountSid\n    authToken\n    fromNumber\n    isConfigured\n  }\n": typeof types.SmsAccountForm_SettingsFragmentDoc,
    "\n  fragment SmsReminderForm_settings on SmsReminderSettings {\n    version\n    reminderLeadHours\n  }\n": typeof types.SmsReminderForm_SettingsFragmentDoc,
    "\n  fragment SmsTemplatesForm_template on SmsTemplate {\n    id\n    version\n    name\n    description\n    enabled\n    message\n  }\n": typeof types.SmsTemplatesForm_TemplateFragmentDoc,
    "\n  query Branding {\n    branding {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n": typeof types.BrandingDocument,
    "\n  mutation SaveBranding($input: BrandingInput!, $expectedVersion: Int) {\n    saveBranding(input: $input, expectedVersion: $expectedVersion) {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n": typeof types.SaveBrandingDocument,
    "\n  query BusinessInfoSettings {\n    businessInfo {\n      ...BusinessInfoForm_info\n    }\n  }\n": typeof types.BusinessInfoSettingsDocument,
    "\n  query BusinessTimeZone {\n    businessInfo {\n      timeZone\n    }\n  }\n": typeof types.BusinessTimeZoneDocument,
    "\n  query CustomerMenuItems {\n    customerMenuItems {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n": typeof types.CustomerMenuItemsDocument,
    "\n  mutation SaveCustomerMenu($items: [CustomerMenuItemInput!]!, $expectedVersion: Int) {\n    saveCustomerMenu(items: $items, expectedVersion: $expectedVersion) {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n": typeof types.SaveCustomerMenuDocument,
    "\n  query Logo {\n    logo {\n      logoUrl\n      logoName\n      version\n    }\n  }\n": typeof types.LogoDocument,
    "\n  mutation SaveLogo($input: LogoInput!, $expectedVersion: Int) {\n    saveLogo(input: $input, expectedVersion: $expectedVersion) {\n      logoUrl\n      logoName\n      version\n    }\n  }\n": typeof types.SaveLogoDocument,
    "\n  query PublicBookingSettings {\n    publicBookingSettings {\n      ...PublicBookingsForm_settings\n    }\n  }\n": typeof types.PublicBookingSettingsDocument,
    "\n  mutation SaveBusinessInfo($input: BusinessInfoInput!, $expectedVersion: Int) {\n    saveBusinessInfo(input: $input, expectedVersion: $expectedVersion) {\n      version\n      timeZone\n      ...BusinessInfoForm_info\n    }\n  }\n": typeof types.SaveBusinessInfoDocument,
    "\n  mutation SavePublicBookingSettings($input: PublicBookingSettingsInput!, $expectedVersion: Int) {\n    savePublicBookingSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...PublicBookingsForm_settings\n    }\n  }\n": typeof types.SavePublicBookingSettingsDocument,
    "\n  mutation SaveSmsReminderSettings($input: SmsReminderSettingsInput!, $expectedVersion: Int) {\n    saveSmsReminderSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsReminderForm_settings\n    }\n  }\n": typeof types.SaveSmsReminderSettingsDocument,
    "\n  mutation SaveSmsSettings($input: SmsSettingsInput!, $expectedVersion: Int) {\n    saveSmsSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsAccountForm_settings\n    }\n  }\n": typeof types.SaveSmsSettingsDocument,
    "\n  mutation SaveSmsTemplates($templates: [SmsTemplateInput!]!, $expectedVersion: Int) {\n    saveSmsTemplates(templates: $templates, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...SmsTemplatesForm_template\n    }\n  }\n": typeof types.SaveSmsTemplatesDocument,
    "\n  mutation SendTestSms($to: String!, $message: String) {\n    sendTestSms(to: $to, message: $message) {\n      providerMessageId\n    }\n  }\n": typeof types.SendTestSmsDocument,
    "\n  query SmsSettings {\n    smsSettings {\n      ...SmsAccountForm_settings\n    }\n    smsTemplates {\n      id\n      ...SmsTemplatesForm_template\n    }\n    smsReminderSettings {\n      ...SmsReminderForm_settings\n    }\n  }\n": typeof types.SmsSettingsDocument,
    "\n  query SettingsBookingStatuses {\n    bookingStatuses {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n": typeof types.SettingsBookingStatusesDocument,
    "\n  mutation SaveBookingStatuses($statuses: [BookingStatusInput!]!, $expectedVersion: Int) {\n    saveBookingStatuses(statuses: $statuses, expectedVersion: $expectedVersion) {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n": typeof types.SaveBookingStatusesDocument,
};
const documents: Documents = {
    "\n  fragment CalendarEvent_booking on CalendarBooking {\n    id\n    fullName\n    time\n    endTime\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": types.CalendarEvent_BookingFragmentDoc,
    "\n  fragment MonthGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    ...CalendarEvent_booking\n  }\n": types.MonthGrid_BookingFragmentDoc,
    "\n  fragment WeekGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    ...CalendarEvent_booking\n  }\n": types.WeekGrid_BookingFragmentDoc,
    "\n  fragment VehicleTypeSelect_vehicleType on VehicleType {\n    id\n    name\n  }\n": types.VehicleTypeSelect_VehicleTypeFragmentDoc,
    "\n  fragment ServicesField_service on Service {\n    id\n    name\n    priceSedanHatch\n    priceSedanHatch2025\n    priceSedanHatchPre2025\n    priceSuv5\n    priceSuv52025\n    priceSuv5Pre2025\n    priceSuv7\n    priceSuv72025\n    priceSuv7Pre2025\n    priceUte\n    priceUte2025\n    priceUtePre2025\n  }\n": types.ServicesField_ServiceFragmentDoc,
    "\n  fragment BookingEditTabs_booking on Booking {\n    id\n    version\n    ...DetailsTab_booking\n    ...PhotosTab_booking\n    ...CourtesyCarForm_booking\n  }\n": types.BookingEditTabs_BookingFragmentDoc,
    "\n  fragment BookingSummary_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    vehicleRego\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    quote {\n      totalCents\n    }\n  }\n": types.BookingSummary_BookingFragmentDoc,
    "\n  fragment DetailsTab_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleRego\n    notes\n    vehicleType\n    serviceIds\n    services {\n      id\n      name\n    }\n    status\n    statusLabel\n  }\n": types.DetailsTab_BookingFragmentDoc,
    "\n  fragment DetailsTab_options on Query {\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n": types.DetailsTab_OptionsFragmentDoc,
    "\n  fragment PhotosTab_booking on Booking {\n    id\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n  }\n": types.PhotosTab_BookingFragmentDoc,
    "\n  fragment UnverifiedNotice_booking on Booking {\n    id\n    version\n    verified\n  }\n": types.UnverifiedNotice_BookingFragmentDoc,
    "\n  fragment CourtesyCarForm_booking on Booking {\n    id\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n": types.CourtesyCarForm_BookingFragmentDoc,
    "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    verified\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n": types.BookingListCard_BookingFragmentDoc,
    "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        ...BookingCache_booking\n      }\n    }\n  }\n": types.BookingChangedDocument,
    "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingSummary_booking\n      ...UnverifiedNotice_booking\n      ...BookingEditTabs_booking\n    }\n    ...DetailsTab_options\n  }\n": types.BookingDetailsDocument,
    "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      ...VehicleTypeSelect_vehicleType\n    }\n    services {\n      id\n      ...ServicesField_service\n    }\n  }\n": types.BookingFormOptionsDocument,
    "\n  query BookingsPage {\n    bookings {\n      id\n      # The list's order (newest date first), which bookingCache.ts keeps when a booking changes.\n      date\n      time\n      createdAt\n      ...BookingListCard_booking\n    }\n  }\n": types.BookingsPageDocument,
    "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      ...WeekGrid_booking\n      ...MonthGrid_booking\n    }\n  }\n": types.CalendarBookingsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n": types.CreateBookingDocument,
    "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateServiceDocument,
    "\n  query CustomerSearch($search: String) {\n    customers(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n        email\n        mobile\n        address\n        vehicleRego\n      }\n    }\n  }\n": types.CustomerSearchDocument,
    "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n": types.DeleteBookingDocument,
    "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!, $expectedVersion: Int) {\n    updateBooking(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...BookingCache_booking\n    }\n  }\n": types.UpdateBookingDetailsDocument,
    "\n  fragment BookingCache_booking on Booking {\n    id\n    date\n    time\n    createdAt\n    vehicleType\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n      durationHours\n    }\n    ...BookingListCard_booking\n    ...TodaysBookingItem_booking\n    ...BookingSummary_booking\n    ...BookingEditTabs_booking\n  }\n": types.BookingCache_BookingFragmentDoc,
    "\n  fragment BookingCache_calendarEntry on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": types.BookingCache_CalendarEntryFragmentDoc,
    "\n  fragment FeedDetails_feed on CalendarFeed {\n    createdAt\n    urlHint\n    includeStatuses\n    includeContactDetails\n    lastSyncedAt\n  }\n": types.FeedDetails_FeedFragmentDoc,
    "\n  query CalendarSync {\n    calendarSync {\n      feed {\n        id\n        includeStatuses\n        includeContactDetails\n        ...FeedDetails_feed\n      }\n      totalBookings\n      bookingsThisWeek\n      exportBookingCount\n    }\n  }\n": types.CalendarSyncDocument,
    "\n  mutation CreateCalendarFeed($includeStatuses: [String!], $includeContactDetails: Boolean) {\n    createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) {\n      feedId\n      feedUrl\n      feed {\n        id\n      }\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation ForceCalendarSync {\n    forceCalendarSync {\n      syncedAt\n      bookingCount\n    }\n  }\n": types.ForceCalendarSyncDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    active\n    showOnBookingForm\n    serviceImage\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment ServiceForm_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n    durationHours\n    active\n    showOnBookingForm\n    serviceImage\n  }\n": types.ServiceForm_ServiceFragmentDoc,
    "\n  fragment VehicleTypeTable_vehicleType on VehicleType {\n    id\n    version\n    name\n    description\n    isActive\n    createdAt\n  }\n": types.VehicleTypeTable_VehicleTypeFragmentDoc,
    "\n  mutation AddService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": types.AddServiceDocument,
    "\n  mutation DeleteService($id: Int!, $expectedVersion: Int) {\n    deleteService(id: $id, expectedVersion: $expectedVersion)\n  }\n": types.DeleteServiceDocument,
    "\n  query EditService($id: Int!) {\n    service(id: $id) {\n      id\n      deleted\n      ...ServiceForm_service\n    }\n  }\n": types.EditServiceDocument,
    "\n  query ServicesList {\n    services(includeInactive: true) {\n      id\n      ...ServiceCard_service\n    }\n  }\n": types.ServicesListDocument,
    "\n  mutation UpdateService($id: Int!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...ServiceCard_service\n      ...ServiceForm_service\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation VehicleTypeCreate($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": types.VehicleTypeCreateDocument,
    "\n  mutation VehicleTypeDelete($id: ID!, $expectedVersion: Int) {\n    deleteVehicleType(id: $id, expectedVersion: $expectedVersion)\n  }\n": types.VehicleTypeDeleteDocument,
    "\n  mutation VehicleTypeUpdate($id: ID!, $input: VehicleTypeInput!, $expectedVersion: Int) {\n    updateVehicleType(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": types.VehicleTypeUpdateDocument,
    "\n  query VehicleTypesList {\n    vehicleTypes(includeInactive: true) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n": types.VehicleTypesListDocument,
    "\n  fragment BookingHistoryItem_booking on Booking {\n    id\n    date\n    time\n    vehicleType\n    notes\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n": types.BookingHistoryItem_BookingFragmentDoc,
    "\n  fragment CustomerCard_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    totalBookings\n    lastBooking\n  }\n": types.CustomerCard_CustomerFragmentDoc,
    "\n  fragment EditCustomerForm_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    notes\n  }\n": types.EditCustomerForm_CustomerFragmentDoc,
    "\n  subscription CustomerChanged {\n    customerChanged {\n      id\n      customer {\n        id\n        ...CustomerCache_customer\n      }\n    }\n  }\n": types.CustomerChangedDocument,
    "\n  query CustomerCount {\n    customers(offset: 0, limit: 1) {\n      total\n    }\n  }\n": types.CustomerCountDocument,
    "\n  query CustomerHistory($id: ID!) {\n    customer(id: $id) {\n      id\n      fullName\n      bookings {\n        id\n        ...BookingHistoryItem_booking\n      }\n    }\n  }\n": types.CustomerHistoryDocument,
    "\n  query CustomerIds($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": types.CustomerIdsDocument,
    "\n  subscription CustomerImportProgress($id: ID!) {\n    customerImportProgress(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n": types.CustomerImportProgressDocument,
    "\n  query CustomerImport($id: ID!) {\n    customerImport(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n": types.CustomerImportDocument,
    "\n  query CustomersPage($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...CustomerCard_customer\n      }\n    }\n  }\n": types.CustomersPageDocument,
    "\n  mutation DeleteCustomer($id: ID!, $expectedVersion: Int) {\n    deleteCustomer(id: $id, expectedVersion: $expectedVersion)\n  }\n": types.DeleteCustomerDocument,
    "\n  mutation DeleteCustomers($ids: [ID!]!) {\n    deleteCustomers(ids: $ids)\n  }\n": types.DeleteCustomersDocument,
    "\n  query EditCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      ...EditCustomerForm_customer\n    }\n  }\n": types.EditCustomerDocument,
    "\n  fragment CustomerImportFields on CustomerImport {\n    id\n    state\n    total\n    processed\n    created\n    updated\n    skipped\n    failed\n    errors\n    failedRowsCsv\n    message\n  }\n": types.CustomerImportFieldsFragmentDoc,
    "\n  mutation ImportCustomers($csv: String!) {\n    importCustomers(csv: $csv) {\n      ...CustomerImportFields\n    }\n  }\n": types.ImportCustomersDocument,
    "\n  mutation SendPortalSms($customerId: ID!) {\n    sendPortalSms(customerId: $customerId)\n  }\n": types.SendPortalSmsDocument,
    "\n  mutation UpdateCustomer($id: ID!, $changes: CustomerChanges!, $expectedVersion: Int) {\n    updateCustomer(id: $id, changes: $changes, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...CustomerCard_customer\n      ...EditCustomerForm_customer\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  fragment CustomerCache_customer on Customer {\n    id\n    ...CustomerCard_customer\n  }\n": types.CustomerCache_CustomerFragmentDoc,
    "\n  fragment CustomerKnown on Customer {\n    id\n  }\n": types.CustomerKnownFragmentDoc,
    "\n  fragment SummaryCards_summary on DashboardSummary {\n    todaysBookings\n    weeklyRevenue\n    newCustomers\n  }\n": types.SummaryCards_SummaryFragmentDoc,
    "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n": types.TodaysBookingItem_BookingFragmentDoc,
    "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n": types.CreateTestBookingDocument,
    "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n": types.DashboardReportDocument,
    "\n  query DashboardSummary {\n    dashboardSummary {\n      ...SummaryCards_summary\n    }\n  }\n": types.DashboardSummaryDocument,
    "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n": types.TestBookingServiceDocument,
    "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      # The list's order (by time), which bookingCache.ts keeps when a booking changes.\n      time\n      ...TodaysBookingItem_booking\n    }\n  }\n": types.TodaysBookingsDocument,
    "\n  fragment BilledToCustomer_customer on Customer {\n    id\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n  }\n": types.BilledToCustomer_CustomerFragmentDoc,
    "\n  mutation DiscardInvoiceDraft($id: ID!, $expectedVersion: Int) {\n    discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion)\n  }\n": types.DiscardInvoiceDraftDocument,
    "\n  query GeneratorCustomerSearch($search: String!) {\n    customers(search: $search, offset: 0, limit: 10) {\n      items {\n        id\n        ...BilledToCustomer_customer\n      }\n    }\n  }\n": types.GeneratorCustomerSearchDocument,
    "\n  subscription GeneratorInvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n    }\n  }\n": types.GeneratorInvoiceChangedDocument,
    "\n  query GeneratorSetup {\n    invoiceDefaults {\n      invoiceDate\n      dueDate\n      nextInvoiceNumber\n    }\n    businessInfo {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      timeZone\n    }\n    services {\n      id\n      ...ServicePricing_service\n    }\n    logo {\n      logoUrl\n    }\n  }\n": types.GeneratorSetupDocument,
    "\n  fragment InvoiceDraft_draft on InvoiceDraft {\n    id\n    version\n    type\n    invoiceDate\n    dueDate\n    customer {\n      id\n      fullName\n      email\n      phone\n      address\n      vehicleRego\n    }\n    business {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n    }\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    notes\n    updatedAt\n  }\n": types.InvoiceDraft_DraftFragmentDoc,
    "\n  query InvoiceDraft($id: ID!) {\n    invoiceDraft(id: $id) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": types.InvoiceDraftDocument,
    "\n  query InvoiceDrafts {\n    invoiceDrafts {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": types.InvoiceDraftsDocument,
    "\n  mutation IssueInvoiceDraft($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n": types.IssueInvoiceDraftDocument,
    "\n  mutation IssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n": types.IssueInvoiceDocument,
    "\n  fragment IssuedInvoice_invoice on Invoice {\n    id\n    version\n    invoiceNumber\n    type\n    status\n    invoiceDate\n    dueDate\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    totalAmount\n    amountPaid\n    amountDue\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    customerName\n    customerEmail\n    customerPhone\n    customerAddress\n    vehicleRego\n    pdfUrl\n  }\n": types.IssuedInvoice_InvoiceFragmentDoc,
    "\n  mutation RegisterInvoiceCustomer($input: CustomerInput!) {\n    registerCustomer(input: $input) {\n      id\n      ...BilledToCustomer_customer\n    }\n  }\n": types.RegisterInvoiceCustomerDocument,
    "\n  mutation SaveInvoiceDraft($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n": types.SaveInvoiceDraftDocument,
    "\n  fragment ServicePricing_service on Service {\n    id\n    name\n    description\n    active\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n  }\n": types.ServicePricing_ServiceFragmentDoc,
    "\n  mutation ChangeInvoiceStatus($id: ID!, $status: String!, $expectedVersion: Int) {\n    changeInvoiceStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {\n      id\n      ...InvoiceCache_invoice\n    }\n  }\n": types.ChangeInvoiceStatusDocument,
    "\n  mutation ConvertQuoteToInvoice($id: ID!) {\n    convertQuoteToInvoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceCache_invoice\n    }\n  }\n": types.ConvertQuoteToInvoiceDocument,
    "\n  mutation DeleteInvoice($id: ID!, $expectedVersion: Int) {\n    deleteInvoice(id: $id, expectedVersion: $expectedVersion)\n  }\n": types.DeleteInvoiceDocument,
    "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n      invoice {\n        id\n        ...InvoiceCache_invoice\n      }\n    }\n  }\n": types.InvoiceChangedDocument,
    "\n  query InvoicePage($search: String, $status: String, $offset: Int!, $limit: Int!) {\n    invoicePage(search: $search, status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": types.InvoicePageDocument,
    "\n  query InvoicePreview($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      totalAmount\n      amountPaid\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      pdfUrl\n    }\n    logo {\n      logoUrl\n    }\n  }\n": types.InvoicePreviewDocument,
    "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    invoiceNumber\n    type\n    customerName\n    invoiceDate\n    totalAmount\n    status\n    version\n    pdfUrl\n    convertedToInvoiceId\n    convertedToInvoiceNumber\n    convertedFromQuoteId\n    convertedFromQuoteNumber\n  }\n": types.InvoiceRow_InvoiceFragmentDoc,
    "\n  query InvoiceRow($id: ID!) {\n    invoice(id: $id) {\n      id\n      deleted\n      ...InvoiceCache_invoice\n    }\n  }\n": types.InvoiceRowDocument,
    "\n  fragment InvoiceCache_invoice on Invoice {\n    id\n    status\n    version\n    amountPaid\n    amountDue\n    ...InvoiceRow_invoice\n  }\n": types.InvoiceCache_InvoiceFragmentDoc,
    "\n  fragment FailedJobCard_job on FailedJob {\n    queue\n    id\n    name\n    reason\n    errorId\n    attempts\n    failedAt\n  }\n": types.FailedJobCard_JobFragmentDoc,
    "\n  fragment JobQueueTable_queue on JobQueue {\n    queue\n    waiting\n    active\n    delayed\n    failed\n  }\n": types.JobQueueTable_QueueFragmentDoc,
    "\n  query FailedJobs {\n    failedJobs {\n      queue\n      id\n      ...FailedJobCard_job\n    }\n  }\n": types.FailedJobsDocument,
    "\n  query JobQueues {\n    jobQueues {\n      queue\n      ...JobQueueTable_queue\n    }\n  }\n": types.JobQueuesDocument,
    "\n  subscription ProjectionProgress {\n    projectionProgress {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n": types.ProjectionProgressDocument,
    "\n  fragment ProjectionRow_projection on Projection {\n    name\n    version\n    rowsVersion\n    position\n    updatedAt\n    eventsBehind\n    eventsBehindCapped\n    secondsBehind\n    state\n    rebuild {\n      startedAt\n      done\n      total\n      percent\n    }\n    lease {\n      holder\n      since\n    }\n  }\n": types.ProjectionRow_ProjectionFragmentDoc,
    "\n  query Projections {\n    projections {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n": types.ProjectionsDocument,
    "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id)\n  }\n": types.RetryJobDocument,
    "\n  fragment BookingsTab_report on Report {\n    totalBookings\n    completedBookings\n    approvedBookings\n    pendingBookings\n    bookingsByStatus {\n      status\n      label\n      bookings\n    }\n  }\n": types.BookingsTab_ReportFragmentDoc,
    "\n  fragment CustomersTab_report on Report {\n    newCustomers\n  }\n": types.CustomersTab_ReportFragmentDoc,
    "\n  fragment OverviewTab_report on Report {\n    totalRevenueCents\n    totalBookings\n    newCustomers\n    averageBookingValueCents\n    topServices {\n      rank\n      serviceId\n      name\n      bookings\n    }\n  }\n": types.OverviewTab_ReportFragmentDoc,
    "\n  fragment RevenueTab_report on Report {\n    paidRevenueCents\n    pendingRevenueCents\n    bookedRevenueCents\n    totalInvoices\n    days {\n      date\n      paidRevenueCents\n      bookings\n    }\n  }\n": types.RevenueTab_ReportFragmentDoc,
    "\n  query ReportsPage($from: String!, $to: String!) {\n    report(from: $from, to: $to) {\n      from\n      to\n      ...OverviewTab_report\n      ...RevenueTab_report\n      ...BookingsTab_report\n      ...CustomersTab_report\n    }\n  }\n": types.ReportsPageDocument,
    "\n  fragment BusinessInfoForm_info on BusinessInfo {\n    version\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    appDomain\n    timeZone\n  }\n": types.BusinessInfoForm_InfoFragmentDoc,
    "\n  fragment PublicBookingsForm_settings on PublicBookingSettings {\n    version\n    publicBookingsPerPerson\n    selfServiceCutoffHours\n  }\n": types.PublicBookingsForm_SettingsFragmentDoc,
    "\n  fragment SmsAccountForm_settings on SmsSettings {\n    version\n    accountSid\n    authToken\n    fromNumber\n    isConfigured\n  }\n": types.SmsAccountForm_SettingsFragmentDoc,
    "\n  fragment SmsReminderForm_settings on SmsReminderSettings {\n    version\n    reminderLeadHours\n  }\n": types.SmsReminderForm_SettingsFragmentDoc,
    "\n  fragment SmsTemplatesForm_template on SmsTemplate {\n    id\n    version\n    name\n    description\n    enabled\n    message\n  }\n": types.SmsTemplatesForm_TemplateFragmentDoc,
    "\n  query Branding {\n    branding {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n": types.BrandingDocument,
    "\n  mutation SaveBranding($input: BrandingInput!, $expectedVersion: Int) {\n    saveBranding(input: $input, expectedVersion: $expectedVersion) {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n": types.SaveBrandingDocument,
    "\n  query BusinessInfoSettings {\n    businessInfo {\n      ...BusinessInfoForm_info\n    }\n  }\n": types.BusinessInfoSettingsDocument,
    "\n  query BusinessTimeZone {\n    businessInfo {\n      timeZone\n    }\n  }\n": types.BusinessTimeZoneDocument,
    "\n  query CustomerMenuItems {\n    customerMenuItems {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n": types.CustomerMenuItemsDocument,
    "\n  mutation SaveCustomerMenu($items: [CustomerMenuItemInput!]!, $expectedVersion: Int) {\n    saveCustomerMenu(items: $items, expectedVersion: $expectedVersion) {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n": types.SaveCustomerMenuDocument,
    "\n  query Logo {\n    logo {\n      logoUrl\n      logoName\n      version\n    }\n  }\n": types.LogoDocument,
    "\n  mutation SaveLogo($input: LogoInput!, $expectedVersion: Int) {\n    saveLogo(input: $input, expectedVersion: $expectedVersion) {\n      logoUrl\n      logoName\n      version\n    }\n  }\n": types.SaveLogoDocument,
    "\n  query PublicBookingSettings {\n    publicBookingSettings {\n      ...PublicBookingsForm_settings\n    }\n  }\n": types.PublicBookingSettingsDocument,
    "\n  mutation SaveBusinessInfo($input: BusinessInfoInput!, $expectedVersion: Int) {\n    saveBusinessInfo(input: $input, expectedVersion: $expectedVersion) {\n      version\n      timeZone\n      ...BusinessInfoForm_info\n    }\n  }\n": types.SaveBusinessInfoDocument,
    "\n  mutation SavePublicBookingSettings($input: PublicBookingSettingsInput!, $expectedVersion: Int) {\n    savePublicBookingSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...PublicBookingsForm_settings\n    }\n  }\n": types.SavePublicBookingSettingsDocument,
    "\n  mutation SaveSmsReminderSettings($input: SmsReminderSettingsInput!, $expectedVersion: Int) {\n    saveSmsReminderSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsReminderForm_settings\n    }\n  }\n": types.SaveSmsReminderSettingsDocument,
    "\n  mutation SaveSmsSettings($input: SmsSettingsInput!, $expectedVersion: Int) {\n    saveSmsSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsAccountForm_settings\n    }\n  }\n": types.SaveSmsSettingsDocument,
    "\n  mutation SaveSmsTemplates($templates: [SmsTemplateInput!]!, $expectedVersion: Int) {\n    saveSmsTemplates(templates: $templates, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...SmsTemplatesForm_template\n    }\n  }\n": types.SaveSmsTemplatesDocument,
    "\n  mutation SendTestSms($to: String!, $message: String) {\n    sendTestSms(to: $to, message: $message) {\n      providerMessageId\n    }\n  }\n": types.SendTestSmsDocument,
    "\n  query SmsSettings {\n    smsSettings {\n      ...SmsAccountForm_settings\n    }\n    smsTemplates {\n      id\n      ...SmsTemplatesForm_template\n    }\n    smsReminderSettings {\n      ...SmsReminderForm_settings\n    }\n  }\n": types.SmsSettingsDocument,
    "\n  query SettingsBookingStatuses {\n    bookingStatuses {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n": types.SettingsBookingStatusesDocument,
    "\n  mutation SaveBookingStatuses($statuses: [BookingStatusInput!]!, $expectedVersion: Int) {\n    saveBookingStatuses(statuses: $statuses, expectedVersion: $expectedVersion) {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n": types.SaveBookingStatusesDocument,
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
export function graphql(source: "\n  fragment CalendarEvent_booking on CalendarBooking {\n    id\n    fullName\n    time\n    endTime\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarEvent_booking on CalendarBooking {\n    id\n    fullName\n    time\n    endTime\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MonthGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    ...CalendarEvent_booking\n  }\n"): (typeof documents)["\n  fragment MonthGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    ...CalendarEvent_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeekGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    ...CalendarEvent_booking\n  }\n"): (typeof documents)["\n  fragment WeekGrid_booking on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    ...CalendarEvent_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VehicleTypeSelect_vehicleType on VehicleType {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment VehicleTypeSelect_vehicleType on VehicleType {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicesField_service on Service {\n    id\n    name\n    priceSedanHatch\n    priceSedanHatch2025\n    priceSedanHatchPre2025\n    priceSuv5\n    priceSuv52025\n    priceSuv5Pre2025\n    priceSuv7\n    priceSuv72025\n    priceSuv7Pre2025\n    priceUte\n    priceUte2025\n    priceUtePre2025\n  }\n"): (typeof documents)["\n  fragment ServicesField_service on Service {\n    id\n    name\n    priceSedanHatch\n    priceSedanHatch2025\n    priceSedanHatchPre2025\n    priceSuv5\n    priceSuv52025\n    priceSuv5Pre2025\n    priceSuv7\n    priceSuv72025\n    priceSuv7Pre2025\n    priceUte\n    priceUte2025\n    priceUtePre2025\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingEditTabs_booking on Booking {\n    id\n    version\n    ...DetailsTab_booking\n    ...PhotosTab_booking\n    ...CourtesyCarForm_booking\n  }\n"): (typeof documents)["\n  fragment BookingEditTabs_booking on Booking {\n    id\n    version\n    ...DetailsTab_booking\n    ...PhotosTab_booking\n    ...CourtesyCarForm_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    vehicleRego\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    quote {\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSummary_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleType\n    vehicleRego\n    services {\n      id\n      name\n      price\n      durationHours\n    }\n    quote {\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailsTab_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleRego\n    notes\n    vehicleType\n    serviceIds\n    services {\n      id\n      name\n    }\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment DetailsTab_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    address\n    date\n    time\n    vehicleRego\n    notes\n    vehicleType\n    serviceIds\n    services {\n      id\n      name\n    }\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailsTab_options on Query {\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment DetailsTab_options on Query {\n    services(includeInactive: true) {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    bookingStatuses {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotosTab_booking on Booking {\n    id\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PhotosTab_booking on Booking {\n    id\n    beforePhotos {\n      url\n      path\n      thumbnailUrl\n    }\n    afterPhotos {\n      url\n      path\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnverifiedNotice_booking on Booking {\n    id\n    version\n    verified\n  }\n"): (typeof documents)["\n  fragment UnverifiedNotice_booking on Booking {\n    id\n    version\n    verified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourtesyCarForm_booking on Booking {\n    id\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n"): (typeof documents)["\n  fragment CourtesyCarForm_booking on Booking {\n    id\n    licenseFrontPhoto\n    licenseBackPhoto\n    digitalSignature\n    signatureCanvas\n    termsAccepted\n    termsAcceptedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    verified\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingListCard_booking on Booking {\n    id\n    fullName\n    email\n    mobile\n    date\n    time\n    status\n    statusLabel\n    verified\n    vehicleType\n    services {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        ...BookingCache_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BookingChanged {\n    bookingChanged {\n      kind\n      bookingId\n      booking {\n        id\n        fullName\n        ...BookingCache_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingSummary_booking\n      ...UnverifiedNotice_booking\n      ...BookingEditTabs_booking\n    }\n    ...DetailsTab_options\n  }\n"): (typeof documents)["\n  query BookingDetails($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingSummary_booking\n      ...UnverifiedNotice_booking\n      ...BookingEditTabs_booking\n    }\n    ...DetailsTab_options\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      ...VehicleTypeSelect_vehicleType\n    }\n    services {\n      id\n      ...ServicesField_service\n    }\n  }\n"): (typeof documents)["\n  query BookingFormOptions {\n    vehicleTypes {\n      id\n      ...VehicleTypeSelect_vehicleType\n    }\n    services {\n      id\n      ...ServicesField_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsPage {\n    bookings {\n      id\n      # The list's order (newest date first), which bookingCache.ts keeps when a booking changes.\n      date\n      time\n      createdAt\n      ...BookingListCard_booking\n    }\n  }\n"): (typeof documents)["\n  query BookingsPage {\n    bookings {\n      id\n      # The list's order (newest date first), which bookingCache.ts keeps when a booking changes.\n      date\n      time\n      createdAt\n      ...BookingListCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      ...WeekGrid_booking\n      ...MonthGrid_booking\n    }\n  }\n"): (typeof documents)["\n  query CalendarBookings($from: String!, $to: String!) {\n    calendarBookings(from: $from, to: $to) {\n      id\n      ...WeekGrid_booking\n      ...MonthGrid_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSearch($search: String) {\n    customers(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n        email\n        mobile\n        address\n        vehicleRego\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerSearch($search: String) {\n    customers(search: $search, limit: 20) {\n      items {\n        id\n        fullName\n        email\n        mobile\n        address\n        vehicleRego\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBooking($id: ID!) {\n    deleteBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!, $expectedVersion: Int) {\n    updateBooking(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...BookingCache_booking\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!, $expectedVersion: Int) {\n    updateBooking(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...BookingCache_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCache_booking on Booking {\n    id\n    date\n    time\n    createdAt\n    vehicleType\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n      durationHours\n    }\n    ...BookingListCard_booking\n    ...TodaysBookingItem_booking\n    ...BookingSummary_booking\n    ...BookingEditTabs_booking\n  }\n"): (typeof documents)["\n  fragment BookingCache_booking on Booking {\n    id\n    date\n    time\n    createdAt\n    vehicleType\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n      durationHours\n    }\n    ...BookingListCard_booking\n    ...TodaysBookingItem_booking\n    ...BookingSummary_booking\n    ...BookingEditTabs_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCache_calendarEntry on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCache_calendarEntry on CalendarBooking {\n    id\n    date\n    time\n    endTime\n    durationHours\n    fullName\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedDetails_feed on CalendarFeed {\n    createdAt\n    urlHint\n    includeStatuses\n    includeContactDetails\n    lastSyncedAt\n  }\n"): (typeof documents)["\n  fragment FeedDetails_feed on CalendarFeed {\n    createdAt\n    urlHint\n    includeStatuses\n    includeContactDetails\n    lastSyncedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarSync {\n    calendarSync {\n      feed {\n        id\n        includeStatuses\n        includeContactDetails\n        ...FeedDetails_feed\n      }\n      totalBookings\n      bookingsThisWeek\n      exportBookingCount\n    }\n  }\n"): (typeof documents)["\n  query CalendarSync {\n    calendarSync {\n      feed {\n        id\n        includeStatuses\n        includeContactDetails\n        ...FeedDetails_feed\n      }\n      totalBookings\n      bookingsThisWeek\n      exportBookingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed($includeStatuses: [String!], $includeContactDetails: Boolean) {\n    createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) {\n      feedId\n      feedUrl\n      feed {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed($includeStatuses: [String!], $includeContactDetails: Boolean) {\n    createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) {\n      feedId\n      feedUrl\n      feed {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForceCalendarSync {\n    forceCalendarSync {\n      syncedAt\n      bookingCount\n    }\n  }\n"): (typeof documents)["\n  mutation ForceCalendarSync {\n    forceCalendarSync {\n      syncedAt\n      bookingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    active\n    showOnBookingForm\n    serviceImage\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    active\n    showOnBookingForm\n    serviceImage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceForm_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n    durationHours\n    active\n    showOnBookingForm\n    serviceImage\n  }\n"): (typeof documents)["\n  fragment ServiceForm_service on Service {\n    id\n    version\n    name\n    description\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n    durationHours\n    active\n    showOnBookingForm\n    serviceImage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VehicleTypeTable_vehicleType on VehicleType {\n    id\n    version\n    name\n    description\n    isActive\n    createdAt\n  }\n"): (typeof documents)["\n  fragment VehicleTypeTable_vehicleType on VehicleType {\n    id\n    version\n    name\n    description\n    isActive\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"): (typeof documents)["\n  mutation AddService($input: ServiceInput!) {\n    createService(input: $input) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: Int!, $expectedVersion: Int) {\n    deleteService(id: $id, expectedVersion: $expectedVersion)\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: Int!, $expectedVersion: Int) {\n    deleteService(id: $id, expectedVersion: $expectedVersion)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditService($id: Int!) {\n    service(id: $id) {\n      id\n      deleted\n      ...ServiceForm_service\n    }\n  }\n"): (typeof documents)["\n  query EditService($id: Int!) {\n    service(id: $id) {\n      id\n      deleted\n      ...ServiceForm_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesList {\n    services(includeInactive: true) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"): (typeof documents)["\n  query ServicesList {\n    services(includeInactive: true) {\n      id\n      ...ServiceCard_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: Int!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...ServiceCard_service\n      ...ServiceForm_service\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: Int!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...ServiceCard_service\n      ...ServiceForm_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VehicleTypeCreate($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"): (typeof documents)["\n  mutation VehicleTypeCreate($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VehicleTypeDelete($id: ID!, $expectedVersion: Int) {\n    deleteVehicleType(id: $id, expectedVersion: $expectedVersion)\n  }\n"): (typeof documents)["\n  mutation VehicleTypeDelete($id: ID!, $expectedVersion: Int) {\n    deleteVehicleType(id: $id, expectedVersion: $expectedVersion)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VehicleTypeUpdate($id: ID!, $input: VehicleTypeInput!, $expectedVersion: Int) {\n    updateVehicleType(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"): (typeof documents)["\n  mutation VehicleTypeUpdate($id: ID!, $input: VehicleTypeInput!, $expectedVersion: Int) {\n    updateVehicleType(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleTypesList {\n    vehicleTypes(includeInactive: true) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"): (typeof documents)["\n  query VehicleTypesList {\n    vehicleTypes(includeInactive: true) {\n      id\n      ...VehicleTypeTable_vehicleType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingHistoryItem_booking on Booking {\n    id\n    date\n    time\n    vehicleType\n    notes\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingHistoryItem_booking on Booking {\n    id\n    date\n    time\n    vehicleType\n    notes\n    status\n    statusLabel\n    services {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerCard_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    totalBookings\n    lastBooking\n  }\n"): (typeof documents)["\n  fragment CustomerCard_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    totalBookings\n    lastBooking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditCustomerForm_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    notes\n  }\n"): (typeof documents)["\n  fragment EditCustomerForm_customer on Customer {\n    id\n    version\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerChanged {\n    customerChanged {\n      id\n      customer {\n        id\n        ...CustomerCache_customer\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerChanged {\n    customerChanged {\n      id\n      customer {\n        id\n        ...CustomerCache_customer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCount {\n    customers(offset: 0, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CustomerCount {\n    customers(offset: 0, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerHistory($id: ID!) {\n    customer(id: $id) {\n      id\n      fullName\n      bookings {\n        id\n        ...BookingHistoryItem_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerHistory($id: ID!) {\n    customer(id: $id) {\n      id\n      fullName\n      bookings {\n        id\n        ...BookingHistoryItem_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerIds($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerIds($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerImportProgress($id: ID!) {\n    customerImportProgress(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerImportProgress($id: ID!) {\n    customerImportProgress(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerImport($id: ID!) {\n    customerImport(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerImport($id: ID!) {\n    customerImport(id: $id) {\n      ...CustomerImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersPage($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...CustomerCard_customer\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomersPage($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...CustomerCard_customer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!, $expectedVersion: Int) {\n    deleteCustomer(id: $id, expectedVersion: $expectedVersion)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!, $expectedVersion: Int) {\n    deleteCustomer(id: $id, expectedVersion: $expectedVersion)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomers($ids: [ID!]!) {\n    deleteCustomers(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomers($ids: [ID!]!) {\n    deleteCustomers(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      ...EditCustomerForm_customer\n    }\n  }\n"): (typeof documents)["\n  query EditCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n      ...EditCustomerForm_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerImportFields on CustomerImport {\n    id\n    state\n    total\n    processed\n    created\n    updated\n    skipped\n    failed\n    errors\n    failedRowsCsv\n    message\n  }\n"): (typeof documents)["\n  fragment CustomerImportFields on CustomerImport {\n    id\n    state\n    total\n    processed\n    created\n    updated\n    skipped\n    failed\n    errors\n    failedRowsCsv\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCustomers($csv: String!) {\n    importCustomers(csv: $csv) {\n      ...CustomerImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCustomers($csv: String!) {\n    importCustomers(csv: $csv) {\n      ...CustomerImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPortalSms($customerId: ID!) {\n    sendPortalSms(customerId: $customerId)\n  }\n"): (typeof documents)["\n  mutation SendPortalSms($customerId: ID!) {\n    sendPortalSms(customerId: $customerId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $changes: CustomerChanges!, $expectedVersion: Int) {\n    updateCustomer(id: $id, changes: $changes, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...CustomerCard_customer\n      ...EditCustomerForm_customer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $changes: CustomerChanges!, $expectedVersion: Int) {\n    updateCustomer(id: $id, changes: $changes, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...CustomerCard_customer\n      ...EditCustomerForm_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerCache_customer on Customer {\n    id\n    ...CustomerCard_customer\n  }\n"): (typeof documents)["\n  fragment CustomerCache_customer on Customer {\n    id\n    ...CustomerCard_customer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerKnown on Customer {\n    id\n  }\n"): (typeof documents)["\n  fragment CustomerKnown on Customer {\n    id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryCards_summary on DashboardSummary {\n    todaysBookings\n    weeklyRevenue\n    newCustomers\n  }\n"): (typeof documents)["\n  fragment SummaryCards_summary on DashboardSummary {\n    todaysBookings\n    weeklyRevenue\n    newCustomers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment TodaysBookingItem_booking on Booking {\n    id\n    fullName\n    services {\n      id\n      name\n    }\n    vehicleType\n    time\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTestBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      ...BookingCache_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n"): (typeof documents)["\n  query DashboardReport($startDate: String, $endDate: String) {\n    dashboardReport(startDate: $startDate, endDate: $endDate) {\n      totalRevenue\n      totalBookings\n      newCustomers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSummary {\n    dashboardSummary {\n      ...SummaryCards_summary\n    }\n  }\n"): (typeof documents)["\n  query DashboardSummary {\n    dashboardSummary {\n      ...SummaryCards_summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  query TestBookingService {\n    services {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysBookings {\n    todaysBookings {\n      id\n      # The list's order (by time), which bookingCache.ts keeps when a booking changes.\n      time\n      ...TodaysBookingItem_booking\n    }\n  }\n"): (typeof documents)["\n  query TodaysBookings {\n    todaysBookings {\n      id\n      # The list's order (by time), which bookingCache.ts keeps when a booking changes.\n      time\n      ...TodaysBookingItem_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BilledToCustomer_customer on Customer {\n    id\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n  }\n"): (typeof documents)["\n  fragment BilledToCustomer_customer on Customer {\n    id\n    fullName\n    email\n    mobile\n    address\n    companyName\n    vehicleRego\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardInvoiceDraft($id: ID!, $expectedVersion: Int) {\n    discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion)\n  }\n"): (typeof documents)["\n  mutation DiscardInvoiceDraft($id: ID!, $expectedVersion: Int) {\n    discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratorCustomerSearch($search: String!) {\n    customers(search: $search, offset: 0, limit: 10) {\n      items {\n        id\n        ...BilledToCustomer_customer\n      }\n    }\n  }\n"): (typeof documents)["\n  query GeneratorCustomerSearch($search: String!) {\n    customers(search: $search, offset: 0, limit: 10) {\n      items {\n        id\n        ...BilledToCustomer_customer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GeneratorInvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n    }\n  }\n"): (typeof documents)["\n  subscription GeneratorInvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratorSetup {\n    invoiceDefaults {\n      invoiceDate\n      dueDate\n      nextInvoiceNumber\n    }\n    businessInfo {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      timeZone\n    }\n    services {\n      id\n      ...ServicePricing_service\n    }\n    logo {\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query GeneratorSetup {\n    invoiceDefaults {\n      invoiceDate\n      dueDate\n      nextInvoiceNumber\n    }\n    businessInfo {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      timeZone\n    }\n    services {\n      id\n      ...ServicePricing_service\n    }\n    logo {\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDraft_draft on InvoiceDraft {\n    id\n    version\n    type\n    invoiceDate\n    dueDate\n    customer {\n      id\n      fullName\n      email\n      phone\n      address\n      vehicleRego\n    }\n    business {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n    }\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    notes\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment InvoiceDraft_draft on InvoiceDraft {\n    id\n    version\n    type\n    invoiceDate\n    dueDate\n    customer {\n      id\n      fullName\n      email\n      phone\n      address\n      vehicleRego\n    }\n    business {\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n    }\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    notes\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDraft($id: ID!) {\n    invoiceDraft(id: $id) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"): (typeof documents)["\n  query InvoiceDraft($id: ID!) {\n    invoiceDraft(id: $id) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDrafts {\n    invoiceDrafts {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"): (typeof documents)["\n  query InvoiceDrafts {\n    invoiceDrafts {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoiceDraft($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation IssueInvoiceDraft($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation IssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id\n      ...IssuedInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssuedInvoice_invoice on Invoice {\n    id\n    version\n    invoiceNumber\n    type\n    status\n    invoiceDate\n    dueDate\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    totalAmount\n    amountPaid\n    amountDue\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    customerName\n    customerEmail\n    customerPhone\n    customerAddress\n    vehicleRego\n    pdfUrl\n  }\n"): (typeof documents)["\n  fragment IssuedInvoice_invoice on Invoice {\n    id\n    version\n    invoiceNumber\n    type\n    status\n    invoiceDate\n    dueDate\n    items {\n      name\n      description\n      quantity\n      price\n      total\n      serviceId\n    }\n    subtotal\n    totalAmount\n    amountPaid\n    amountDue\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    customerName\n    customerEmail\n    customerPhone\n    customerAddress\n    vehicleRego\n    pdfUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterInvoiceCustomer($input: CustomerInput!) {\n    registerCustomer(input: $input) {\n      id\n      ...BilledToCustomer_customer\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterInvoiceCustomer($input: CustomerInput!) {\n    registerCustomer(input: $input) {\n      id\n      ...BilledToCustomer_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvoiceDraft($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInvoiceDraft($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) {\n    saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      id\n      ...InvoiceDraft_draft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicePricing_service on Service {\n    id\n    name\n    description\n    active\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n  }\n"): (typeof documents)["\n  fragment ServicePricing_service on Service {\n    id\n    name\n    description\n    active\n    priceSedanHatch\n    priceSuv5\n    priceSuv7\n    priceUte\n    priceSedanHatch2025\n    priceSuv52025\n    priceSuv72025\n    priceUte2025\n    priceSedanHatchPre2025\n    priceSuv5Pre2025\n    priceSuv7Pre2025\n    priceUtePre2025\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeInvoiceStatus($id: ID!, $status: String!, $expectedVersion: Int) {\n    changeInvoiceStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {\n      id\n      ...InvoiceCache_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeInvoiceStatus($id: ID!, $status: String!, $expectedVersion: Int) {\n    changeInvoiceStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {\n      id\n      ...InvoiceCache_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertQuoteToInvoice($id: ID!) {\n    convertQuoteToInvoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceCache_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertQuoteToInvoice($id: ID!) {\n    convertQuoteToInvoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceCache_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoice($id: ID!, $expectedVersion: Int) {\n    deleteInvoice(id: $id, expectedVersion: $expectedVersion)\n  }\n"): (typeof documents)["\n  mutation DeleteInvoice($id: ID!, $expectedVersion: Int) {\n    deleteInvoice(id: $id, expectedVersion: $expectedVersion)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n      invoice {\n        id\n        ...InvoiceCache_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription InvoiceChanged {\n    invoiceChanged {\n      kind\n      invoiceId\n      invoice {\n        id\n        ...InvoiceCache_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePage($search: String, $status: String, $offset: Int!, $limit: Int!) {\n    invoicePage(search: $search, status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoicePage($search: String, $status: String, $offset: Int!, $limit: Int!) {\n    invoicePage(search: $search, status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePreview($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      totalAmount\n      amountPaid\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      pdfUrl\n    }\n    logo {\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  query InvoicePreview($id: ID!) {\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      type\n      status\n      invoiceDate\n      items {\n        name\n        description\n        quantity\n        price\n        total\n      }\n      subtotal\n      totalAmount\n      amountPaid\n      businessName\n      businessAddress\n      businessPhone\n      businessEmail\n      businessAbn\n      customerName\n      customerEmail\n      customerPhone\n      customerAddress\n      vehicleRego\n      pdfUrl\n    }\n    logo {\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    invoiceNumber\n    type\n    customerName\n    invoiceDate\n    totalAmount\n    status\n    version\n    pdfUrl\n    convertedToInvoiceId\n    convertedToInvoiceNumber\n    convertedFromQuoteId\n    convertedFromQuoteNumber\n  }\n"): (typeof documents)["\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    invoiceNumber\n    type\n    customerName\n    invoiceDate\n    totalAmount\n    status\n    version\n    pdfUrl\n    convertedToInvoiceId\n    convertedToInvoiceNumber\n    convertedFromQuoteId\n    convertedFromQuoteNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceRow($id: ID!) {\n    invoice(id: $id) {\n      id\n      deleted\n      ...InvoiceCache_invoice\n    }\n  }\n"): (typeof documents)["\n  query InvoiceRow($id: ID!) {\n    invoice(id: $id) {\n      id\n      deleted\n      ...InvoiceCache_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceCache_invoice on Invoice {\n    id\n    status\n    version\n    amountPaid\n    amountDue\n    ...InvoiceRow_invoice\n  }\n"): (typeof documents)["\n  fragment InvoiceCache_invoice on Invoice {\n    id\n    status\n    version\n    amountPaid\n    amountDue\n    ...InvoiceRow_invoice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FailedJobCard_job on FailedJob {\n    queue\n    id\n    name\n    reason\n    errorId\n    attempts\n    failedAt\n  }\n"): (typeof documents)["\n  fragment FailedJobCard_job on FailedJob {\n    queue\n    id\n    name\n    reason\n    errorId\n    attempts\n    failedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobQueueTable_queue on JobQueue {\n    queue\n    waiting\n    active\n    delayed\n    failed\n  }\n"): (typeof documents)["\n  fragment JobQueueTable_queue on JobQueue {\n    queue\n    waiting\n    active\n    delayed\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedJobs {\n    failedJobs {\n      queue\n      id\n      ...FailedJobCard_job\n    }\n  }\n"): (typeof documents)["\n  query FailedJobs {\n    failedJobs {\n      queue\n      id\n      ...FailedJobCard_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobQueues {\n    jobQueues {\n      queue\n      ...JobQueueTable_queue\n    }\n  }\n"): (typeof documents)["\n  query JobQueues {\n    jobQueues {\n      queue\n      ...JobQueueTable_queue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectionProgress {\n    projectionProgress {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectionProgress {\n    projectionProgress {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectionRow_projection on Projection {\n    name\n    version\n    rowsVersion\n    position\n    updatedAt\n    eventsBehind\n    eventsBehindCapped\n    secondsBehind\n    state\n    rebuild {\n      startedAt\n      done\n      total\n      percent\n    }\n    lease {\n      holder\n      since\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectionRow_projection on Projection {\n    name\n    version\n    rowsVersion\n    position\n    updatedAt\n    eventsBehind\n    eventsBehindCapped\n    secondsBehind\n    state\n    rebuild {\n      startedAt\n      done\n      total\n      percent\n    }\n    lease {\n      holder\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projections {\n    projections {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n"): (typeof documents)["\n  query Projections {\n    projections {\n      name\n      ...ProjectionRow_projection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryJob($queue: String!, $id: ID!) {\n    retryJob(queue: $queue, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingsTab_report on Report {\n    totalBookings\n    completedBookings\n    approvedBookings\n    pendingBookings\n    bookingsByStatus {\n      status\n      label\n      bookings\n    }\n  }\n"): (typeof documents)["\n  fragment BookingsTab_report on Report {\n    totalBookings\n    completedBookings\n    approvedBookings\n    pendingBookings\n    bookingsByStatus {\n      status\n      label\n      bookings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomersTab_report on Report {\n    newCustomers\n  }\n"): (typeof documents)["\n  fragment CustomersTab_report on Report {\n    newCustomers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewTab_report on Report {\n    totalRevenueCents\n    totalBookings\n    newCustomers\n    averageBookingValueCents\n    topServices {\n      rank\n      serviceId\n      name\n      bookings\n    }\n  }\n"): (typeof documents)["\n  fragment OverviewTab_report on Report {\n    totalRevenueCents\n    totalBookings\n    newCustomers\n    averageBookingValueCents\n    topServices {\n      rank\n      serviceId\n      name\n      bookings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevenueTab_report on Report {\n    paidRevenueCents\n    pendingRevenueCents\n    bookedRevenueCents\n    totalInvoices\n    days {\n      date\n      paidRevenueCents\n      bookings\n    }\n  }\n"): (typeof documents)["\n  fragment RevenueTab_report on Report {\n    paidRevenueCents\n    pendingRevenueCents\n    bookedRevenueCents\n    totalInvoices\n    days {\n      date\n      paidRevenueCents\n      bookings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPage($from: String!, $to: String!) {\n    report(from: $from, to: $to) {\n      from\n      to\n      ...OverviewTab_report\n      ...RevenueTab_report\n      ...BookingsTab_report\n      ...CustomersTab_report\n    }\n  }\n"): (typeof documents)["\n  query ReportsPage($from: String!, $to: String!) {\n    report(from: $from, to: $to) {\n      from\n      to\n      ...OverviewTab_report\n      ...RevenueTab_report\n      ...BookingsTab_report\n      ...CustomersTab_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessInfoForm_info on BusinessInfo {\n    version\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    appDomain\n    timeZone\n  }\n"): (typeof documents)["\n  fragment BusinessInfoForm_info on BusinessInfo {\n    version\n    businessName\n    businessAddress\n    businessPhone\n    businessEmail\n    businessAbn\n    appDomain\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicBookingsForm_settings on PublicBookingSettings {\n    version\n    publicBookingsPerPerson\n    selfServiceCutoffHours\n  }\n"): (typeof documents)["\n  fragment PublicBookingsForm_settings on PublicBookingSettings {\n    version\n    publicBookingsPerPerson\n    selfServiceCutoffHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmsAccountForm_settings on SmsSettings {\n    version\n    accountSid\n    authToken\n    fromNumber\n    isConfigured\n  }\n"): (typeof documents)["\n  fragment SmsAccountForm_settings on SmsSettings {\n    version\n    accountSid\n    authToken\n    fromNumber\n    isConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmsReminderForm_settings on SmsReminderSettings {\n    version\n    reminderLeadHours\n  }\n"): (typeof documents)["\n  fragment SmsReminderForm_settings on SmsReminderSettings {\n    version\n    reminderLeadHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmsTemplatesForm_template on SmsTemplate {\n    id\n    version\n    name\n    description\n    enabled\n    message\n  }\n"): (typeof documents)["\n  fragment SmsTemplatesForm_template on SmsTemplate {\n    id\n    version\n    name\n    description\n    enabled\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branding {\n    branding {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n"): (typeof documents)["\n  query Branding {\n    branding {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBranding($input: BrandingInput!, $expectedVersion: Int) {\n    saveBranding(input: $input, expectedVersion: $expectedVersion) {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBranding($input: BrandingInput!, $expectedVersion: Int) {\n    saveBranding(input: $input, expectedVersion: $expectedVersion) {\n      companyName\n      loginIcon\n      loginIconName\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessInfoSettings {\n    businessInfo {\n      ...BusinessInfoForm_info\n    }\n  }\n"): (typeof documents)["\n  query BusinessInfoSettings {\n    businessInfo {\n      ...BusinessInfoForm_info\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessTimeZone {\n    businessInfo {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query BusinessTimeZone {\n    businessInfo {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerMenuItems {\n    customerMenuItems {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n"): (typeof documents)["\n  query CustomerMenuItems {\n    customerMenuItems {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomerMenu($items: [CustomerMenuItemInput!]!, $expectedVersion: Int) {\n    saveCustomerMenu(items: $items, expectedVersion: $expectedVersion) {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCustomerMenu($items: [CustomerMenuItemInput!]!, $expectedVersion: Int) {\n    saveCustomerMenu(items: $items, expectedVersion: $expectedVersion) {\n      title\n      url\n      isEnabled\n      sortOrder\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Logo {\n    logo {\n      logoUrl\n      logoName\n      version\n    }\n  }\n"): (typeof documents)["\n  query Logo {\n    logo {\n      logoUrl\n      logoName\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLogo($input: LogoInput!, $expectedVersion: Int) {\n    saveLogo(input: $input, expectedVersion: $expectedVersion) {\n      logoUrl\n      logoName\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLogo($input: LogoInput!, $expectedVersion: Int) {\n    saveLogo(input: $input, expectedVersion: $expectedVersion) {\n      logoUrl\n      logoName\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBookingSettings {\n    publicBookingSettings {\n      ...PublicBookingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query PublicBookingSettings {\n    publicBookingSettings {\n      ...PublicBookingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBusinessInfo($input: BusinessInfoInput!, $expectedVersion: Int) {\n    saveBusinessInfo(input: $input, expectedVersion: $expectedVersion) {\n      version\n      timeZone\n      ...BusinessInfoForm_info\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBusinessInfo($input: BusinessInfoInput!, $expectedVersion: Int) {\n    saveBusinessInfo(input: $input, expectedVersion: $expectedVersion) {\n      version\n      timeZone\n      ...BusinessInfoForm_info\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePublicBookingSettings($input: PublicBookingSettingsInput!, $expectedVersion: Int) {\n    savePublicBookingSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...PublicBookingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation SavePublicBookingSettings($input: PublicBookingSettingsInput!, $expectedVersion: Int) {\n    savePublicBookingSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...PublicBookingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSmsReminderSettings($input: SmsReminderSettingsInput!, $expectedVersion: Int) {\n    saveSmsReminderSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsReminderForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSmsReminderSettings($input: SmsReminderSettingsInput!, $expectedVersion: Int) {\n    saveSmsReminderSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsReminderForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSmsSettings($input: SmsSettingsInput!, $expectedVersion: Int) {\n    saveSmsSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsAccountForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSmsSettings($input: SmsSettingsInput!, $expectedVersion: Int) {\n    saveSmsSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SmsAccountForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSmsTemplates($templates: [SmsTemplateInput!]!, $expectedVersion: Int) {\n    saveSmsTemplates(templates: $templates, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...SmsTemplatesForm_template\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSmsTemplates($templates: [SmsTemplateInput!]!, $expectedVersion: Int) {\n    saveSmsTemplates(templates: $templates, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...SmsTemplatesForm_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestSms($to: String!, $message: String) {\n    sendTestSms(to: $to, message: $message) {\n      providerMessageId\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestSms($to: String!, $message: String) {\n    sendTestSms(to: $to, message: $message) {\n      providerMessageId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsSettings {\n    smsSettings {\n      ...SmsAccountForm_settings\n    }\n    smsTemplates {\n      id\n      ...SmsTemplatesForm_template\n    }\n    smsReminderSettings {\n      ...SmsReminderForm_settings\n    }\n  }\n"): (typeof documents)["\n  query SmsSettings {\n    smsSettings {\n      ...SmsAccountForm_settings\n    }\n    smsTemplates {\n      id\n      ...SmsTemplatesForm_template\n    }\n    smsReminderSettings {\n      ...SmsReminderForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsBookingStatuses {\n    bookingStatuses {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsBookingStatuses {\n    bookingStatuses {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBookingStatuses($statuses: [BookingStatusInput!]!, $expectedVersion: Int) {\n    saveBookingStatuses(statuses: $statuses, expectedVersion: $expectedVersion) {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBookingStatuses($statuses: [BookingStatusInput!]!, $expectedVersion: Int) {\n    saveBookingStatuses(statuses: $statuses, expectedVersion: $expectedVersion) {\n      id\n      name\n      label\n      description\n      version\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;