import type { BusinessInfo, SmsTemplate } from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import type { Sql } from '../platform/database.js';
import { businessTimeZone, getBusinessInfo, getSmsConfig, getSmsTemplate, getStoredLogo, reminderLeadHours, selfServiceCutoffHours, type SmsConfig } from './queries.js';
import type { SettingsKey } from './settingsKey.js';

export type { SmsConfig } from './queries.js';
/** Whether a blob is the logo or the login icon shown now: `/api/blobs/:id` serves it to anyone only then. */
export { isPublishedSettingsImage } from './queries.js';
export { SettingsKey } from './settingsKey.js';
export { type SmsAccount, type SmsSender, SmsSendError } from './sms/SmsSender.js';
export { smsSenderFor } from './sms/TwilioSmsSender.js';

/** What other contexts may read of the settings: Business Info, the SMS account and the SMS templates. */
export interface SettingsLookup {
  /** The "From" block as it stands now (invoices keep a copy). */
  businessInfo(): Promise<BusinessInfo>;
  /** The SMS account with its token opened; null until first saved. */
  smsConfig(): Promise<SmsConfig | null>;
  /** One SMS template by id (`booking_completed`, ...), or null. */
  smsTemplate(id: string): Promise<SmsTemplate | null>;
}

/** The settings read model as others read it; the key opens the SMS token. */
export function sqlSettingsLookup(sql: Sql, key: SettingsKey): SettingsLookup {
  return {
    businessInfo: () => getBusinessInfo(sql),
    smsConfig: async () => getSmsConfig(sql, await key.forReading()),
    smsTemplate: (id) => getSmsTemplate(sql, id),
  };
}

/** The logo's bytes (the pipeline stores it as PNG), or null while none is set: invoice PDFs draw it. */
export async function currentLogoBytes(sql: Sql, blobs: BlobStore): Promise<Uint8Array | null> {
  const { blobId } = await getStoredLogo(sql);
  return blobId ? ((await blobs.get(blobId))?.bytes ?? null) : null;
}

/** What customers' own booking changes are reckoned by (issue 31): the business time zone and the cutoff, in hours before the start. */
export async function selfServiceSettings(sql: Sql): Promise<{ timeZone: string; cutoffHours: number }> {
  const [timeZone, cutoffHours] = await Promise.all([businessTimeZone(sql), selfServiceCutoffHours(sql)]);
  return { timeZone, cutoffHours };
}

/** What booking reminders are timed by (issue 31): the business time zone and the lead time, in hours before the start. */
export async function reminderSettings(sql: Sql): Promise<{ timeZone: string; leadHours: number }> {
  const [timeZone, leadHours] = await Promise.all([businessTimeZone(sql), reminderLeadHours(sql)]);
  return { timeZone, leadHours };
}
