import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, defaultBusinessInfo, defaultSmsTemplates, type SettingsEvent } from '@detailing/schema';
import type { Database } from '@detailing/services/platform/database';
import {
  AUTH_TOKEN_PURPOSE,
  businessTimeZone,
  getBusinessInfo,
  getBusinessSettingsRecord,
  getCustomerMenuLinks,
  getCustomerMenuList,
  getLogo,
  getPortalBranding,
  getSmsConfig,
  isPublishedSettingsImage,
  getBranding,
  getSmsTemplate,
  getSmsTemplateList,
  getSmsTemplates,
} from '@detailing/services/settings/queries';
import { sealSecret } from '@detailing/services/settings/secretBox';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { ProjectionRunner } from '../runner/ProjectionRunner.js';
import { settingsProjector } from './settingsProjector.js';

let harness: ProjectorHarness;
let db: Database;
let runner: ProjectionRunner;

beforeAll(async () => {
  harness = await projectorHarness([settingsProjector]);
  db = harness.db;
  runner = harness.runner;
});
afterAll(() => harness?.close());

const given = (streamId: string, events: SettingsEvent[]) => harness.given(streamId, events);

const SID = `AC${'ab'.repeat(16)}`;
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('settings read model', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await getBusinessInfo(db.sql)).toEqual(defaultBusinessInfo);
    expect(await getSmsConfig(db.sql, randomBytes(32))).toBeNull();
    expect(await getSmsTemplates(db.sql)).toEqual(defaultSmsTemplates);
    expect(await getSmsTemplate(db.sql, 'booking_completed')).toEqual(defaultSmsTemplates[1]);
    expect(await getSmsTemplate(db.sql, 'nope')).toBeNull();
    expect((await getBusinessSettingsRecord(db.sql)).version).toBe(0);
    expect((await getSmsTemplateList(db.sql)).version).toBe(0);
  });

  it('holds the Business Info as last saved, one row keyed business', async () => {
    const info = { ...defaultBusinessInfo, businessName: 'Shine Co', businessEmail: 'hi@shine.example' };
    await given('settings-business', [{ type: 'BusinessInfoSaved', data: { ...info, businessName: 'First', timeZone: DEFAULT_TIME_ZONE } }]);
    const at = await given('settings-business', [{ type: 'BusinessInfoSaved', data: { ...info, timeZone: 'Pacific/Auckland' } }]);
    expect(await getBusinessInfo(db.sql)).toEqual(info);
    expect(await businessTimeZone(db.sql)).toBe('Pacific/Auckland');
    expect(await getBusinessSettingsRecord(db.sql)).toEqual({ ...info, timeZone: 'Pacific/Auckland', version: 2 });
    const rows = await db.sql`select key, updated_at from settings where key = 'business'`;
    expect(rows.map((r) => [r.key, (r.updated_at as Date).toISOString()])).toEqual([['business', at]]);
  });

  it('holds the SMS account with the token sealed, opened only with the key it was sealed under', async () => {
    const key = randomBytes(32);
    const authTokenCiphertext = sealSecret(key, AUTH_TOKEN_PURPOSE, TOKEN);
    await given('settings-sms', [{ type: 'SmsSettingsSaved', data: { accountSid: SID, fromNumber: '+61400000000', authTokenCiphertext } }]);
    expect(await getSmsConfig(db.sql, key)).toEqual({ accountSid: SID, authToken: TOKEN, fromNumber: '+61400000000', isConfigured: true });
    const unreadable = { accountSid: SID, authToken: '', fromNumber: '+61400000000', isConfigured: false };
    expect(await getSmsConfig(db.sql, randomBytes(32))).toEqual(unreadable);
    expect(await getSmsConfig(db.sql, null)).toEqual(unreadable);
    const [row] = await db.sql`select value::text as text from settings where key = 'sms'`;
    expect(row!.text).not.toContain(TOKEN);
  });

  it('holds the templates in the order saved', async () => {
    // Every built-in, the second first and turned off: the order and the switch are kept as saved.
    const templates = [{ ...defaultSmsTemplates[1]!, enabled: false }, ...defaultSmsTemplates.filter((_, i) => i !== 1)];
    await given('settings-sms-templates', [{ type: 'SmsTemplatesSaved', data: { templates } }]);
    expect(await getSmsTemplates(db.sql)).toEqual(templates);
    expect(await getSmsTemplate(db.sql, 'booking_completed')).toMatchObject({ enabled: false });
  });

  it('holds the customer menu as saved, and gives customers only enabled http(s) links in sort order', async () => {
    expect(await getCustomerMenuList(db.sql)).toEqual({ items: [], version: 0 });
    expect(await getCustomerMenuLinks(db.sql)).toEqual([]);
    const items = [
      { title: 'Reviews', url: 'https://reviews.example', isEnabled: true, sortOrder: 2 },
      { title: 'Hidden', url: 'https://hidden.example', isEnabled: false, sortOrder: 0 },
      { title: 'Website', url: 'https://shine.example', isEnabled: true, sortOrder: 1 },
    ];
    await given('settings-customer-menu', [{ type: 'CustomerMenuSaved', data: { items: [items[0]!] } }]);
    await given('settings-customer-menu', [{ type: 'CustomerMenuSaved', data: { items } }]);
    expect(await getCustomerMenuList(db.sql)).toEqual({ items, version: 2 });
    expect(await getCustomerMenuLinks(db.sql)).toEqual([
      { title: 'Website', url: 'https://shine.example' },
      { title: 'Reviews', url: 'https://reviews.example' },
    ]);
  });

  it('holds the logo as a blob id, served only while it is the logo', async () => {
    const [first, second] = [`${'a'.repeat(64)}.png`, `${'b'.repeat(64)}.png`];
    expect(await getLogo(db.sql)).toEqual({ logoUrl: '', logoName: '', version: 0 });
    expect(await getPortalBranding(db.sql)).toEqual({ businessName: 'Shine Co', businessPhone: '', logoUrl: null });
    await given('settings-logo', [{ type: 'LogoSaved', data: { blobId: first, logoName: 'shine.png' } }]);
    expect(await getLogo(db.sql)).toEqual({ logoUrl: `/api/blobs/${first}`, logoName: 'shine.png', version: 1 });
    expect(await isPublishedSettingsImage(db.sql, first)).toBe(true);
    expect(await getPortalBranding(db.sql)).toEqual({ businessName: 'Shine Co', businessPhone: '', logoUrl: `/api/blobs/${first}` });
    await given('settings-logo', [{ type: 'LogoSaved', data: { blobId: second, logoName: 'new.png' } }]);
    expect([await isPublishedSettingsImage(db.sql, first), await isPublishedSettingsImage(db.sql, second)]).toEqual([false, true]);
    await given('settings-logo', [{ type: 'LogoSaved', data: { blobId: null, logoName: '' } }]);
    expect(await getLogo(db.sql)).toEqual({ logoUrl: '', logoName: '', version: 3 });
    expect(await isPublishedSettingsImage(db.sql, second)).toBe(false);
  });

  it('holds the branding with its login icon as a blob id, served only while it is the icon; the portal falls back to it', async () => {
    const icon = `${'c'.repeat(64)}.png`;
    expect(await getBranding(db.sql)).toEqual({ companyName: 'Automotive Detailing', loginIcon: '', loginIconName: '', version: 0 });
    await given('settings-branding', [{ type: 'BrandingSaved', data: { companyName: 'Shine Co', blobId: icon, loginIconName: 'icon.png' } }]);
    expect(await getBranding(db.sql)).toEqual({ companyName: 'Shine Co', loginIcon: `/api/blobs/${icon}`, loginIconName: 'icon.png', version: 1 });
    expect(await isPublishedSettingsImage(db.sql, icon)).toBe(true);
    // No logo now (the test above removed it): the portal header shows the login icon.
    expect(await getPortalBranding(db.sql)).toEqual({ businessName: 'Shine Co', businessPhone: '', logoUrl: `/api/blobs/${icon}` });
    await given('settings-branding', [{ type: 'BrandingSaved', data: { companyName: 'Shine Co', blobId: null, loginIconName: '' } }]);
    expect(await getBranding(db.sql)).toEqual({ companyName: 'Shine Co', loginIcon: '', loginIconName: '', version: 2 });
    expect(await isPublishedSettingsImage(db.sql, icon)).toBe(false);
  });

  it('gives the same rows when rebuilt from the events', async () => {
    const before = await db.sql`select key, value, updated_at, version from settings order by key`;
    await runner.rebuild(settingsProjector.name);
    expect(await db.sql`select key, value, updated_at, version from settings order by key`).toEqual(before);
  });
});
