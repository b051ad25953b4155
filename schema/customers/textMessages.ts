import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf, upcastFrom } from '../eventDefinition.js';

/** Text messages to customers and what became of each (one stream per message key). */

const sendStartedV2 = z.object({ messageKey: z.string(), bookingId: z.string().nullable(), template: z.string(), attempt: z.number().int() });

/**
 * Version 1 also carried `to`, the customer's mobile number. No reader used it (the sender takes
 * the number from the booking), and personal data stays out of events (kept by reference, so
 * erasing the customer erases it): version 2 drops it, and reading hides it in version-1 events.
 */
export const textMessageSendStartedV1 = sendStartedV2.extend({ to: z.string() });

export const textMessageEventTypes = {
  TextMessageSendStarted: defineEvent({
    version: 2,
    schema: sendStartedV2,
    upcasters: { 1: upcastFrom(textMessageSendStartedV1, ({ to: _to, ...data }) => data) },
  }),
  TextMessageSent: defineEvent({ schema: z.object({ messageKey: z.string(), providerMessageId: z.string() }) }),
  /** `permanent`: not retried automatically (a bad number, or delivery unknown after an interrupted send). */
  /** `reason` is personal: a provider's refusal may quote the number ("The 'To' number +61... is not valid"). */
  TextMessageFailed: defineEvent({ schema: z.object({ messageKey: z.string(), reason: z.string(), permanent: z.boolean() }), personal: ['reason'] }),
  TextMessageSkipped: defineEvent({ schema: z.object({ messageKey: z.string(), reason: z.string() }) }),
  TextMessageRetryRequested: defineEvent({ schema: z.object({ messageKey: z.string() }) }),
} as const;

type Of<K extends keyof typeof textMessageEventTypes> = EventOf<typeof textMessageEventTypes, K>;
export type TextMessageSendStarted = Of<'TextMessageSendStarted'>;
export type TextMessageSent = Of<'TextMessageSent'>;
export type TextMessageFailed = Of<'TextMessageFailed'>;
export type TextMessageSkipped = Of<'TextMessageSkipped'>;
export type TextMessageRetryRequested = Of<'TextMessageRetryRequested'>;
export type TextMessageEvent = EventsOf<typeof textMessageEventTypes>;

export const textMessageStreamId = (messageKey: string) => `text-message-${messageKey}`;
export const completionMessageKey = (bookingId: string) => `booking-completed-${bookingId}`;
/** The confirmation text of a booking made through the public wizard. */
export const confirmationMessageKey = (bookingId: string) => `booking-confirmed-${bookingId}`;
/** A booking's reminder: one per start (date and time), so a booking moved is reminded of its new start. */
export const reminderMessageKey = (bookingId: string, date: string, time: string) => `booking-reminder-${bookingId}-${date}T${time}`;
/** The confirmation text of a booking its customer moved: one per booking and start (`yyyy-MM-dd`, `HH:mm`), so one per move. */
export const rescheduleMessageKey = (bookingId: string, date: string, time: string) => `booking-confirmed-${bookingId}-${date}T${time.replace(':', '')}`;
/** The cancellation text of a booking its customer cancelled: one per cancelling event (a booking restored and cancelled again gets another). */
export const cancellationMessageKey = (bookingId: string, eventId: string) => `booking-cancelled-${bookingId}-${eventId}`;

export const textMessageMessages = {
  interrupted: 'The previous send was interrupted; it may have been delivered, so it was not sent again. Retry to send it anyway.',
  templateDisabled: 'The booking completed message is turned off',
  smsNotConfigured: 'SMS is not configured',
  noMobile: 'The customer has no mobile number',
  bookingGone: 'The booking no longer exists',
  confirmationDisabled: 'The booking confirmed message is turned off',
  bookingCancelled: 'The booking was cancelled before it was confirmed',
  bookingDayPassed: "The booking's day has passed",
  reminderDisabled: 'The booking reminder message is turned off',
  cancellationDisabled: 'The booking cancelled message is turned off',
  notCancelled: 'The booking is no longer cancelled',
  movedAgain: 'The booking was moved or cancelled again before the text went out',
} as const;
