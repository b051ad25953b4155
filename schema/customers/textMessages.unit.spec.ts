import { describe, expect, it } from 'vitest';
import { upcast } from '../eventDefinition.js';
import { textMessageEventTypes } from './textMessages.js';

const sendStarted = textMessageEventTypes.TextMessageSendStarted;
const asVersion1 = { messageKey: 'booking-completed-b1', bookingId: 'b1', template: 'booking_completed', to: '+61400000000', attempt: 2 };

describe('TextMessageSendStarted, version 1 to 2', () => {
  it('drops the phone number and keeps every other field as it was', () => {
    const { to: _to, ...rest } = asVersion1;
    expect(sendStarted.version).toBe(2);
    expect(upcast(sendStarted, asVersion1, 1)).toEqual(rest);
    expect(sendStarted.schema.parse(upcast(sendStarted, asVersion1, 1))).toEqual(rest);
  });

  it('keeps a booking id of null (a message not about a booking)', () => {
    expect(upcast(sendStarted, { ...asVersion1, bookingId: null }, 1)).toMatchObject({ bookingId: null });
  });

  it('refuses a version-1 event that lacks a field version 1 always had, naming it', () => {
    const { to: _to, ...withoutNumber } = asVersion1;
    expect(() => upcast(sendStarted, withoutNumber, 1)).toThrow(/to/);
    const { attempt: _attempt, ...withoutAttempt } = asVersion1;
    expect(() => upcast(sendStarted, withoutAttempt, 1)).toThrow(/attempt/);
  });

  it('leaves a version-2 event as it is', () => {
    const { to: _to, ...current } = asVersion1;
    expect(upcast(sendStarted, current, 2)).toBe(current);
  });
});
