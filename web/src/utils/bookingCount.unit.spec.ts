import { describe, expect, it } from 'vitest';
import { bookingCount } from './bookingCount';

describe('a count of bookings', () => {
  it("reads 'N bookings', and '1 booking' for one", () => {
    expect(bookingCount(0)).toBe('0 bookings');
    expect(bookingCount(1)).toBe('1 booking');
    expect(bookingCount(12)).toBe('12 bookings');
  });
});
