import { assertNever, textMessageMessages as m, type TextMessageEvent } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';

export type TextMessageCommand =
  | { type: 'StartSend'; messageKey: string; bookingId: string | null; template: string }
  | { type: 'RecordSent'; providerMessageId: string }
  | { type: 'RecordFailed'; reason: string; permanent: boolean }
  | { type: 'Skip'; messageKey: string; reason: string }
  | { type: 'RequestRetry' };

export interface TextMessageState {
  messageKey: string | null;
  status: 'new' | 'sending' | 'sent' | 'failed' | 'failedPermanently' | 'skipped';
  attempts: number;
}

/** Once sent, never again; a send whose outcome is unknown is parked for a person, not repeated. */
export const textMessageDecider: Decider<TextMessageCommand, TextMessageEvent, TextMessageState> = {
  initialState: { messageKey: null, status: 'new', attempts: 0 },

  evolve(state, event) {
    switch (event.type) {
      case 'TextMessageSendStarted':
        return { messageKey: event.data.messageKey, status: 'sending', attempts: event.data.attempt };
      case 'TextMessageSent':
        return { ...state, status: 'sent' };
      case 'TextMessageFailed':
        return { ...state, status: event.data.permanent ? 'failedPermanently' : 'failed' };
      case 'TextMessageSkipped':
        return { ...state, messageKey: event.data.messageKey, status: 'skipped' };
      case 'TextMessageRetryRequested':
        return { ...state, status: 'failed' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartSend': {
        if (state.status === 'sent' || state.status === 'skipped' || state.status === 'failedPermanently') return [];
        if (state.status === 'sending') {
          return [{ type: 'TextMessageFailed', data: { messageKey: command.messageKey, reason: m.interrupted, permanent: true } }];
        }
        const { messageKey, bookingId, template } = command;
        return [{ type: 'TextMessageSendStarted', data: { messageKey, bookingId, template, attempt: state.attempts + 1 } }];
      }
      case 'RecordSent':
        return state.status === 'sending' ? [{ type: 'TextMessageSent', data: { messageKey: state.messageKey!, providerMessageId: command.providerMessageId } }] : [];
      case 'RecordFailed':
        return state.status === 'sending' ? [{ type: 'TextMessageFailed', data: { messageKey: state.messageKey!, reason: command.reason, permanent: command.permanent } }] : [];
      case 'Skip':
        return state.status === 'new' ? [{ type: 'TextMessageSkipped', data: { messageKey: command.messageKey, reason: command.reason } }] : [];
      case 'RequestRetry':
        return state.status === 'failedPermanently' ? [{ type: 'TextMessageRetryRequested', data: { messageKey: state.messageKey! } }] : [];
      default:
        return assertNever(command);
    }
  },
};
