import {
  type BusinessInfo,
  businessInfoOf,
  type Branding,
  type BusinessSettings,
  type CustomerMenuItem,
  type CustomerMenuLink,
  customerMenuLinks,
  defaultBranding,
  type Logo,
  defaultBusinessSettings,
  defaultPublicBookingSettings,
  type PublicBookingSettings,
  defaultSmsReminderSettings,
  type SmsReminderSettings,
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

/** The public booking settings (the wizard's bound, the self-service cutoff), with their version (0 before the first save). */
export async function getPublicBookingSettingsRecord(sql: Sql): Promise<Versioned<PublicBookingSettings>> {
  const saved = await rowOf<Partial<PublicBookingSettings>>(sql, 'publicBookings');
  return { ...defaultPublicBookingSettings, ...saved?.value, version: saved?.version ?? 0 };
}

/** How many upcoming pending public bookings one e-mail, mobile or plate may have: read per booking, so a change applies at once. */
export async function publicBookingsPerPerson(sql: Sql): Promise<number> {
  return (await getPublicBookingSettingsRecord(sql)).publicBookingsPerPerson;
}

/** Until how many hours before its start a customer may change or cancel a booking online: read per command, so a change applies at once. */
export async function selfServiceCutoffHours(sql: Sql): Promise<number> {
  return (await getPublicBookingSettingsRecord(sql)).selfServiceCutoffHours;
}

/** The booking reminder's lead time, with its version (0 before the first save). */
export async function getSmsReminderSettingsRecord(sql: Sql): Promise<Versioned<SmsReminderSettings>> {
  const saved = await rowOf<Partial<SmsReminderSettings>>(sql, 'smsReminders');
  return { ...defaultSmsReminderSettings, ...saved?.value, version: saved?.version ?? 0 };
}

/** How many hours before a booking's start its reminder goes out: read each time reminders are planned, so a change applies at once. */
export async function reminderLeadHours(sql: Sql): Promise<number> {
  return (await getSmsReminderSettingsRecord(sql)).reminderLeadHours;
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

/** The customer menu, saved as one list: its items as saved, and the version it was saved at. */
export interface CustomerMenuList {
  items: CustomerMenuItem[];
  version: number;
}

/** Every customer menu item, in the order saved (none before the first save). */
export async function getCustomerMenuList(sql: Sql): Promise<CustomerMenuList> {
  const saved = await rowOf<CustomerMenuItem[]>(sql, 'customerMenu');
  return { items: saved?.value ?? [], version: saved?.version ?? 0 };
}

/** The items as the admin list gives them out: each carries the list's version, which a save sends back. */
export const versionedMenuItems = (list: CustomerMenuList): Versioned<CustomerMenuItem>[] => list.items.map((item) => ({ ...item, version: list.version }));

/** The links customers see: enabled, http(s) only, in sort order. */
export async function getCustomerMenuLinks(sql: Sql): Promise<CustomerMenuLink[]> {
  return customerMenuLinks((await getCustomerMenuList(sql)).items);
}

/** What the `logo` row holds: the image's blob, never its bytes. */
export interface StoredLogo {
  blobId: string | null;
  logoName: string;
}

/** Where a stored image is served (`/api/blobs/:id`, which serves only what is meant to be public). */
export const blobUrl = (blobId: string) => `/api/blobs/${blobId}`;

export async function getStoredLogo(sql: Sql): Promise<Versioned<StoredLogo>> {
  const saved = await rowOf<StoredLogo>(sql, 'logo');
  return { blobId: saved?.value.blobId ?? null, logoName: saved?.value.logoName ?? '', version: saved?.version ?? 0 };
}

/** The logo as 001 §7 gives it out: '' for both when there is none. */
export async function getLogo(sql: Sql): Promise<Versioned<Logo>> {
  return logoViewOf(await getStoredLogo(sql));
}

export const logoViewOf = ({ blobId, logoName, version }: Versioned<StoredLogo>): Versioned<Logo> => ({
  logoUrl: blobId ? blobUrl(blobId) : '',
  logoName: blobId ? logoName : '',
  version,
});

/** What the `branding` row holds: the login icon's blob, never its bytes. */
export interface StoredBranding {
  companyName: string;
  blobId: string | null;
  loginIconName: string;
}

export async function getStoredBranding(sql: Sql): Promise<Versioned<StoredBranding>> {
  const saved = await rowOf<StoredBranding>(sql, 'branding');
  return {
    companyName: saved?.value.companyName ?? defaultBranding.companyName,
    blobId: saved?.value.blobId ?? null,
    loginIconName: saved?.value.loginIconName ?? '',
    version: saved?.version ?? 0,
  };
}

/** The branding as 001 §7 gives it out: the login icon's URL, '' for none. */
export async function getBranding(sql: Sql): Promise<Versioned<Branding>> {
  return brandingViewOf(await getStoredBranding(sql));
}

export const brandingViewOf = ({ companyName, blobId, loginIconName, version }: Versioned<StoredBranding>): Versioned<Branding> => ({
  companyName,
  loginIcon: blobId ? blobUrl(blobId) : '',
  loginIconName: blobId ? loginIconName : '',
  version,
});

/** Whether `blobId` is the logo or the login icon shown now: that blob, and only while it is, is served to anyone. */
export async function isPublishedSettingsImage(sql: Sql, blobId: string): Promise<boolean> {
  const [row] = await sql`select 1 from settings where key in ('logo', 'branding') and value->>'blobId' = ${blobId}`;
  return row !== undefined;
}

/**
 * What the portal header shows (001 §2): the business name ('' until Business Info is saved) and the
 * logo, else the login icon; and the business phone, which the portal gives for changes it cannot make.
 */
export async function getPortalBranding(sql: Sql): Promise<{ businessName: string; logoUrl: string | null; businessPhone: string }> {
  const [business, logo, branding] = await Promise.all([rowOf<Partial<BusinessSettings>>(sql, 'business'), getLogo(sql), getBranding(sql)]);
  return {
    businessName: business?.value.businessName ?? '',
    logoUrl: logo.logoUrl || branding.loginIcon || null,
    businessPhone: business?.value.businessPhone ?? defaultBusinessSettings.businessPhone,
  };
}
