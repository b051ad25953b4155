import { z } from 'zod';
import { settingsMessages as m } from './messages.js';
import { REMINDER_LEAD_HOURS as range } from './smsReminders.js';

/** The reminder's lead time (`saveSmsReminderSettings`, `POST /api/settings/sms-reminders`): whole hours in its range; left out keeps it. */
export const SaveSmsReminderSettingsInput = z.object(
  {
    reminderLeadHours: z
      .number({ error: m.reminderLeadHoursInvalid })
      .int({ error: m.reminderLeadHoursInvalid })
      .min(range.min, { error: m.reminderLeadHoursInvalid })
      .max(range.max, { error: m.reminderLeadHoursInvalid })
      .nullish()
      .transform((v) => v ?? undefined),
  },
  { error: m.reminderLeadHoursInvalid },
);
export type SaveSmsReminderSettingsInput = z.output<typeof SaveSmsReminderSettingsInput>;
