import { bookingStreamId, confirmationMessageKey, SMS_TEMPLATE_IDS, todayIn } from '@detailing/schema';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CatalogLookup } from '@detailing/services/catalog/published';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import type { SettingsLookup } from '@detailing/services/settings/published';
import { sendTextOnce, type TextSenderDeps } from '../customers/sendTextOnce.js';
import type { BookingJobData, Processor } from '../queue/JobQueue.js';
import { confirmationText } from './confirmationText.js';

export interface ConfirmationDeps extends TextSenderDeps {
  bookings: BookingLookup;
  catalog: Pick<CatalogLookup, 'servicesByIds'>;
  settings: Pick<SettingsLookup, 'smsTemplate'>;
  store: Pick<EventStore, 'readStream'>;
  /** The business time zone, read on each call (a change applies to the next job). */
  timeZone(): Promise<string>;
}

/** Sends a wizard booking's confirmation text once; safe to run again at any point. */
export function confirmationProcessor(deps: ConfirmationDeps): Processor<BookingJobData> {
  return async (job) => {
    const { bookingId, causationEventId } = job.data;
    await sendTextOnce(deps, {
      messageKey: confirmationMessageKey(bookingId),
      bookingId,
      template: SMS_TEMPLATE_IDS.bookingConfirmed,
      causationEventId,
      async compose() {
        const booking = await deps.bookings.booking(bookingId);
        // The reactor may run ahead of the projector: a booking not in the read model yet is
        // waited for (the job is retried); one deleted since is not confirmed.
        if (!booking && !(await isGone(deps, bookingId))) throw new Error(`Booking ${bookingId} is not in the read model yet`);
        const [template, services, timeZone] = await Promise.all([
          deps.settings.smsTemplate(SMS_TEMPLATE_IDS.bookingConfirmed),
          booking ? deps.catalog.servicesByIds(booking.serviceIds) : [],
          deps.timeZone(),
        ]);
        return confirmationText({ booking, template, services, today: todayIn(timeZone) });
      },
    });
  };
}

async function isGone(deps: Pick<ConfirmationDeps, 'store'>, bookingId: string): Promise<boolean> {
  const history = await deps.store.readStream(bookingStreamId(bookingId));
  return history.length === 0 || history.some((event) => event.type === 'BookingDeleted');
}
