import type { BusinessInfo } from './business.js';
import type { SmsTemplate } from './smsTemplates.js';

/** Facts about settings: one stream per group, each event the group's whole new value. */

export const SETTINGS_BUSINESS_STREAM = 'settings-business';
export const SETTINGS_SMS_STREAM = 'settings-sms';
export const SETTINGS_SMS_TEMPLATES_STREAM = 'settings-sms-templates';

/** The business settings group as it now stands. */
export interface BusinessInfoSaved {
  type: 'BusinessInfoSaved';
  /** `timeZone` is absent from events saved before the setting existed: those mean the default. */
  data: BusinessInfo & { timeZone?: string };
}

/**
 * The SMS provider account. The auth token is only ever here as AES-256-GCM ciphertext
 * (see services/settings/secretBox.ts); null when no token is set.
 */
export interface SmsSettingsSaved {
  type: 'SmsSettingsSaved';
  data: { accountSid: string; fromNumber: string; authTokenCiphertext: string | null };
}

/** The whole template list as saved; it replaces the one before. */
export interface SmsTemplatesSaved {
  type: 'SmsTemplatesSaved';
  data: { templates: SmsTemplate[] };
}

export type BusinessInfoEvent = BusinessInfoSaved;
export type SmsSettingsEvent = SmsSettingsSaved;
export type SmsTemplatesEvent = SmsTemplatesSaved;
export type SettingsEvent = BusinessInfoEvent | SmsSettingsEvent | SmsTemplatesEvent;
