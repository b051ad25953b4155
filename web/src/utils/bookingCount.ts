/** A count of bookings as the spec writes it, 'N bookings', singular for one: "1 booking", "3 bookings". */
export const bookingCount = (count: number): string => `${count} ${count === 1 ? 'booking' : 'bookings'}`;
