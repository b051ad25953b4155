import { assertNever, bookingMessages as m, type BookingPersonEvent, businessToday } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

/** How many upcoming pending public bookings a person may have, and the moment and zone "upcoming" is reckoned from. */
export interface PersonBound {
  limit: number;
  /** The command's instant. */
  at: string;
  /** The business time zone: a booking counts until its date has passed there. */
  timeZone: string;
}

export type BookingPersonCommand =
  /** `bound`: a public booking being made must stay within it; null when staff move or restore a hold (not bounded). */
  | { type: 'HoldPublicBooking'; bookingId: string; date: string; bound: PersonBound | null }
  | { type: 'ReleasePublicBooking'; bookingId: string };

/** The pending public bookings one person key holds (stream `booking-person-<kind>-<pseudonym>`), each with its date. */
export interface BookingPersonState {
  holds: readonly { bookingId: string; date: string }[];
}

/**
 * The refusal of a booking past the bound: the wizard's own failure text, which says nothing of
 * why, so a visitor who typed someone's e-mail learns nothing of their bookings from it.
 */
export const overBound = () => new DomainError('RATE_LIMITED', m.bookingFailed);

/**
 * Throws `overBound` when the person already has `bound.limit` upcoming holds besides `bookingId`'s.
 * A date that has passed no longer counts: "upcoming" is today or later in the business time zone.
 */
export function checkBound(state: BookingPersonState, bookingId: string | null, bound: PersonBound): void {
  const today = businessToday(bound.at, bound.timeZone);
  const upcoming = state.holds.filter((h) => h.bookingId !== bookingId && h.date >= today).length;
  if (upcoming >= bound.limit) throw overBound();
}

export const bookingPersonDecider: Decider<BookingPersonCommand, BookingPersonEvent, BookingPersonState> = {
  initialState: { holds: [] },

  evolve(state, event) {
    const others = state.holds.filter((h) => h.bookingId !== event.data.bookingId);
    switch (event.type) {
      case 'PublicBookingHeld':
        return { holds: [...others, { bookingId: event.data.bookingId, date: event.data.date }] };
      case 'PublicBookingHoldReleased':
        return { holds: others };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { bookingId } = command;
    const held = state.holds.find((h) => h.bookingId === bookingId);
    switch (command.type) {
      case 'HoldPublicBooking': {
        if (held?.date === command.date) return [];
        if (command.bound) checkBound(state, bookingId, command.bound);
        return [{ type: 'PublicBookingHeld', data: { bookingId, date: command.date } }];
      }
      case 'ReleasePublicBooking':
        return held ? [{ type: 'PublicBookingHoldReleased', data: { bookingId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
