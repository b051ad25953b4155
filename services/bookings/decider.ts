import type { BookingEvent, CreateBookingInput } from '@detailing/schema';
import { bookingMessages, DEFAULT_BOOKING_STATUS } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type BookingCommand = {
  type: 'CreateBooking';
  bookingId: string;
  input: CreateBookingInput;
  /** Public (wizard) bookings are always pending, whatever the request says. */
  source: 'admin' | 'public';
  at: string;
};

export type BookingState = { status: 'none' } | { status: 'active'; bookingId: string; bookingStatus: string };

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'BookingCreated':
        return { status: 'active', bookingId: event.data.bookingId, bookingStatus: event.data.status };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateBooking': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', bookingMessages.alreadyExists);
        const { input } = command;
        const status = command.source === 'public' ? DEFAULT_BOOKING_STATUS : (input.status ?? DEFAULT_BOOKING_STATUS);
        return [
          {
            type: 'BookingCreated',
            data: {
              bookingId: command.bookingId,
              fullName: input.fullName,
              email: input.email,
              mobile: input.mobile,
              address: input.address,
              date: input.date,
              time: input.time,
              vehicleType: input.vehicleType,
              modelYear: input.modelYear,
              vehicleRego: input.vehicleRego,
              serviceIds: input.serviceIds,
              notes: input.notes,
              status,
              termsAccepted: input.termsAccepted,
              termsAcceptedAt: input.termsAccepted ? command.at : null,
              source: command.source,
            },
          },
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};
