import { describe, expect, it } from 'vitest';
import { bookingMessages as m, type BookingPersonEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { DomainError } from '../platform/errors.js';
import { type BookingPersonCommand, bookingPersonDecider, type PersonBound } from './bookingPersonDecider.js';

// Friday 4 December 2026, 00:30 in Melbourne (still Thursday 3 December in UTC).
const AT = '2026-12-03T13:30:00Z';
const bound = (limit = 2, at = AT): PersonBound => ({ limit, at, timeZone: 'Australia/Melbourne' });
const held = (bookingId: string, date: string): BookingPersonEvent => ({ type: 'PublicBookingHeld', data: { bookingId, date } });
const released = (bookingId: string): BookingPersonEvent => ({ type: 'PublicBookingHoldReleased', data: { bookingId } });
const hold = (bookingId: string, date: string, within: PersonBound | null = bound()): BookingPersonCommand => ({ type: 'HoldPublicBooking', bookingId, date, bound: within });
const release = (bookingId: string): BookingPersonCommand => ({ type: 'ReleasePublicBooking', bookingId });

describe("a person's public bookings", () => {
  it('hold a new public booking while the person has fewer upcoming ones than the bound', () => {
    given(bookingPersonDecider, []).when(hold('b1', '2026-12-07')).then([held('b1', '2026-12-07')]);
    given(bookingPersonDecider, [held('b1', '2026-12-07')]).when(hold('b2', '2026-12-08')).then([held('b2', '2026-12-08')]);
  });

  it('refuse a booking past the bound with the wizard’s failure text, as RATE_LIMITED', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09')).thenThrows(m.bookingFailed);
    let refusal: unknown;
    try {
      bookingPersonDecider.decide(hold('b3', '2026-12-09'), { holds: [{ bookingId: 'b1', date: '2026-12-07' }, { bookingId: 'b2', date: '2026-12-08' }] });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: 'Unable to create your booking. Please try again.' });
  });

  it('take the bound as set: one refuses the second booking, three allow the third', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07')]).when(hold('b2', '2026-12-08', bound(1))).thenThrows(m.bookingFailed);
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09', bound(3))).then([held('b3', '2026-12-09')]);
  });

  it('count a place again once a booking is released (approved, cancelled, deleted or moved to another person)', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08'), released('b1')]).when(hold('b3', '2026-12-09')).then([held('b3', '2026-12-09')]);
  });

  it('no longer count a booking whose date has passed in the business time zone, and still count one for today', () => {
    // 4 December in Melbourne: the 3rd has passed, the 4th has not.
    given(bookingPersonDecider, [held('b1', '2026-12-03'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09')).then([held('b3', '2026-12-09')]);
    given(bookingPersonDecider, [held('b1', '2026-12-04'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09')).thenThrows(m.bookingFailed);
    // The same bookings a day later: the 4th has passed too.
    given(bookingPersonDecider, [held('b1', '2026-12-04'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09', bound(2, '2026-12-04T13:30:00Z'))).then([held('b3', '2026-12-09')]);
  });

  it('let staff move or restore a hold past the bound', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08')]).when(hold('b3', '2026-12-09', null)).then([held('b3', '2026-12-09')]);
  });

  it('move a hold to its booking’s new date, and hold a booking once', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08')]).when(hold('b1', '2026-12-10', null)).then([held('b1', '2026-12-10')]);
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b2', '2026-12-08')]).when(hold('b1', '2026-12-07')).then([]);
    given(bookingPersonDecider, [held('b1', '2026-12-07'), held('b1', '2026-12-10')]).when(hold('b2', '2026-12-08')).then([held('b2', '2026-12-08')]);
  });

  it('release only a booking it holds', () => {
    given(bookingPersonDecider, [held('b1', '2026-12-07')]).when(release('b1')).then([released('b1')]);
    given(bookingPersonDecider, [held('b1', '2026-12-07')]).when(release('b2')).then([]);
    given(bookingPersonDecider, [held('b1', '2026-12-07'), released('b1')]).when(release('b1')).then([]);
  });
});
