import {
  assertNever,
  bookingMessages as m,
  type BookingDetails,
  type BookingEvent,
  businessToday,
  isBeforeDeadline,
  isPlaceholderBooking,
  isWizardDate,
  isWizardTime,
  SELF_SERVICE_STATUSES,
  selfServiceDeadline,
} from '@detailing/schema';
import { DomainError, ValidationError } from '../platform/errors.js';
import type { ActiveBooking } from './decider.js';

/** What a customer's own change is decided against, looked up by the handler so the decider stays pure. */
export interface SelfServiceRules {
  /** The command's instant. */
  at: string;
  /** The business time zone: where the booking starts, and where the wizard's "today" is. */
  timeZone: string;
  /** Changes are allowed until this many hours before the start (the setting). */
  cutoffHours: number;
  /** Who to call after the cutoff (Business Info's phone), named in the refusal. */
  businessPhone: string;
}

/** A customer rescheduling or cancelling their own booking in the portal (issue 31). */
export type CustomerChangeCommand =
  /** `date` and `time` canonical (`yyyy-MM-dd`, `HH:mm`): one of the wizard's days and slots. */
  | { type: 'RescheduleByCustomer'; customerId: string; date: string; time: string; rules: SelfServiceRules }
  | { type: 'CancelByCustomer'; customerId: string; rules: SelfServiceRules };

/**
 * Another customer's booking, one the portal does not show them (not verified, a placeholder) and
 * an unknown id get the very same refusal: nobody learns whether a booking id exists.
 */
const notFound = () => new DomainError('NOT_FOUND', m.notFound);

/**
 * The customer's own change, or its refusal: only their own booking as the portal shows it, only
 * while it is pending or approved and before the cutoff; a new slot only among the wizard's. The
 * events are the ones staff changes record (the metadata's actor tells them apart), so every
 * reader follows: a moved booking keeps its quote, a cancelled one frees its day.
 */
export function decideCustomerChange(command: CustomerChangeCommand, state: ActiveBooking): BookingEvent[] {
  const { rules } = command;
  if (state.customerId !== command.customerId || !state.verified || isPlaceholderBooking(state.details)) throw notFound();
  if (!SELF_SERVICE_STATUSES.includes(state.status)) throw new DomainError('CONFLICT', m.selfServiceStatus);
  if (!isBeforeDeadline(rules.at, selfServiceDeadline(state.details, rules.timeZone, rules.cutoffHours))) {
    throw new DomainError('CONFLICT', m.selfServiceCutoff(rules.businessPhone));
  }
  const bookingId = state.bookingId;
  switch (command.type) {
    case 'RescheduleByCustomer': {
      const errors: { path: string; message: string }[] = [];
      if (!isWizardDate(command.date, businessToday(rules.at, rules.timeZone))) errors.push({ path: 'date', message: m.dateNotOffered });
      if (!isWizardTime(command.time)) errors.push({ path: 'time', message: m.timeNotOffered });
      if (errors.length) throw new ValidationError(errors[0]!.message, errors);
      if (command.date === state.details.date && command.time === state.details.time) return [];
      // Both, even when one stays: the event names the new start whole, as the text confirming it does.
      const changes: Partial<BookingDetails> = { date: command.date, time: command.time };
      return [{ type: 'BookingDetailsUpdated', data: { bookingId, changes } }];
    }
    case 'CancelByCustomer':
      return [{ type: 'BookingStatusChanged', data: { bookingId, from: state.status, to: 'cancelled' } }];
    default:
      return assertNever(command);
  }
}
