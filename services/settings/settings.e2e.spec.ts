import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBranding, defaultBusinessSettings, defaultSmsTemplates } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { createUser } from '../identity/users.js';

let app: TestApp;
let fake: FakeTwilio;
let dataDir: string;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;

const FROM = '+61400000000';
const TO = '+61412345678';
const unconfigured = { accountSid: '', authToken: '', fromNumber: '', isConfigured: false };

beforeAll(async () => {
  fake = await startFakeTwilio();
  dataDir = await mkdtemp(path.join(tmpdir(), 'settings-e2e-'));
  app = await startTestApp({
    env: { DATA_DIR: dataDir, TWILIO_API_BASE_URL: fake.url, SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const account = () => ({ accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: FROM });

/** Sends `request`, expects `status` and `message`, and that no event was recorded. */
async function refused(request: () => Promise<{ status: number; json: any }>, status: number, message: string) {
  const before = await eventCount();
  const response = await request();
  expect({ status: response.status, message: response.json?.message }).toEqual({ status, message });
  expect(await eventCount()).toBe(before);
}

// Who may call each settings route and operation is declared with it, and checked for every one as
// nobody, a customer and an admin by services/api/access.e2e.spec.ts.

describe('business info', () => {
  it('reads the defaults before anything is saved', async () => {
    // Never saved: version 0.
    expect((await anonymous.request('GET', '/api/settings/business')).json).toEqual({ ...defaultBusinessSettings, version: 0 });
  });

  it('saves the six fields and answers with them and the time zone, for everyone to read', async () => {
    const info = {
      businessName: 'Shine Mobile Detailing',
      businessAddress: '1 Collins St, Melbourne VIC 3000',
      businessPhone: '03 9000 0000',
      businessEmail: 'hello@shine.example',
      businessAbn: '51 824 753 556',
      appDomain: 'book.shine.example',
    };
    const saved = await admin.request('POST', '/api/settings/business', info);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ...info, timeZone: defaultBusinessSettings.timeZone, version: 1 });
    expect((await anonymous.request('GET', '/api/settings/business')).json).toEqual(saved.json);
  });

  it('changes only the fields sent', async () => {
    const saved = await admin.request('POST', '/api/settings/business', { businessPhone: '0400 123 456' });
    expect(saved.json).toMatchObject({ businessName: 'Shine Mobile Detailing', businessPhone: '0400 123 456' });
  });

  it('records nothing when nothing changes', async () => {
    const before = await eventCount();
    expect((await admin.request('POST', '/api/settings/business', { businessPhone: '0400 123 456' })).status).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [{ businessName: '' }, 'Business name is required'],
    [{ businessEmail: 'hello' }, 'Please enter a valid email'],
    [{ businessAddress: 'x'.repeat(501) }, 'Business address must be at most 500 characters'],
  ])('refuses %o with 400 and its message, changing nothing', async (body, message) => {
    await refused(() => admin.request('POST', '/api/settings/business', body), 400, message);
  });

  it('saves over GraphQL too', async () => {
    const response = await admin.graphql('mutation($input: BusinessInfoInput!) { saveBusinessInfo(input: $input) { businessName businessAbn } }', {
      input: { businessAbn: '' },
    });
    expect(response.json.data.saveBusinessInfo).toEqual({ businessName: 'Shine Mobile Detailing', businessAbn: '' });
    const invalid = await admin.graphql('mutation { saveBusinessInfo(input: { businessEmail: "x" }) { businessName } }');
    expect(invalid.json.errors[0]).toMatchObject({ message: 'Please enter a valid email', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('leaves the public branding read as it was', async () => {
    expect((await anonymous.request('GET', '/api/settings/branding')).json).toMatchObject(defaultBranding);
  });
});

describe('SMS settings and the test SMS', () => {
  it('reads as not configured before anything is saved', async () => {
    expect((await admin.request('GET', '/api/settings/sms')).json).toEqual({ ...unconfigured, version: 0 });
  });

  it("refuses a test SMS before the account is set with 'Please fill in all Twilio settings before testing.'", async () => {
    await refused(() => admin.request('POST', '/api/push/test', { type: 'sms', to: TO, message: 'hi' }), 400, 'Please fill in all Twilio settings before testing.');
    expect(fake.requests).toEqual([]);
  });

  it('still refuses the test while one of the three is missing', async () => {
    const partial = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, fromNumber: FROM });
    expect(partial.json).toEqual({ accountSid: fake.accountSid, authToken: '', fromNumber: FROM, isConfigured: false, version: 1 });
    await refused(() => admin.request('POST', '/api/push/test', { type: 'sms', to: TO }), 400, 'Please fill in all Twilio settings before testing.');
  });

  it('saves the account and never answers with the token in full', async () => {
    const saved = await admin.request('POST', '/api/settings/sms', { ...account(), isConfigured: true });
    const masked = { accountSid: fake.accountSid, authToken: `••••${fake.authToken.slice(-4)}`, fromNumber: FROM, isConfigured: true, version: 2 };
    expect(saved.json).toEqual(masked);
    expect((await admin.request('GET', '/api/settings/sms')).json).toEqual(masked);
    const graphql = await admin.graphql('{ smsSettings { accountSid authToken fromNumber isConfigured version } }');
    expect(graphql.json.data.smsSettings).toEqual(masked);
  });

  it('stores the token only encrypted: neither the events nor any read model hold it', async () => {
    const [events] = await app.db.sql`select count(*)::int as n from events where data::text like ${`%${fake.authToken}%`} or metadata::text like ${`%${fake.authToken}%`}`;
    expect(events!.n).toBe(0);
    const [sealed] = await app.db.sql`select data->>'authTokenCiphertext' as c from events where type = 'SmsSettingsSaved' order by global_position desc limit 1`;
    expect(sealed!.c).toMatch(/^v1\./);
    const [rows] = await app.db.sql`select count(*)::int as n from settings where value::text like ${`%${fake.authToken}%`}`;
    expect(rows!.n).toBe(0);
  });

  it('keeps the stored token when the masked value (or the same token) is sent back, recording nothing', async () => {
    const before = await eventCount();
    const masked = `••••${fake.authToken.slice(-4)}`;
    expect((await admin.request('POST', '/api/settings/sms', { ...account(), authToken: masked })).json.authToken).toBe(masked);
    expect((await admin.request('POST', '/api/settings/sms', account())).json.isConfigured).toBe(true);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [{ accountSid: 'SK123' }, 'Account SID must be AC followed by 32 letters and digits'],
    [{ fromNumber: '12' }, 'From number must be a phone number in international format (such as +61412345678) or a sender name of up to 11 letters and digits'],
    [{ authToken: 'two words' }, 'Auth token cannot contain spaces'],
  ])('refuses %o with 400 and its message, changing nothing', async (body, message) => {
    await refused(() => admin.request('POST', '/api/settings/sms', body), 400, message);
  });

  it("sends the test SMS through the real twilio client and answers with the provider's message id", async () => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/push/test', { type: 'sms', to: '0412 345 678', message: 'Hello from the settings screen' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: 'Test SMS sent', providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`,
      auth: { username: fake.accountSid, password: fake.authToken },
      form: { To: TO, From: FROM, Body: 'Hello from the settings screen' },
      sid: response.json.providerMessageId,
    });
    expect(await eventCount()).toBe(before);
  });

  it('sends a standard text when no message is given', async () => {
    expect((await admin.request('POST', '/api/push/test', { type: 'sms', to: TO })).status).toBe(200);
    expect(fake.requests[0]!.form.Body).toBe('Test message: your SMS settings are working.');
  });

  it("surfaces a provider 500 as 502 with the provider's reason", async () => {
    fake.failNext(1, 500);
    await refused(() => admin.request('POST', '/api/push/test', { type: 'sms', to: TO, message: 'hi' }), 502, 'Internal Server Error');
  });

  it("surfaces an invalid number as a permanent 400 with the provider's reason", async () => {
    fake.rejectNumber('+61400111222');
    await refused(
      () => admin.request('POST', '/api/push/test', { type: 'sms', to: '+61400111222', message: 'hi' }),
      400,
      "The 'To' number +61400111222 is not a valid phone number.",
    );
  });

  it.each([
    ['another type', { type: 'email', to: TO }, "Only SMS tests are supported (type 'sms')"],
    ['no number', { type: 'sms', to: '' }, 'Please enter a phone number to send the test to'],
    ['a message over 1600 characters', { type: 'sms', to: TO, message: 'x'.repeat(1601) }, 'Message cannot exceed 1600 characters'],
  ])('refuses a test with %s with 400 and its message, sending nothing', async (_case, body, message) => {
    await refused(() => admin.request('POST', '/api/push/test', body), 400, message);
    expect(fake.requests).toEqual([]);
  });

  it('sends the test over GraphQL too, with BAD_GATEWAY when the provider fails', async () => {
    const sent = await admin.graphql('mutation($to: String!) { sendTestSms(to: $to, message: "gql") { providerMessageId } }', { to: TO });
    expect(sent.json.data.sendTestSms.providerMessageId).toBe(fake.requests[0]!.sid);
    fake.failNext(1, 503);
    const failed = await admin.graphql('mutation($to: String!) { sendTestSms(to: $to) { providerMessageId } }', { to: TO });
    expect(failed.json.errors[0]).toMatchObject({ message: 'Internal Server Error', extensions: { code: 'BAD_GATEWAY' } });
  });

  it('reports the provider refusing the credentials as a 400, not as the admin being signed out', async () => {
    await admin.request('POST', '/api/settings/sms', { authToken: 'ffffffffffffffffffffffffffffffff' });
    await refused(
      () => admin.request('POST', '/api/push/test', { type: 'sms', to: TO }),
      400,
      'The SMS provider refused the Account SID or Auth Token (Authenticate)',
    );
    await admin.request('POST', '/api/settings/sms', { authToken: fake.authToken });
  });

  it('saves over GraphQL, and clears the token when sent empty', async () => {
    const cleared = await admin.graphql('mutation { saveSmsSettings(input: { authToken: "" }) { authToken isConfigured } }');
    expect(cleared.json.data.saveSmsSettings).toEqual({ authToken: '', isConfigured: false });
    const restored = await admin.graphql('mutation($t: String) { saveSmsSettings(input: { authToken: $t }) { authToken isConfigured } }', {
      t: fake.authToken,
    });
    expect(restored.json.data.saveSmsSettings).toEqual({ authToken: `••••${fake.authToken.slice(-4)}`, isConfigured: true });
  });
});

describe('SMS notification templates', () => {
  it('reads the built-in defaults before anything is saved', async () => {
    const response = await admin.request('GET', '/api/settings/sms-notifications');
    // Never saved: each carries the list's version, 0.
    expect(response.json).toEqual(defaultSmsTemplates.map((t) => ({ ...t, version: 0 })));
    expect(response.json.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining(['booking_confirmed', 'booking_completed', 'customer_portal_link', 'booking_cancelled']));
  });

  it('saves the whole list (bare or as { templates }) and answers with it', async () => {
    const list = [
      { ...defaultSmsTemplates[0]!, enabled: false },
      { ...defaultSmsTemplates[1]!, message: 'Hi {customerName}, all done! {{totalPrice}}' },
      { id: 'reminder', name: 'Reminder', description: 'Day before', enabled: true, message: 'See you {{date}} at {{time}}' },
      { ...defaultSmsTemplates[2]!, message: 'Hi {customerName}, your sign-in link: {link}' },
      ...defaultSmsTemplates.slice(3),
    ];
    const saved = await admin.request('POST', '/api/settings/sms-notifications', list);
    expect(saved.status).toBe(200);
    const atVersion = (templates: typeof list, version: number) => templates.map((t) => ({ ...t, version }));
    expect(saved.json).toEqual(atVersion(list, 1));
    expect((await admin.request('GET', '/api/settings/sms-notifications')).json).toEqual(atVersion(list, 1));
    const withoutReminder = list.filter((t) => t.id !== 'reminder');
    const again = await admin.request('POST', '/api/settings/sms-notifications', { templates: withoutReminder });
    expect(again.json).toEqual(atVersion(withoutReminder, 2));
  });

  it.each([
    ['a built-in template removed', defaultSmsTemplates.slice(1), 'The booking confirmed, booking completed, booking cancelled, booking reminder and customer portal sign-in templates cannot be removed; turn them off instead'],
    ['a repeated id', [...defaultSmsTemplates, defaultSmsTemplates[0]], 'Template ID already exists'],
    ['the portal sign-in template removed', defaultSmsTemplates.slice(0, 2), 'The booking confirmed, booking completed, booking cancelled, booking reminder and customer portal sign-in templates cannot be removed; turn them off instead'],
    ['an enabled template without a message', [{ ...defaultSmsTemplates[0], message: '' }, ...defaultSmsTemplates.slice(1)], 'Please enter a message for each enabled template'],
    ['a template without a name', [{ ...defaultSmsTemplates[0], name: '' }, ...defaultSmsTemplates.slice(1)], 'Each template needs an ID and a name'],
    ['something other than a list', { templates: 'none' }, 'Each template needs an ID and a name'],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, body, message) => {
    await refused(() => admin.request('POST', '/api/settings/sms-notifications', body), 400, message);
  });

  it('reads and saves over GraphQL too', async () => {
    const saved = await admin.graphql(
      'mutation($t: [SmsTemplateInput!]!) { saveSmsTemplates(templates: $t) { id enabled } }',
      { t: defaultSmsTemplates.map((t) => ({ ...t, enabled: t.id === 'booking_completed' })) },
    );
    expect(saved.json.data.saveSmsTemplates).toEqual([
      { id: 'booking_confirmed', enabled: false },
      { id: 'booking_completed', enabled: true },
      { id: 'customer_portal_link', enabled: false },
      ...defaultSmsTemplates.slice(3).map((t) => ({ id: t.id, enabled: false })),
    ]);
    expect((await admin.graphql('{ smsTemplates { id } }')).json.data.smsTemplates).toHaveLength(defaultSmsTemplates.length);
  });
});

describe('without an encryption key (DATABASE_URL and no SETTINGS_ENCRYPTION_KEY)', () => {
  let keyless: TestApp;
  let keylessAdmin: HttpSession;

  beforeAll(async () => {
    keyless = await startTestApp({ roles: ['api', 'projector'], env: { TWILIO_API_BASE_URL: fake.url } });
    keylessAdmin = new HttpSession(keyless.url);
    await keylessAdmin.login(keyless.adminUsername, keyless.adminPassword);
  });
  afterAll(() => keyless?.close());

  it('refuses to save an auth token with a 400 naming the variable, changing nothing', async () => {
    const before = await keyless.db.sql`select count(*)::int as n from events`;
    const response = await keylessAdmin.request('POST', '/api/settings/sms', account());
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('SETTINGS_ENCRYPTION_KEY');
    expect(await keyless.db.sql`select count(*)::int as n from events`).toEqual(before);
  });
});
