/**
 * Spec 000 §3: placeholder bookings (vehicle type 'CUSTOMER_PROFILE' or date '1900-01-01') hold a
 * customer's profile; no list shows them, as the server's lists leave them out.
 */
export function isListedBooking(booking: { vehicleType: string; date: string }): boolean {
  return booking.vehicleType !== 'CUSTOMER_PROFILE' && booking.date !== '1900-01-01';
}
