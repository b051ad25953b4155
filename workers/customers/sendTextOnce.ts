import { textMessageMessages as m } from '@detailing/schema';
import type { TextMessageCommand, TextMessageCommands } from '@detailing/services/customers/published';
import type { Actor } from '@detailing/services/eventstore/EventStore';
import { type SmsSender, SmsSendError } from '@detailing/services/settings/published';
import { PermanentJobError } from '../queue/JobQueue.js';

const worker: Actor = { kind: 'system', id: 'worker', name: 'Worker' };

/** A rendered text, ready for the provider. */
export interface OutgoingText {
  to: string;
  body: string;
}

export interface TextSenderDeps {
  textMessages: Pick<TextMessageCommands, 'record' | 'state'>;
  /** The configured provider, or null when SMS is not set up. */
  smsSender(): Promise<SmsSender | null>;
}

export interface TextToSend {
  /** One stream per key: the key is what makes the text go out at most once. */
  messageKey: string;
  bookingId: string | null;
  /** The template's id, recorded with each attempt. */
  template: string;
  /** The event that asked for this text (null: none did, as for a reminder, which time asks for). */
  causationEventId: string | null;
  /** The text to send, or why none is sent (template off, no booking); read on every run. */
  compose(): Promise<OutgoingText | { skip: string }>;
}

/**
 * Sends one text at most once, whatever re-runs come: each step (skipped, started, sent, failed)
 * is recorded under a deterministic command id in the message's own stream, and a send whose
 * outcome is unknown is parked for a person rather than repeated. Throws to be retried;
 * `PermanentJobError` when retrying cannot help.
 */
export async function sendTextOnce(deps: TextSenderDeps, text: TextToSend): Promise<void> {
  const { messageKey, bookingId, template } = text;
  const record = (command: TextMessageCommand, step: string) =>
    deps.textMessages.record(messageKey, command, {
      // Deterministic per attempt: a job re-run after a crash records each step once.
      commandId: `${messageKey}/${step}`,
      actor: worker,
      correlationId: messageKey,
      causationId: text.causationEventId,
    });

  const message = await text.compose();
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
  const started = await record({ type: 'StartSend', messageKey, bookingId, template }, `start-${attempt}`);
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
