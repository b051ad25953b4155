/** Text messages to customers and what became of each (one stream per message key). */
export interface TextMessageSendStarted {
  type: 'TextMessageSendStarted';
  data: { messageKey: string; bookingId: string | null; template: string; to: string; attempt: number };
}
export interface TextMessageSent {
  type: 'TextMessageSent';
  data: { messageKey: string; providerMessageId: string };
}
export interface TextMessageFailed {
  type: 'TextMessageFailed';
  /** `permanent`: not retried automatically (a bad number, or delivery unknown after an interrupted send). */
  data: { messageKey: string; reason: string; permanent: boolean };
}
export interface TextMessageSkipped {
  type: 'TextMessageSkipped';
  data: { messageKey: string; reason: string };
}
export interface TextMessageRetryRequested {
  type: 'TextMessageRetryRequested';
  data: { messageKey: string };
}

export type TextMessageEvent = TextMessageSendStarted | TextMessageSent | TextMessageFailed | TextMessageSkipped | TextMessageRetryRequested;

export const textMessageStreamId = (messageKey: string) => `text-message-${messageKey}`;
export const completionMessageKey = (bookingId: string) => `booking-completed-${bookingId}`;

export const textMessageMessages = {
  interrupted: 'The previous send was interrupted; it may have been delivered, so it was not sent again. Retry to send it anyway.',
  templateDisabled: 'The booking completed message is turned off',
  smsNotConfigured: 'SMS is not configured',
  noMobile: 'The customer has no mobile number',
  bookingGone: 'The booking no longer exists',
} as const;
