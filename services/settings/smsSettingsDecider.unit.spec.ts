import { describe, it } from 'vitest';
import type { SmsSettingsEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { type SmsSettingsCommand, smsSettingsDecider, type SmsSettingsState } from './smsSettingsDecider.js';

const SID = `AC${'1'.repeat(32)}`;
const saved = (data: SmsSettingsState): SmsSettingsEvent => ({ type: 'SmsSettingsSaved', data });
const save = (command: Omit<SmsSettingsCommand, 'type'>): SmsSettingsCommand => ({ type: 'SaveSmsSettings', ...command });
const configured = saved({ accountSid: SID, fromNumber: '+61400000000', authTokenCiphertext: 'v1.sealed-a' });

describe('SaveSmsSettings', () => {
  it('records the account with the token as the ciphertext given', () => {
    given(smsSettingsDecider, [])
      .when(save({ accountSid: SID, fromNumber: '+61400000000', authToken: { kind: 'replace', ciphertext: 'v1.sealed-a' } }))
      .then([configured]);
  });

  it('keeps the stored token (a masked token sent back) while other fields change', () => {
    given(smsSettingsDecider, [configured])
      .when(save({ fromNumber: 'ShineCo', authToken: { kind: 'keep' } }))
      .then([saved({ accountSid: SID, fromNumber: 'ShineCo', authTokenCiphertext: 'v1.sealed-a' })]);
  });

  it('replaces the token with a newly sealed one', () => {
    given(smsSettingsDecider, [configured])
      .when(save({ authToken: { kind: 'replace', ciphertext: 'v1.sealed-b' } }))
      .then([saved({ accountSid: SID, fromNumber: '+61400000000', authTokenCiphertext: 'v1.sealed-b' })]);
  });

  it('clears the token and fields sent empty', () => {
    given(smsSettingsDecider, [configured])
      .when(save({ accountSid: '', fromNumber: '', authToken: { kind: 'clear' } }))
      .then([saved({ accountSid: '', fromNumber: '', authTokenCiphertext: null })]);
  });

  it('records nothing when nothing changes', () => {
    given(smsSettingsDecider, [configured]).when(save({ accountSid: SID, authToken: { kind: 'keep' } })).then([]);
    given(smsSettingsDecider, []).when(save({ authToken: { kind: 'clear' } })).then([]);
  });
});
