import { REMINDER_LEAD_HOURS as range } from '@detailing/schema/settings/smsReminders';
import { settingsMessages as m } from '@detailing/schema/settings/messages';

// The server's rule for the reminder's lead time (schema/settings/smsRemindersInput.ts), restated
// without zod; a unit test holds it to the schema's on the same inputs.

/** The lead time as typed. */
export interface SmsReminderFormValues {
  reminderLeadHours: string;
}

export interface SmsReminderInput {
  reminderLeadHours: number;
}

export type CheckedSmsReminder = { ok: true; input: SmsReminderInput } | { ok: false; errors: { reminderLeadHours: string } };

export const smsReminderFormFrom = (stored: SmsReminderInput): SmsReminderFormValues => ({ reminderLeadHours: String(stored.reminderLeadHours) });

/** A whole number of hours in the lead time's range, or the schema's message. */
export function checkSmsReminderForm(values: SmsReminderFormValues): CheckedSmsReminder {
  const typed = values.reminderLeadHours.trim();
  const hours = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN;
  if (!(hours >= range.min && hours <= range.max)) return { ok: false, errors: { reminderLeadHours: m.reminderLeadHoursInvalid } };
  return { ok: true, input: { reminderLeadHours: hours } };
}
