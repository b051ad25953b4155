import { settingsMessages, settingsToasts } from '@detailing/schema/settings/messages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';

export const smsToasts = {
  settingsSaved: { title: 'SMS settings saved' },
  templatesSaved: { title: 'Notification templates saved' },
  testSent: (to: string) => ({ title: settingsMessages.testSmsSent, description: `Sent to ${to}` }),
  /** 001 §5, §8: before a test, when the account is not filled in; nothing is sent. */
  missingConfiguration: { title: settingsToasts.missingConfiguration, description: settingsMessages.twilioSettingsRequired, variant: 'destructive' },
} as const;

/** 001 §8: 'Test failed', with what the provider said. ('Save failed' comes from useSettingsSave.) */
export const smsErrorToasts = {
  testFailed: { title: settingsToasts.testFailed, description: (error) => error.message },
} satisfies Record<string, ErrorToastText>;
