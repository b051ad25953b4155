import type { FieldPolicy, TypePolicies } from '@apollo/client';
import { type CalendarRange, calendarRangeKey } from '@/modules/bookings/utils/calendarRange';

/** A list the server always sends whole: the answer replaces what the cache held. */
const replaced: FieldPolicy = { merge: (_existing: unknown, incoming: unknown) => incoming };

/** Kept inside the object that holds it, never shared by id: values, not entities. */
const value = { keyFields: false } as const;

/**
 * How the cache identifies every object type of the schema (a test keeps this complete): entities
 * by their id, so a change written once shows on every screen; singletons once; values inside
 * their owner. A booking's service carries that booking's price, so it is a value.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      bookings: replaced,
      todaysBookings: replaced,
      // One list per range; bookingCache.ts reads the range back to place a changed booking.
      calendarBookings: { ...replaced, keyArgs: (args) => calendarRangeKey(args as unknown as CalendarRange) },
      services: replaced,
      vehicleTypes: replaced,
      bookingStatuses: replaced,
      // One entry per search and page (all arguments key it); a live change refetches the page shown.
      customers: replaced,
      invoices: replaced,
      invoicePage: replaced,
      invoiceDrafts: replaced,
      failedJobs: replaced,
      jobQueues: replaced,
      projections: replaced,
      smsTemplates: replaced,
      customerMenu: replaced,
      customerMenuItems: replaced,
      bookingHistory: replaced,
      invoiceHistory: replaced,
    },
  },
  Booking: { keyFields: ['id'], fields: { services: replaced, beforePhotos: replaced, afterPhotos: replaced } },
  CalendarBooking: { keyFields: ['id'], fields: { services: replaced, beforePhotos: replaced, afterPhotos: replaced } },
  BookingStatus: { keyFields: ['id'] },
  Service: { keyFields: ['id'] },
  VehicleType: { keyFields: ['id'] },
  Invoice: { keyFields: ['id'], fields: { items: replaced } },
  // A draft keeps its id when issued, but as another type: the two never share a cache entry.
  InvoiceDraft: { keyFields: ['id'], fields: { items: replaced } },
  Customer: { keyFields: ['id'], fields: { bookings: replaced } },
  CustomerImport: { keyFields: ['id'], fields: { errors: replaced } },
  User: { keyFields: ['id'] },
  SmsTemplate: { keyFields: ['id'] },
  // A job id is unique within its queue only.
  FailedJob: { keyFields: ['queue', 'id'] },
  JobQueue: { keyFields: ['queue'] },
  // A read model by its name: projectionProgress updates the row the table shows in place.
  Projection: { keyFields: ['name'] },
  ProjectionRebuild: value,
  ProjectionLease: value,
  DashboardSummary: { keyFields: [] },
  BusinessInfo: { keyFields: [] },
  SmsSettings: { keyFields: [] },
  PublicBookingSettings: { keyFields: [] },
  SmsReminderSettings: { keyFields: [] },
  Logo: { keyFields: [] },
  Branding: { keyFields: [] },
  // The calendar screen's one summary; the feed by its non-secret id; what a mutation answers is a value.
  CalendarSync: { keyFields: [] },
  CalendarFeed: { keyFields: ['id'] },
  CreatedCalendarFeed: value,
  ForcedCalendarSync: value,
  // A report belongs to the range it was asked for (Query.report's arguments key it).
  Report: value,
  ReportDay: value,
  ReportServiceRank: value,
  ReportStatusCount: value,
  PortalBranding: { keyFields: [] },
  // The menu is saved as one list; its items have no id of their own.
  CustomerMenuItem: value,
  CustomerMenuLink: value,
  // The wizard reads it over REST; an admin screen asking for it would get today's answer whole.
  BookingAvailability: value,
  DashboardReport: value,
  BookingService: value,
  BookingQuote: value,
  BookingQuoteItem: value,
  Photo: value,
  PhotoUploadResult: value,
  PhotoUploadFailure: value,
  BookingChange: value,
  CustomerChange: value,
  // One page of a search: Query.customers replaces it whole; its customers are entities.
  CustomerPage: { ...value, fields: { items: replaced } },
  BookingHistoryEntry: value,
  InvoiceHistoryEntry: value,
  InvoiceItem: value,
  InvoiceChange: value,
  // One page of a search: Query.invoicePage replaces it whole; its invoices are entities.
  InvoicePage: { ...value, fields: { items: replaced } },
  // Today's answer whole, each time it is asked (the next number moves).
  InvoiceDefaults: value,
  InvoiceDraftCustomer: value,
  InvoiceDraftBusiness: value,
  FieldChange: value,
  Actor: value,
  SmsTestResult: value,
};
