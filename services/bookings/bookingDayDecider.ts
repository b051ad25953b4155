import { assertNever, bookingMessages as m, type BookingDayEvent } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type BookingDayCommand =
  | {
      type: 'ClaimBookingDay';
      date: string;
      bookingId: string;
      /** A public booking: only a free day will do. An admin may book a day that is taken. */
      exclusive: boolean;
      /** What the bookingDays read model says: bookings from before day streams are only there. */
      heldInReadModel: boolean;
    }
  | { type: 'ReleaseBookingDay'; date: string; bookingId: string };

/** The bookings holding one day (stream `booking-day-<date>`). */
export interface BookingDayState {
  holders: readonly string[];
}

export const bookingDayDecider: Decider<BookingDayCommand, BookingDayEvent, BookingDayState> = {
  initialState: { holders: [] },

  evolve(state, event) {
    const { bookingId } = event.data;
    switch (event.type) {
      case 'BookingDayClaimed':
        return state.holders.includes(bookingId) ? state : { holders: [...state.holders, bookingId] };
      case 'BookingDayReleased':
        return { holders: state.holders.filter((id) => id !== bookingId) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { date, bookingId } = command;
    const holds = state.holders.includes(bookingId);
    switch (command.type) {
      case 'ClaimBookingDay':
        if (holds) return [];
        if (command.exclusive && (state.holders.length > 0 || command.heldInReadModel)) {
          throw new DomainError('DAY_TAKEN', m.dayTaken);
        }
        return [{ type: 'BookingDayClaimed', data: { date, bookingId } }];
      case 'ReleaseBookingDay':
        return holds ? [{ type: 'BookingDayReleased', data: { date, bookingId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
