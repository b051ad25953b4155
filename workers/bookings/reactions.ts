import type { BookingCreated } from '@detailing/schema';
import type { Reaction } from '../reactor/Reactor.js';
import { textOnCustomerChange } from './customerChangeTexts.js';

/** The sms queue's job that sends a wizard booking's confirmation text. */
export const CONFIRMATION_TEXT_JOB = 'send-confirmation-sms';

/**
 * A booking made by the public wizard gets one confirmation text, whatever replays or duplicates
 * come. Only those: a booking an admin enters, and every booking a CSV import creates (recorded
 * as 'admin' too), sends none, so a bulk import never texts hundreds of people. Events from before
 * the source was recorded say nothing and count as admin.
 */
export const textOnPublicBooking: Reaction = {
  name: 'text-on-public-booking',
  handles: ['BookingCreated'],
  jobsFor: (event) => {
    const { bookingId, source } = event.data as Partial<BookingCreated['data']>;
    if (source !== 'public' || !bookingId) return [];
    return [{ queue: 'sms', name: CONFIRMATION_TEXT_JOB, id: `sms-booking-confirmed-${bookingId}`, data: { bookingId, causationEventId: event.eventId } }];
  },
};

export const bookingReactions = [textOnPublicBooking, textOnCustomerChange] as const;
