import { createHash } from 'node:crypto';

/** The one invoice a booking can have: its id follows from the booking's, so no retry or replay makes a second. */
export function invoiceIdForBooking(bookingId: string): string {
  const hex = createHash('sha256').update(`invoice-for-booking:${bookingId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
