import {
  type BookingStatusDefinition,
  type BookingStatusEvent,
  catalogMessages,
  ESSENTIAL_BOOKING_STATUSES,
} from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type BookingStatusCommand = { type: 'SaveBookingStatuses'; statuses: BookingStatusDefinition[] };

/** The list as last saved; empty until the starter catalog saves the seven of 000 §4. */
export interface BookingStatusesState {
  statuses: readonly BookingStatusDefinition[];
}

const sameList = (a: readonly BookingStatusDefinition[], b: readonly BookingStatusDefinition[]) =>
  a.length === b.length &&
  a.every((s, i) => s.id === b[i]!.id && s.name === b[i]!.name && s.label === b[i]!.label && s.description === b[i]!.description);

export const bookingStatusesDecider: Decider<BookingStatusCommand, BookingStatusEvent, BookingStatusesState> = {
  initialState: { statuses: [] },

  evolve(_state, event) {
    switch (event.type) {
      case 'BookingStatusesSaved':
        return { statuses: event.data.statuses };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveBookingStatuses': {
        const { statuses } = command;
        const ids = statuses.map((s) => s.id);
        if (new Set(ids).size !== ids.length) throw new DomainError('BAD_USER_INPUT', catalogMessages.statusIdExists);
        if (ESSENTIAL_BOOKING_STATUSES.some((id) => !ids.includes(id))) {
          throw new DomainError('BAD_USER_INPUT', catalogMessages.essentialStatuses);
        }
        if (sameList(state.statuses, statuses)) return [];
        return [{ type: 'BookingStatusesSaved', data: { statuses } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
