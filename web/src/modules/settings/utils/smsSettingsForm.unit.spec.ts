import { SaveSmsSettingsInput } from '@detailing/schema/settings/sms';
import { describe, expect, it } from 'vitest';
import { missingSmsConfiguration, smsSettingsFormFrom, smsSettingsInput } from './smsSettingsForm';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

describe('the SMS settings form', () => {
  it('never holds the saved token: its field starts empty whatever the server showed', () => {
    expect(smsSettingsFormFrom({ accountSid: SID, authToken: '••••1f05', fromNumber: '+61400000000' })).toEqual({
      accountSid: SID,
      authToken: '',
      fromNumber: '+61400000000',
    });
    expect(smsSettingsFormFrom(null)).toEqual({ accountSid: '', authToken: '', fromNumber: '' });
  });

  it('leaves the token out unless one was typed, so the server keeps the saved one', () => {
    const kept = smsSettingsInput({ accountSid: ` ${SID} `, authToken: '  ', fromNumber: '+61400000000' });
    expect(kept).toEqual({ accountSid: SID, fromNumber: '+61400000000' });
    expect(SaveSmsSettingsInput.parse(kept).authToken).toBeUndefined();
    expect(smsSettingsInput({ accountSid: SID, authToken: 'new-token', fromNumber: '+61400000000' })).toMatchObject({ authToken: 'new-token' });
  });

  it.each([
    [{ accountSid: '', authToken: 'token', fromNumber: '+61400000000' }, '', true],
    [{ accountSid: SID, authToken: 'token', fromNumber: ' ' }, '', true],
    [{ accountSid: SID, authToken: '', fromNumber: '+61400000000' }, '', true],
    [{ accountSid: SID, authToken: '', fromNumber: '+61400000000' }, '••••1f05', false],
    [{ accountSid: SID, authToken: 'token', fromNumber: '+61400000000' }, '', false],
  ])('says whether anything a test needs is missing (%o, saved token %j)', (values, savedToken, missing) => {
    expect(missingSmsConfiguration(values, savedToken)).toBe(missing);
  });
});
