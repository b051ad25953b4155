import { completionMessageKey, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CommandOptions } from '@detailing/services/commands/runner';
import type { Actor } from '@detailing/services/eventstore/EventStore';
import { type OutgoingText, sendTextOnce, type TextSenderDeps } from '../customers/sendTextOnce.js';
import { type BookingJobData, PermanentJobError, type Processor, type RunningJob } from '../queue/JobQueue.js';

const worker: Actor = { kind: 'system', id: 'worker', name: 'Worker' };

export interface CompletionDeps extends TextSenderDeps {
  bookings: BookingLookup;
  /** Idempotent by `commandId`: a second call returns the first invoice. Throws NOT_FOUND for a missing booking. */
  issuePaidInvoice(bookingId: string, options: CommandOptions & { commandId: string }): Promise<unknown>;
  /** The 'booking completed' text for this booking, or why none is sent (template off, SMS not set up). */
  completionMessage(bookingId: string): Promise<OutgoingText | { skip: string }>;
}

/** The jobs of the completion reaction; each one is safe to run again at any point. */
export function completionProcessors(deps: CompletionDeps): Record<'invoices' | 'sms', Processor<BookingJobData>> {
  return {
    invoices: async (job) => {
      try {
        await deps.issuePaidInvoice(job.data.bookingId, {
          commandId: `invoice-for-booking-${job.data.bookingId}`,
          actor: worker,
          causationId: job.data.causationEventId,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND') throw new PermanentJobError(m.bookingGone);
        throw error;
      }
    },
    sms: (job) => sendCompletionText(deps, job),
  };
}

function sendCompletionText(deps: CompletionDeps, job: RunningJob): Promise<void> {
  const { bookingId, causationEventId } = job.data;
  return sendTextOnce(deps, {
    messageKey: completionMessageKey(bookingId),
    bookingId,
    template: SMS_TEMPLATE_IDS.bookingCompleted,
    causationEventId,
    compose: async () => ((await deps.bookings.booking(bookingId)) ? deps.completionMessage(bookingId) : { skip: m.bookingGone }),
  });
}
