import { describe, expect, it } from 'vitest';
import { splitBookings } from './splitBookings';

const TODAY = '2026-03-15';
const booking = (id: string, date: string, status: string, time = '10:00') => ({ id, date, time, status });

describe('splitBookings (001 §4)', () => {
  it('puts a booking today or later that is not completed or cancelled in Upcoming, soonest first', () => {
    const { upcoming } = splitBookings(
      [booking('later', '2026-04-01', 'pending'), booking('today-late', TODAY, 'approved', '15:00'), booking('today', TODAY, 'pending', '09:00')],
      TODAY,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['today', 'today-late', 'later']);
  });

  it('puts a past booking, whatever its status, and a completed one, whatever its date, in History, newest first', () => {
    const { upcoming, history } = splitBookings(
      [
        booking('past-pending', '2026-03-14', 'pending'),
        booking('future-completed', '2026-03-20', 'completed'),
        booking('old-completed', '2025-12-01', 'completed'),
        booking('past-cancelled', '2026-01-02', 'cancelled'),
      ],
      TODAY,
    );
    expect(upcoming).toEqual([]);
    expect(history.map((b) => b.id)).toEqual(['future-completed', 'past-pending', 'past-cancelled', 'old-completed']);
  });

  it('shows a cancelled booking still to come in neither list', () => {
    expect(splitBookings([booking('off', '2026-05-01', 'cancelled'), booking('off-today', TODAY, 'cancelled')], TODAY)).toEqual({
      upcoming: [],
      history: [],
    });
  });

  it('reads today as the day given (the business time zone), not the browser clock', () => {
    const bookings = [booking('b', '2026-03-15', 'pending')];
    expect(splitBookings(bookings, '2026-03-15').upcoming).toHaveLength(1);
    expect(splitBookings(bookings, '2026-03-16').history).toHaveLength(1);
  });

  it('leaves the list it was given as it was', () => {
    const bookings = [booking('b', '2026-04-01', 'pending'), booking('a', '2026-03-20', 'pending')];
    splitBookings(bookings, TODAY);
    expect(bookings.map((b) => b.id)).toEqual(['b', 'a']);
  });
});
