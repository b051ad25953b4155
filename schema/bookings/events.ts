/** Facts about a booking. Past tense; data carries facts only, never blobs (blob ids instead). */

export interface BookingDetails {
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  date: string;
  time: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string | null;
  serviceIds: number[];
  notes: string | null;
}

export type BookingDetailField = keyof BookingDetails;

export interface BookingCreated {
  type: 'BookingCreated';
  data: BookingDetails & {
    bookingId: string;
    status: string;
    termsAccepted: boolean;
    termsAcceptedAt: string | null;
    source: 'admin' | 'public';
  };
}

/** Only the fields that changed, with their new values. */
export interface BookingDetailsUpdated {
  type: 'BookingDetailsUpdated';
  data: { bookingId: string; changes: Partial<BookingDetails> };
}

export interface BookingStatusChanged {
  type: 'BookingStatusChanged';
  data: { bookingId: string; from: string; to: string };
}

/** The booking became completed (or 'create_paid_invoice'): the business was paid; invoicing reacts. */
export interface BookingCompleted {
  type: 'BookingCompleted';
  data: { bookingId: string; status: string };
}

export interface BookingDeleted {
  type: 'BookingDeleted';
  data: { bookingId: string };
}

export type PhotoType = 'before' | 'after';

export interface StoredPhoto {
  /** `/customer-cars/<bookingId>/<before|after>/<blobId>`: the spec's photo path. */
  path: string;
  blobId: string;
  thumbnailBlobId: string;
}

export interface PhotosUploaded {
  type: 'PhotosUploaded';
  data: { bookingId: string; photoType: PhotoType; photos: StoredPhoto[] };
}

export interface PhotoRemoved {
  type: 'PhotoRemoved';
  data: { bookingId: string; photoType: PhotoType; path: string };
}

export interface LicencePhotosAttached {
  type: 'LicencePhotosAttached';
  /** A side left out is unchanged; null removes it. */
  data: { bookingId: string; front?: string | null; back?: string | null };
}

export interface CourtesyCarAgreementSigned {
  type: 'CourtesyCarAgreementSigned';
  data: {
    bookingId: string;
    /** The typed full legal name. */
    digitalSignature: string | null;
    signatureBlobId: string | null;
    termsAccepted: boolean;
    termsAcceptedAt: string | null;
  };
}

export type BookingEvent =
  | BookingCreated
  | BookingDetailsUpdated
  | BookingStatusChanged
  | BookingCompleted
  | BookingDeleted
  | PhotosUploaded
  | PhotoRemoved
  | LicencePhotosAttached
  | CourtesyCarAgreementSigned;
export type BookingEventType = BookingEvent['type'];

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;
export const BOOKING_STREAM_PREFIX = 'booking-';
export const photoPath = (bookingId: string, photoType: PhotoType, blobId: string) => `/customer-cars/${bookingId}/${photoType}/${blobId}`;

/** Statuses that mean the job is done and paid (000 §4): entering one completes the booking. */
export const COMPLETING_STATUSES: readonly string[] = ['completed', 'create_paid_invoice'];
