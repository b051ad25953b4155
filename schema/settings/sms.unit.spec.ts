import { describe, expect, it } from 'vitest';
import { isMaskedAuthToken, isSmsConfigured, maskAuthToken, SaveSmsSettingsInput, SendTestSmsInput, toE164 } from './sms.js';

describe('toE164', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['(03) 9123-4567', '+61391234567'],
    ['+61 412 345 678', '+61412345678'],
    ['0061412345678', '+61412345678'],
    ['+1 (415) 555-0100', '+14155550100'],
    [' 12 ', '12'],
    ['not a number', 'not a number'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});

describe('the auth token mask', () => {
  it("shows '••••' and the last four characters, or nothing when no token is set", () => {
    expect(maskAuthToken('0123456789abcdef0123456789abcdef')).toBe('••••cdef');
    expect(maskAuthToken('short')).toBe('••••');
    expect(maskAuthToken('')).toBe('');
    expect(isMaskedAuthToken('••••cdef')).toBe(true);
    expect(isMaskedAuthToken('0123')).toBe(false);
  });

  it('counts SMS as configured only with all three settings', () => {
    expect(isSmsConfigured({ accountSid: 'AC1', authToken: 't', fromNumber: '+1' })).toBe(true);
    expect(isSmsConfigured({ accountSid: 'AC1', authToken: '', fromNumber: '+1' })).toBe(false);
  });
});

describe('SaveSmsSettingsInput', () => {
  const sid = `AC${'ab'.repeat(16)}`;

  it('keeps fields left out, converts an Australian from number and ignores isConfigured', () => {
    expect(SaveSmsSettingsInput.parse({ accountSid: ` ${sid} `, fromNumber: '0400 000 000', isConfigured: true })).toEqual({
      accountSid: sid,
      authToken: undefined,
      fromNumber: '+61400000000',
      isConfigured: true,
    });
    expect(SaveSmsSettingsInput.parse({ accountSid: null, fromNumber: 'DetailCo' })).toMatchObject({ accountSid: undefined, fromNumber: 'DetailCo' });
    expect(SaveSmsSettingsInput.parse({ accountSid: '', authToken: '', fromNumber: '' })).toMatchObject({ accountSid: '', authToken: '', fromNumber: '' });
  });

  it.each([
    [{ accountSid: 'SK123' }, 'Account SID must be AC followed by 32 letters and digits'],
    [{ accountSid: `${sid}0` }, 'Account SID must be AC followed by 32 letters and digits'],
    [{ fromNumber: '12' }, 'From number must be a phone number in international format (such as +61412345678) or a sender name of up to 11 letters and digits'],
    [{ fromNumber: 'Detailing Company' }, 'From number must be a phone number in international format (such as +61412345678) or a sender name of up to 11 letters and digits'],
    [{ authToken: 'has space' }, 'Auth token cannot contain spaces'],
  ])('refuses %o with its message', (input, message) => {
    const result = SaveSmsSettingsInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('SendTestSmsInput', () => {
  it('converts the number and supplies a message when none is given', () => {
    expect(SendTestSmsInput.parse({ type: 'sms', to: '0412 345 678' })).toEqual({
      type: 'sms',
      to: '+61412345678',
      message: 'Test message: your SMS settings are working.',
    });
  });

  it.each([
    [{ type: 'email', to: '+61412345678' }, "Only SMS tests are supported (type 'sms')"],
    [{ type: 'sms', to: ' ' }, 'Please enter a phone number to send the test to'],
    [{ type: 'sms', to: '+61412345678', message: 'x'.repeat(1601) }, 'Message cannot exceed 1600 characters'],
  ])('refuses %o with its message', (input, message) => {
    const result = SendTestSmsInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
