import { bookingMessages } from '@detailing/schema/bookings/messages';
import { SELF_SERVICE_STATUSES } from '@detailing/schema/bookings/statuses';
import type { Availability } from '@/modules/wizard/api/fetchAvailability';

/** The wizard offers days through today + 30 (001 §9; schema/bookings/wizard.ts's WIZARD_DAYS_AHEAD, whose module brings Temporal). */
const WIZARD_DAYS_AHEAD = 30;

/** What the booking details offer a customer for their booking (issue 31). */
export type BookingChangeState =
  /** Reschedule and Cancel booking, until `until` (an instant). */
  | { kind: 'changeable'; until: string }
  /** Pending or approved, but past the cutoff: call the business. */
  | { kind: 'callUs' }
  /** Neither pending nor approved: nothing to change. */
  | { kind: 'none' };

/** From the server's `changeableUntil` and status, at `now` (ms). */
export function bookingChangeState(booking: { status: string; changeableUntil?: string | null }, now: number): BookingChangeState {
  if (!SELF_SERVICE_STATUSES.includes(booking.status)) return { kind: 'none' };
  const until = booking.changeableUntil ? Date.parse(booking.changeableUntil) : NaN;
  return until > now ? { kind: 'changeable', until: booking.changeableUntil! } : { kind: 'callUs' };
}

/**
 * The wizard's free days, and the booking's own day too when the wizard offers it (the booking holds
 * it, so it is not free, but its customer may move within it): ascending.
 */
export function rescheduleChoices(availability: Availability, booking: { date: string }): Availability {
  const dates = isOffered(booking.date, availability.today) && !availability.dates.includes(booking.date) ? [...availability.dates, booking.date].sort() : availability.dates;
  return { ...availability, dates };
}

const DAY_MS = 86_400_000;
/** As the wizard's rule (schema/bookings/wizard.ts) has it: a weekday from tomorrow through today + 30 (plain dates, UTC arithmetic). */
function isOffered(date: string, today: string): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  const from = Date.parse(`${today}T00:00:00Z`);
  const weekday = new Date(day).getUTCDay();
  return day > from && day <= from + WIZARD_DAYS_AHEAD * DAY_MS && weekday >= 1 && weekday <= 5;
}

/** "3 December 2026 at 9:00 am AEDT": the deadline in the browser's own zone, named. */
export const formatDeadline = (instant: string): string =>
  new Date(instant).toLocaleString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The digits (and a leading +) of a phone number, for a tel: link. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The booking details' texts for changing a booking; the server's refusals come with their own messages. */
export const bookingChangeTexts = {
  heading: 'Change this booking',
  until: (deadline: string) => `You can reschedule or cancel this booking online until ${deadline}.`,
  reschedule: 'Reschedule',
  cancel: 'Cancel booking',
  pickHeading: 'Choose a new date and time',
  confirmReschedule: 'Confirm new time',
  back: 'Back',
  pickBoth: 'Please choose a date and a time.',
  callUs: (phone: string) => bookingMessages.selfServiceCutoff(phone),
  call: (phone: string) => `Call ${phone}`,
  cancelTitle: 'Cancel this booking?',
  cancelQuestion: (when: string) => `Your booking on ${when} will be cancelled and its time given up.`,
  keep: 'Keep booking',
  rescheduled: (when: string) => ({ title: 'Booking rescheduled', description: `Your booking is now on ${when}.` }),
  cancelled: { title: 'Booking cancelled', description: 'Your booking has been cancelled.' },
  failed: 'Your booking could not be changed. Please try again.',
} as const;
