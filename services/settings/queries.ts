import {
  type BusinessInfo,
  businessInfoOf,
  type BusinessSettings,
  defaultBusinessSettings,
  defaultSmsTemplates,
  withBuiltInSmsTemplates,
  isSmsConfigured,
  type SmsTemplate,
} from '@detailing/schema';
import type { Sql } from '../platform/database.js';
import { openSecret } from './secretBox.js';

/** Associated data the auth token is sealed with: its ciphertext opens nowhere else. */
export const AUTH_TOKEN_PURPOSE = 'settings-sms:authToken';

/** The SMS provider account, token opened; `isConfigured` when all three are present. */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  isConfigured: boolean;
}

/** What the `sms` row holds: the token only sealed. */
export interface StoredSmsSettings {
  accountSid: string;
  fromNumber: string;
  authTokenCiphertext: string | null;
}

/** A settings group as editors see it: its value and the version it was saved at (0 before the first save). */
export type Versioned<T> = T & { version: number };

async function rowOf<T>(sql: Sql, key: string): Promise<{ value: T; version: number } | null> {
  const [row] = await sql`select value, version from settings where key = ${key}`;
  return row ? { value: row.value as T, version: row.version as number } : null;
}

const valueOf = async <T>(sql: Sql, key: string): Promise<T | null> => (await rowOf<T>(sql, key))?.value ?? null;

/** Business Info (001 §2) and the business time zone: the defaults until an admin saves them. */
export async function getBusinessSettings(sql: Sql): Promise<BusinessSettings> {
  const { version: _version, ...settings } = await getBusinessSettingsRecord(sql);
  return settings;
}

/** The business settings with their version, for the screens that edit them. */
export async function getBusinessSettingsRecord(sql: Sql): Promise<Versioned<BusinessSettings>> {
  const saved = await rowOf<Partial<BusinessSettings>>(sql, 'business');
  return { ...defaultBusinessSettings, ...saved?.value, version: saved?.version ?? 0 };
}

/** The "From" block invoices copy. */
export async function getBusinessInfo(sql: Sql): Promise<BusinessInfo> {
  return businessInfoOf(await getBusinessSettings(sql));
}

/**
 * The business time zone: the one place it is read. "Today", weeks, report ranges, calendar
 * exports and invoice dates all take it from here, per request (one primary-key read), so a
 * change applies to the next request in every process.
 */
export async function businessTimeZone(sql: Sql): Promise<string> {
  return (await getBusinessSettings(sql)).timeZone;
}

export async function getStoredSmsSettings(sql: Sql): Promise<StoredSmsSettings | null> {
  return valueOf<StoredSmsSettings>(sql, 'sms');
}

/** The version the SMS account was last saved at (0 before the first save). */
export async function getSmsSettingsVersion(sql: Sql): Promise<number> {
  return (await rowOf(sql, 'sms'))?.version ?? 0;
}

/**
 * The SMS configuration with the auth token opened with `key`; null when it was never saved.
 * A token that cannot be opened (no key, or another key than it was sealed with) reads as
 * absent, so the configuration is then not `isConfigured` and the admin enters it again.
 */
export async function getSmsConfig(sql: Sql, key: Buffer | null): Promise<SmsConfig | null> {
  const stored = await getStoredSmsSettings(sql);
  return stored && smsConfigOf(stored, key);
}

export function smsConfigOf(stored: StoredSmsSettings, key: Buffer | null): SmsConfig {
  const authToken = openAuthToken(stored.authTokenCiphertext, key);
  const config = { accountSid: stored.accountSid, authToken, fromNumber: stored.fromNumber };
  return { ...config, isConfigured: isSmsConfigured(config) };
}

export function openAuthToken(ciphertext: string | null, key: Buffer | null): string {
  if (!ciphertext || !key) return '';
  try {
    return openSecret(key, AUTH_TOKEN_PURPOSE, ciphertext);
  } catch {
    return '';
  }
}

/** The SMS notification templates, in the order saved; the defaults until the first save. */
export async function getSmsTemplates(sql: Sql): Promise<SmsTemplate[]> {
  return (await getSmsTemplateList(sql)).templates;
}

/** The templates, saved as one list, with the version it was saved at. */
export async function getSmsTemplateList(sql: Sql): Promise<SmsTemplateList> {
  const saved = await rowOf<SmsTemplate[]>(sql, 'smsTemplates');
  // A list saved before a built-in template existed shows that template's default (the next save keeps it).
  return { templates: withBuiltInSmsTemplates(saved?.value ?? defaultSmsTemplates), version: saved?.version ?? 0 };
}

export interface SmsTemplateList {
  templates: SmsTemplate[];
  version: number;
}

/** The list as REST and GraphQL give it out: each template carries the list's version, which a save sends back. */
export const versionedTemplates = (list: SmsTemplateList): Versioned<SmsTemplate>[] => list.templates.map((t) => ({ ...t, version: list.version }));

/** One template by id (`booking_completed`, ...), or null. */
export async function getSmsTemplate(sql: Sql, id: string): Promise<SmsTemplate | null> {
  return (await getSmsTemplates(sql)).find((t) => t.id === id) ?? null;
}
