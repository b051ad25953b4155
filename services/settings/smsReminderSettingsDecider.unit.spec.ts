import { describe, expect, it } from 'vitest';
import { SaveSmsReminderSettingsInput, settingsMessages as m, type SmsReminderSettingsEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { smsReminderSettingsDecider } from './smsReminderSettingsDecider.js';

const saved = (reminderLeadHours: number): SmsReminderSettingsEvent => ({ type: 'SmsReminderSettingsSaved', data: { reminderLeadHours } });
const save = (reminderLeadHours?: number) => ({ type: 'SaveSmsReminderSettings' as const, changes: { reminderLeadHours } });

describe('SaveSmsReminderSettings', () => {
  it('starts from 24 hours, and saves another lead time', () => {
    expect(smsReminderSettingsDecider.initialState).toEqual({ reminderLeadHours: 24 });
    given(smsReminderSettingsDecider, []).when(save(48)).then([saved(48)]);
    given(smsReminderSettingsDecider, [saved(48)]).when(save(1)).then([saved(1)]);
  });

  it('records nothing when the lead time is unchanged or left out', () => {
    given(smsReminderSettingsDecider, []).when(save(24)).then([]);
    given(smsReminderSettingsDecider, [saved(6)]).when(save(6)).then([]);
    given(smsReminderSettingsDecider, [saved(6)]).when(save()).then([]);
  });
});

describe('the lead time as sent', () => {
  it.each([0, 73, 2.5, -1, '24', true, 1e300, Number.NaN])('refuses %j with the message naming the range', (value) => {
    const parsed = SaveSmsReminderSettingsInput.safeParse({ reminderLeadHours: value });
    expect(parsed.success).toBe(false);
    expect([...new Set(parsed.error?.issues.map((i) => i.message))]).toEqual([m.reminderLeadHoursInvalid]);
    expect(m.reminderLeadHoursInvalid).toBe('Reminder lead time must be a whole number of hours from 1 to 72');
  });

  it('refuses something other than an object with the same message', () => {
    expect(SaveSmsReminderSettingsInput.safeParse('24').error?.issues.map((i) => i.message)).toEqual([m.reminderLeadHoursInvalid]);
  });

  it('takes a whole number from 1 to 72, and keeps the lead time when it is left out', () => {
    expect(SaveSmsReminderSettingsInput.parse({ reminderLeadHours: 1 })).toEqual({ reminderLeadHours: 1 });
    expect(SaveSmsReminderSettingsInput.parse({ reminderLeadHours: 72 })).toEqual({ reminderLeadHours: 72 });
    expect(SaveSmsReminderSettingsInput.parse({})).toEqual({ reminderLeadHours: undefined });
    expect(SaveSmsReminderSettingsInput.parse({ reminderLeadHours: null })).toEqual({ reminderLeadHours: undefined });
  });
});
