import { describe, it } from 'vitest';
import { bookingMessages as m, type BookingDayEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { type BookingDayCommand, bookingDayDecider } from './bookingDayDecider.js';

const date = '2026-12-07';
const claimed = (bookingId: string): BookingDayEvent => ({ type: 'BookingDayClaimed', data: { date, bookingId } });
const released = (bookingId: string): BookingDayEvent => ({ type: 'BookingDayReleased', data: { date, bookingId } });
const claim = (bookingId: string, exclusive: boolean, heldInReadModel = false): BookingDayCommand => ({ type: 'ClaimBookingDay', date, bookingId, exclusive, heldInReadModel });
const release = (bookingId: string): BookingDayCommand => ({ type: 'ReleaseBookingDay', date, bookingId });

describe('a booking day', () => {
  it('is claimed by a public booking while nobody holds it', () => {
    given(bookingDayDecider, []).when(claim('b1', true)).then([claimed('b1')]);
    given(bookingDayDecider, [claimed('b0'), released('b0')]).when(claim('b1', true)).then([claimed('b1')]);
  });

  it('refuses a public booking a day another booking holds, with the day-taken message', () => {
    given(bookingDayDecider, [claimed('b0')]).when(claim('b1', true)).thenThrows(m.dayTaken);
  });

  it('refuses a public booking a day the read model holds (a booking from before day streams)', () => {
    given(bookingDayDecider, []).when(claim('b1', true, true)).thenThrows(m.dayTaken);
  });

  it('lets staff book a day that is taken', () => {
    given(bookingDayDecider, [claimed('b0')]).when(claim('b1', false, true)).then([claimed('b1')]);
  });

  it('is released only by a booking that holds it, and claimed once per booking', () => {
    given(bookingDayDecider, [claimed('b0')]).when(release('b0')).then([released('b0')]);
    given(bookingDayDecider, [claimed('b0')]).when(release('b1')).then([]);
    given(bookingDayDecider, [claimed('b0')]).when(claim('b0', true)).then([]);
  });
});
