import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf, upcastFrom } from '../eventDefinition.js';
import { bookingQuote } from './quote.js';

/**
 * Facts about a booking. Past tense; data carries facts only, never blobs (blob ids instead).
 * Each type's data is its schema's output: the schemas below are the one source of these shapes.
 */

const bookingDetails = z.object({
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  vehicleType: z.string(),
  modelYear: z.number().int().nullable(),
  vehicleRego: z.string().nullable(),
  serviceIds: z.array(z.number().int()),
  notes: z.string().nullable(),
});
export type BookingDetails = z.output<typeof bookingDetails>;
export type BookingDetailField = keyof BookingDetails;

const photoType = z.enum(['before', 'after']);
export type PhotoType = z.output<typeof photoType>;

const storedPhoto = z.object({
  /** `/customer-cars/<bookingId>/<before|after>/<blobId>`: the spec's photo path. */
  path: z.string(),
  blobId: z.string(),
  thumbnailBlobId: z.string(),
});
export type StoredPhoto = z.output<typeof storedPhoto>;

const termsAcceptedAt = z.string().nullable();

const bookingCreatedV1 = bookingDetails.extend({
  bookingId: z.string(),
  status: z.string(),
  termsAccepted: z.boolean(),
  termsAcceptedAt,
  source: z.enum(['admin', 'public']),
});

const bookingCreatedV2 = bookingCreatedV1.extend({ customerId: z.string().nullable() });
const bookingDetailsUpdatedV1 = z.object({ bookingId: z.string(), changes: bookingDetails.partial() });

export const bookingEventTypes = {
  /**
   * Version 2 names the customer the booking belongs to. Bookings from before the customers
   * context have none (null); a startup backfill assigns them (BookingAssignedToCustomer).
   * Version 3 records the price quoted at creation. Bookings from before quotes have none (null)
   * until the quote backfill gives them one (BookingQuoteRecorded).
   */
  BookingCreated: defineEvent({
    version: 3,
    schema: bookingCreatedV2.extend({ quote: bookingQuote.nullable() }),
    upcasters: {
      1: upcastFrom(bookingCreatedV1, (data) => Object.assign(data, { customerId: null })),
      2: upcastFrom(bookingCreatedV2, (data) => Object.assign(data, { quote: null })),
    },
    personal: ['fullName', 'email', 'mobile', 'address', 'vehicleRego', 'notes'],
  }),
  /**
   * A booking from before quotes, priced once by the backfill at the catalog as it stood when the
   * booking was made.
   */
  BookingQuoteRecorded: defineEvent({ schema: z.object({ bookingId: z.string(), quote: bookingQuote }) }),
  /** The booking now belongs to this customer (its e-mail changed, or it had none). */
  BookingAssignedToCustomer: defineEvent({ schema: z.object({ bookingId: z.string(), customerId: z.string() }) }),
  /**
   * Only the fields that changed, with their new values. Version 2: a change of services, vehicle
   * type or model year carries the new quote, at the catalog of that moment; other changes keep
   * the booking's quote and carry none.
   */
  BookingDetailsUpdated: defineEvent({
    version: 2,
    schema: bookingDetailsUpdatedV1.extend({ quote: bookingQuote.optional() }),
    upcasters: { 1: upcastFrom(bookingDetailsUpdatedV1, (data) => data) },
    personal: ['changes.fullName', 'changes.email', 'changes.mobile', 'changes.address', 'changes.vehicleRego', 'changes.notes'],
  }),
  BookingStatusChanged: defineEvent({ schema: z.object({ bookingId: z.string(), from: z.string(), to: z.string() }) }),
  /** The booking became completed (or 'create_paid_invoice'): the business was paid; invoicing reacts. */
  BookingCompleted: defineEvent({ schema: z.object({ bookingId: z.string(), status: z.string() }) }),
  BookingDeleted: defineEvent({ schema: z.object({ bookingId: z.string() }) }),
  PhotosUploaded: defineEvent({ schema: z.object({ bookingId: z.string(), photoType, photos: z.array(storedPhoto) }) }),
  PhotoRemoved: defineEvent({ schema: z.object({ bookingId: z.string(), photoType, path: z.string() }) }),
  /** A side left out is unchanged; null removes it. */
  LicencePhotosAttached: defineEvent({
    schema: z.object({ bookingId: z.string(), front: z.string().nullable().optional(), back: z.string().nullable().optional() }),
  }),
  CourtesyCarAgreementSigned: defineEvent({
    schema: z.object({
      bookingId: z.string(),
      /** The typed full legal name. */
      digitalSignature: z.string().nullable(),
      signatureBlobId: z.string().nullable(),
      termsAccepted: z.boolean(),
      termsAcceptedAt,
    }),
    personal: ['digitalSignature'],
  }),
} as const;

type Of<K extends keyof typeof bookingEventTypes> = EventOf<typeof bookingEventTypes, K>;
export type BookingCreated = Of<'BookingCreated'>;
export type BookingDetailsUpdated = Of<'BookingDetailsUpdated'>;
export type BookingQuoteRecorded = Of<'BookingQuoteRecorded'>;
export type BookingStatusChanged = Of<'BookingStatusChanged'>;
export type BookingCompleted = Of<'BookingCompleted'>;
export type BookingDeleted = Of<'BookingDeleted'>;
export type BookingAssignedToCustomer = Of<'BookingAssignedToCustomer'>;
export type PhotosUploaded = Of<'PhotosUploaded'>;
export type PhotoRemoved = Of<'PhotoRemoved'>;
export type LicencePhotosAttached = Of<'LicencePhotosAttached'>;
export type CourtesyCarAgreementSigned = Of<'CourtesyCarAgreementSigned'>;

export type BookingEvent = EventsOf<typeof bookingEventTypes>;
export type BookingEventType = BookingEvent['type'];

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;
export const BOOKING_STREAM_PREFIX = 'booking-';
export const photoPath = (bookingId: string, photoType: PhotoType, blobId: string) => `/customer-cars/${bookingId}/${photoType}/${blobId}`;

/** Statuses that mean the job is done and paid (000 §4): entering one completes the booking. */
export const COMPLETING_STATUSES: readonly string[] = ['completed', 'create_paid_invoice'];

/**
 * Statuses by which the business confirms a public booking: approved, or the job done. Staff
 * bookings are the business's own record from the start. A verified booking's plate signs its
 * customer in to the portal, and the portal shows it; a public booking no staff member has
 * confirmed does neither (anyone can type anyone's e-mail into the wizard). Once verified, always.
 */
export const VERIFYING_STATUSES: readonly string[] = ['approved', ...COMPLETING_STATUSES];

/** Whether a booking created so is verified from the start: a staff booking, or one created with a verifying status. */
export const verifiedAtCreation = (created: { source: 'admin' | 'public'; status: string }): boolean =>
  created.source !== 'public' || VERIFYING_STATUSES.includes(created.status);
