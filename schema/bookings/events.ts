/** Facts about a booking. Past tense; data carries facts only, never blobs. */
export interface BookingCreated {
  type: 'BookingCreated';
  data: {
    bookingId: string;
    fullName: string;
    email: string;
    mobile: string;
    address: string | null;
    date: string;
    time: string;
    vehicleType: string;
    modelYear: number;
    vehicleRego: string | null;
    serviceIds: number[];
    notes: string | null;
    status: string;
    termsAccepted: boolean;
    termsAcceptedAt: string | null;
    source: 'admin' | 'public';
  };
}

export type BookingEvent = BookingCreated;
export type BookingEventType = BookingEvent['type'];

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;
export const BOOKING_STREAM_PREFIX = 'booking-';
