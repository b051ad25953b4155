import { SaveSmsReminderSettingsInput } from '@detailing/schema/settings/smsRemindersInput';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { describe, expect, it } from 'vitest';
import { checkSmsReminderForm, smsReminderFormFrom } from './smsReminderForm';

describe('the reminder lead time form', () => {
  it('shows the stored lead time', () => {
    expect(smsReminderFormFrom({ reminderLeadHours: 24 })).toEqual({ reminderLeadHours: '24' });
  });

  it.each(['1', ' 24 ', '72'])('sends %j as a whole number of hours', (hours) => {
    expect(checkSmsReminderForm({ reminderLeadHours: hours })).toEqual({ ok: true, input: { reminderLeadHours: Number(hours) } });
  });

  it.each(['', '0', '73', '1.5', '-1', 'a day', '1e1', '0x10'])('refuses %j with the schema’s message', (hours) => {
    expect(checkSmsReminderForm({ reminderLeadHours: hours })).toEqual({ ok: false, errors: { reminderLeadHours: settingsMessages.reminderLeadHoursInvalid } });
  });

  it('agrees with the server’s rule on every number it could send', () => {
    for (const n of [-1, 0, 1, 2, 23, 24, 48, 71, 72, 73, 100, 999]) {
      expect(checkSmsReminderForm({ reminderLeadHours: String(n) }).ok).toBe(SaveSmsReminderSettingsInput.safeParse({ reminderLeadHours: n }).success);
    }
  });
});
