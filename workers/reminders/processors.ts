import { Temporal } from 'temporal-polyfill';
import { COMPLETING_STATUSES, reminderMessageKey, SMS_TEMPLATE_IDS } from '@detailing/schema';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CatalogLookup } from '@detailing/services/catalog/published';
import type { Clock } from '@detailing/services/platform/clock';
import type { SettingsLookup } from '@detailing/services/settings/published';
import { sendTextOnce, type TextSenderDeps } from '../customers/sendTextOnce.js';
import { DeferJob, type Processor } from '../queue/JobQueue.js';
import { reminderAction } from './reminderDue.js';
import type { ReminderJobData } from './reminderJobs.js';
import { reminderText } from './reminderText.js';

/** A reminder job this late still counts as on time (a busy worker, a timer late by a tick). */
export const REMINDER_GRACE_MS = 5 * 60_000;

export interface ReminderDeps extends TextSenderDeps {
  bookings: Pick<BookingLookup, 'booking'>;
  catalog: Pick<CatalogLookup, 'servicesByIds'>;
  settings: Pick<SettingsLookup, 'smsTemplate' | 'businessInfo'>;
  /** The business time zone and the lead time, as they are now. */
  reminderSettings(): Promise<{ timeZone: string; leadHours: number }>;
  clock: Clock;
}

/**
 * Sends a booking's reminder once per start, when it is due. It reads the booking as it is now
 * rather than trusting the start the job was planned for: a booking cancelled, completed or
 * deleted gets none; one moved is reminded of its new start only, at that start's time (the job
 * waits for it if it woke too early, as after a move to a later start or a longer lead time, or
 * in quiet hours after a worker was down). The text's own stream, keyed by booking and start,
 * makes a second worker, a retry or a rebuilt schedule send nothing more.
 */
export function reminderProcessor(deps: ReminderDeps): Processor<ReminderJobData> {
  return async (job) => {
    const { bookingId } = job.data;
    const booking = await deps.bookings.booking(bookingId);
    if (!booking || booking.status === 'cancelled' || COMPLETING_STATUSES.includes(booking.status)) return;
    const { timeZone, leadHours } = await deps.reminderSettings();
    const start = Temporal.PlainDateTime.from(`${booking.date}T${booking.time}`);
    const action = reminderAction({ start, leadHours, now: Temporal.Instant.from(deps.clock.now()), timeZone, graceMs: REMINDER_GRACE_MS });
    if (action.kind === 'none') return;
    if (action.kind === 'wait') {
      throw new DeferJob(new Date(action.until.epochMilliseconds), { bookingId, date: booking.date, time: booking.time });
    }
    await sendTextOnce(deps, {
      messageKey: reminderMessageKey(bookingId, booking.date, booking.time),
      bookingId,
      template: SMS_TEMPLATE_IDS.bookingReminder,
      causationEventId: null,
      async compose() {
        const [template, services, business] = await Promise.all([
          deps.settings.smsTemplate(SMS_TEMPLATE_IDS.bookingReminder),
          deps.catalog.servicesByIds(booking.serviceIds),
          deps.settings.businessInfo(),
        ]);
        return reminderText({ booking, template, services, appDomain: business.appDomain });
      },
    });
  };
}
