import type { BookingCompleted } from '@detailing/schema';
import type { Reaction } from '../reactor/Reactor.js';

/** The sms queue's job that sends a completed booking's text. */
export const COMPLETION_TEXT_JOB = 'send-completion-sms';

/** A completed booking is invoiced as paid: one job per booking, whatever replays or duplicates come. */
export const invoiceOnCompletion: Reaction = {
  name: 'invoice-on-completion',
  handles: ['BookingCompleted'],
  jobsFor: (event) => {
    const { bookingId } = event.data as BookingCompleted['data'];
    return [{ queue: 'invoices', name: 'issue-paid-invoice', id: `invoice-for-booking-${bookingId}`, data: { bookingId, causationEventId: event.eventId } }];
  },
};

/** Once the completion's invoice exists, the customer is told (the message quotes its total). */
export const textOnCompletionInvoice: Reaction = {
  name: 'text-on-completion-invoice',
  handles: ['InvoiceIssued'],
  jobsFor: (event) => {
    const bookingId = (event.data as { bookingId?: string | null }).bookingId;
    if (!bookingId) return [];
    return [{ queue: 'sms', name: COMPLETION_TEXT_JOB, id: `sms-booking-completed-${bookingId}`, data: { bookingId, causationEventId: event.eventId } }];
  },
};

export const completionReactions = [invoiceOnCompletion, textOnCompletionInvoice] as const;
