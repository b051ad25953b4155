import { completionMessageKey, textMessageMessages as m } from '@detailing/schema';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CommandOptions } from '@detailing/services/commands/runner';
import type { TextMessageCommand, TextMessageCommands } from '@detailing/services/customers/published';
import type { Actor } from '@detailing/services/eventstore/EventStore';
import { type SmsSender, SmsSendError } from '@detailing/services/settings/published';
import { type BookingJobData, PermanentJobError, type Processor, type RunningJob } from '../queue/JobQueue.js';

const worker: Actor = { kind: 'system', id: 'worker', name: 'Worker' };

export interface CompletionMessage {
  to: string;
  body: string;
}

export interface CompletionDeps {
  bookings: BookingLookup;
  textMessages: Pick<TextMessageCommands, 'record' | 'state'>;
  /** Idempotent by `commandId`: a second call returns the first invoice. Throws NOT_FOUND for a missing booking. */
  issuePaidInvoice(bookingId: string, options: CommandOptions & { commandId: string }): Promise<unknown>;
  /** The 'booking completed' text for this booking, or why none is sent (template off, SMS not set up). */
  completionMessage(bookingId: string): Promise<CompletionMessage | { skip: string }>;
  /** The configured provider, or null when SMS is not set up. */
  smsSender(): Promise<SmsSender | null>;
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

async function sendCompletionText(deps: CompletionDeps, job: RunningJob): Promise<void> {
  const { bookingId } = job.data;
  const messageKey = completionMessageKey(bookingId);
  const record = (command: TextMessageCommand, step: string) =>
    deps.textMessages.record(messageKey, command, {
      // Deterministic per attempt: a job re-run after a crash records each step once.
      commandId: `${messageKey}/${step}`,
      actor: worker,
      correlationId: messageKey,
      causationId: job.data.causationEventId,
    });

  const booking = await deps.bookings.booking(bookingId);
  const message = booking ? await deps.completionMessage(bookingId) : { skip: m.bookingGone };
  if ('skip' in message) {
    await record({ type: 'Skip', messageKey, reason: message.skip }, 'skip');
    return;
  }
  const sender = await deps.smsSender();
  if (!sender) {
    await record({ type: 'Skip', messageKey, reason: m.smsNotConfigured }, 'skip');
    return;
  }

  const attempt = (await deps.textMessages.state(messageKey)).attempts + 1;
  const started = await record({ type: 'StartSend', messageKey, bookingId, template: 'booking_completed' }, `start-${attempt}`);
  const last = started.events.at(-1);
  if (!last) return; // already sent, skipped, or parked for a person
  if (last.type === 'TextMessageFailed') throw new PermanentJobError(m.interrupted);

  try {
    const { providerMessageId } = await sender.send(message.to, message.body);
    await record({ type: 'RecordSent', providerMessageId }, `sent-${attempt}`);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    // A timeout after the request left may still have delivered it: never risk a second text.
    const permanent = error.permanent || error.ambiguous;
    await record({ type: 'RecordFailed', reason: error.reason, permanent }, `failed-${attempt}`);
    if (permanent) throw new PermanentJobError(error.reason);
    throw error;
  }
}
