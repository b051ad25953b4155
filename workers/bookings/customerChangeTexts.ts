import {
  type BookingDetailsUpdated,
  type BookingStatusChanged,
  bookingStreamId,
  cancellationMessageKey,
  rescheduleMessageKey,
  SMS_TEMPLATE_IDS,
  textMessageMessages as m,
  todayIn,
} from '@detailing/schema';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { sendTextOnce } from '../customers/sendTextOnce.js';
import { type BookingJobData, PermanentJobError, type Processor } from '../queue/JobQueue.js';
import type { Reaction } from '../reactor/Reactor.js';
import { cancellationText } from './cancellationText.js';
import { confirmationText } from './confirmationText.js';
import type { ConfirmationDeps } from './processors.js';

/** The sms queue's job confirming the new date and time of a booking its customer moved. */
export const RESCHEDULE_TEXT_JOB = 'send-reschedule-confirmation-sms';
/** The sms queue's job telling a customer their own cancellation went through. */
export const CANCELLATION_TEXT_JOB = 'send-cancellation-sms';

const byCustomer = (event: RecordedEvent) => event.metadata?.actor?.kind === 'customer';

/**
 * A customer who moves their own booking in the portal gets the 'booking confirmed' text with the
 * new start; one who cancels it gets the 'booking cancelled' text. Only changes the customer made
 * (the event's actor): staff moving or cancelling a booking texts nobody, as before. One job per
 * event, its id derived from it, so a replay asks for the same job.
 */
export const textOnCustomerChange: Reaction = {
  name: 'text-on-customer-change',
  handles: ['BookingDetailsUpdated', 'BookingStatusChanged'],
  jobsFor: (event) => {
    if (!byCustomer(event)) return [];
    const data = { bookingId: String(event.data.bookingId), causationEventId: event.eventId };
    if (event.type === 'BookingDetailsUpdated') {
      const { changes } = event.data as BookingDetailsUpdated['data'];
      if (changes.date === undefined && changes.time === undefined) return [];
      return [{ queue: 'sms', name: RESCHEDULE_TEXT_JOB, id: `sms-booking-rescheduled-${event.eventId}`, data }];
    }
    if ((event.data as BookingStatusChanged['data']).to !== 'cancelled') return [];
    return [{ queue: 'sms', name: CANCELLATION_TEXT_JOB, id: `sms-booking-cancelled-${event.eventId}`, data }];
  },
};

/** The booking's events, and the one that asked for the text with those after it; a text for an event not there is refused for good. */
async function historyFrom(deps: Pick<ConfirmationDeps, 'store'>, { bookingId, causationEventId }: BookingJobData) {
  const history = await deps.store.readStream(bookingStreamId(bookingId));
  const index = history.findIndex((event) => event.eventId === causationEventId);
  if (index < 0) throw new PermanentJobError(`Event ${causationEventId} is not in the history of booking ${bookingId}`);
  return { cause: history[index]!, later: history.slice(index + 1) };
}

/**
 * Confirms the start a customer moved their booking to, once per booking and start. The start is
 * the event's own (the read model may be behind); a booking moved, cancelled or deleted again
 * before the text goes out is not confirmed at this start any more.
 */
export function rescheduleTextProcessor(deps: ConfirmationDeps): Processor<BookingJobData> {
  return async (job) => {
    const { bookingId, causationEventId } = job.data;
    const { cause, later } = await historyFrom(deps, job.data);
    const { changes } = cause.data as BookingDetailsUpdated['data'];
    const start = { date: changes.date, time: changes.time };
    if (!start.date || !start.time) throw new PermanentJobError(`Event ${causationEventId} names no new start`);
    await sendTextOnce(deps, {
      messageKey: rescheduleMessageKey(bookingId, start.date, start.time),
      bookingId,
      template: SMS_TEMPLATE_IDS.bookingConfirmed,
      causationEventId,
      async compose() {
        const superseded = later.some(
          (event) =>
            event.type === 'BookingDeleted' ||
            (event.type === 'BookingStatusChanged' && (event.data as BookingStatusChanged['data']).to === 'cancelled') ||
            (event.type === 'BookingDetailsUpdated' && ['date', 'time'].some((field) => field in (event.data as BookingDetailsUpdated['data']).changes)),
        );
        if (superseded) return { skip: m.movedAgain };
        const booking = await deps.bookings.booking(bookingId);
        if (!booking) return { skip: m.bookingGone };
        const [template, services, timeZone] = await Promise.all([
          deps.settings.smsTemplate(SMS_TEMPLATE_IDS.bookingConfirmed),
          deps.catalog.servicesByIds(booking.serviceIds),
          deps.timeZone(),
        ]);
        return confirmationText({ booking: { ...booking, date: start.date!, time: start.time! }, template, services, today: todayIn(timeZone) });
      },
    });
  };
}

/** Tells the customer their cancellation went through, once per cancelling event; not if it was undone before the text went out. */
export function cancellationTextProcessor(deps: ConfirmationDeps): Processor<BookingJobData> {
  return async (job) => {
    const { bookingId, causationEventId } = job.data;
    await sendTextOnce(deps, {
      messageKey: cancellationMessageKey(bookingId, causationEventId),
      bookingId,
      template: SMS_TEMPLATE_IDS.bookingCancelled,
      causationEventId,
      async compose() {
        const { later } = await historyFrom(deps, job.data);
        if (later.some((event) => event.type === 'BookingDeleted')) return { skip: m.bookingGone };
        if (later.some((event) => event.type === 'BookingStatusChanged')) return { skip: m.notCancelled };
        const booking = await deps.bookings.booking(bookingId);
        // The reactor may run ahead of the projector: a booking the read model does not show cancelled yet is waited for (the job is retried).
        if (booking && booking.status !== 'cancelled') throw new Error(`The cancellation of booking ${bookingId} is not in the read model yet`);
        const [template, services] = await Promise.all([
          deps.settings.smsTemplate(SMS_TEMPLATE_IDS.bookingCancelled),
          booking ? deps.catalog.servicesByIds(booking.serviceIds) : [],
        ]);
        return cancellationText({ booking, template, services });
      },
    });
  };
}
