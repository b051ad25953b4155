import { describe, it } from 'vitest';
import { textMessageMessages, type TextMessageEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { textMessageDecider } from './textMessageDecider.js';

const key = 'booking-completed-b1';
const start = { type: 'StartSend', messageKey: key, bookingId: 'b1', template: 'booking_completed' } as const;
const started = (attempt: number): TextMessageEvent => ({
  type: 'TextMessageSendStarted',
  data: { messageKey: key, bookingId: 'b1', template: 'booking_completed', attempt },
});
const sent: TextMessageEvent = { type: 'TextMessageSent', data: { messageKey: key, providerMessageId: 'SM1' } };
const failed = (permanent: boolean): TextMessageEvent => ({ type: 'TextMessageFailed', data: { messageKey: key, reason: 'x', permanent } });

describe('text messages', () => {
  it('starts a first send', () => given(textMessageDecider, []).when(start).then([started(1)]));

  it('starts again after a failure that may pass, counting the attempt', () => given(textMessageDecider, [started(1), failed(false)]).when(start).then([started(2)]));

  it('never sends a message that was sent', () => given(textMessageDecider, [started(1), sent]).when(start).then([]));

  it('parks a send that was interrupted before its outcome was known, instead of sending twice', () =>
    given(textMessageDecider, [started(1)])
      .when(start)
      .then([{ type: 'TextMessageFailed', data: { messageKey: key, reason: textMessageMessages.interrupted, permanent: true } }]));

  it('does not retry a permanent failure until a person asks', () => {
    given(textMessageDecider, [started(1), failed(true)]).when(start).then([]);
    given(textMessageDecider, [started(1), failed(true)]).when({ type: 'RequestRetry' }).then([{ type: 'TextMessageRetryRequested', data: { messageKey: key } }]);
    given(textMessageDecider, [started(1), failed(true), { type: 'TextMessageRetryRequested', data: { messageKey: key } }]).when(start).then([started(2)]);
  });

  it('records the outcome of the send under way only', () => {
    given(textMessageDecider, [started(1)]).when({ type: 'RecordSent', providerMessageId: 'SM1' }).then([sent]);
    given(textMessageDecider, [started(1), sent]).when({ type: 'RecordSent', providerMessageId: 'SM2' }).then([]);
  });

  it('skips a message only before any attempt', () => {
    given(textMessageDecider, []).when({ type: 'Skip', messageKey: key, reason: 'off' }).then([{ type: 'TextMessageSkipped', data: { messageKey: key, reason: 'off' } }]);
    given(textMessageDecider, [started(1), sent]).when({ type: 'Skip', messageKey: key, reason: 'off' }).then([]);
  });
});
