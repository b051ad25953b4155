/**
 * The booking reminder's setting, set by an admin on the SMS Notifications tab: how many hours
 * before a booking's start its reminder text goes out. Zod-free, for the settings screen too.
 */
export interface SmsReminderSettings {
  reminderLeadHours: number;
}

/** The lead time's range: at least an hour ahead, at most three days. */
export const REMINDER_LEAD_HOURS = { min: 1, max: 72 } as const;

export const defaultSmsReminderSettings: SmsReminderSettings = { reminderLeadHours: 24 };
