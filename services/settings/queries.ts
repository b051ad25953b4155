import {
  type BusinessInfo,
  defaultBusinessInfo,
  defaultSmsTemplates,
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

async function valueOf<T>(sql: Sql, key: string): Promise<T | null> {
  const [row] = await sql`select value from settings where key = ${key}`;
  return row ? (row.value as T) : null;
}

/** Business Info (001 §2): the defaults until an admin saves it. */
export async function getBusinessInfo(sql: Sql): Promise<BusinessInfo> {
  const saved = await valueOf<Partial<BusinessInfo>>(sql, 'business');
  return { ...defaultBusinessInfo, ...saved };
}

export async function getStoredSmsSettings(sql: Sql): Promise<StoredSmsSettings | null> {
  return valueOf<StoredSmsSettings>(sql, 'sms');
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
  const saved = await valueOf<SmsTemplate[]>(sql, 'smsTemplates');
  return (saved ?? defaultSmsTemplates).map((t) => ({ ...t }));
}

/** One template by id (`booking_completed`, ...), or null. */
export async function getSmsTemplate(sql: Sql, id: string): Promise<SmsTemplate | null> {
  return (await getSmsTemplates(sql)).find((t) => t.id === id) ?? null;
}
