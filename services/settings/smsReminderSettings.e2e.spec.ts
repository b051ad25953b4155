import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages as m } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

// Issue 31: the booking reminder's lead time, on the SMS Notifications tab: whole hours from 1 to
// 72, 24 until an admin changes it; anything else is a 400 with its message and changes nothing.

let app: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
});
afterAll(() => app?.close());

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const stored = async () => (await admin.request('GET', '/api/settings/sms-reminders')).json;

describe('the reminder lead time', () => {
  it('is 24 hours until an admin saves another, and only an admin reads or saves it', async () => {
    expect(await stored()).toEqual({ reminderLeadHours: 24, version: 0 });
    expect((await new HttpSession(app.url).request('GET', '/api/settings/sms-reminders')).status).toBe(401);
    expect((await new HttpSession(app.url).request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 2 })).status).toBe(401);
  });

  it('saves a whole number of hours from 1 to 72 and answers with it', async () => {
    const saved = await admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 72 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ reminderLeadHours: 72, version: 1 });
    expect(saved.headers.get('etag')).toBe('"1"');
    expect((await admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 1 })).json).toEqual({ reminderLeadHours: 1, version: 2 });
    // The same value again, or none: nothing to record.
    const before = await eventCount();
    expect((await admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 1 })).json).toEqual({ reminderLeadHours: 1, version: 2 });
    expect((await admin.request('POST', '/api/settings/sms-reminders', {})).json).toEqual({ reminderLeadHours: 1, version: 2 });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['0', { reminderLeadHours: 0 }],
    ['73', { reminderLeadHours: 73 }],
    ['a fraction', { reminderLeadHours: 2.5 }],
    ['a negative number', { reminderLeadHours: -24 }],
    ['text', { reminderLeadHours: '24' }],
    ['a huge number', { reminderLeadHours: 1e308 }],
    ['true', { reminderLeadHours: true }],
    ['a list', [24]],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, body) => {
    const [before, was] = [await eventCount(), await stored()];
    const response = await admin.request('POST', '/api/settings/sms-reminders', body);
    expect({ status: response.status, message: response.json?.message }).toEqual({ status: 400, message: 'Reminder lead time must be a whole number of hours from 1 to 72' });
    expect(response.json.message).toBe(m.reminderLeadHoursInvalid);
    expect(await eventCount()).toBe(before);
    expect(await stored()).toEqual(was);
  });

  it('refuses a save made on a version that is no longer the latest (409), changing nothing', async () => {
    const { version } = await stored();
    const before = await eventCount();
    const stale = await admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 12 }, { 'If-Match': `"${version - 1}"` });
    expect(stale.status).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('reads and saves over GraphQL too, with the same rule', async () => {
    const saved = await admin.graphql('mutation($h: Int) { saveSmsReminderSettings(input: { reminderLeadHours: $h }) { reminderLeadHours version } }', { h: 48 });
    expect(saved.json.errors).toBeUndefined();
    expect(saved.json.data.saveSmsReminderSettings).toMatchObject({ reminderLeadHours: 48 });
    expect((await admin.graphql('{ smsReminderSettings { reminderLeadHours } }')).json.data.smsReminderSettings).toEqual({ reminderLeadHours: 48 });

    const before = await eventCount();
    const refused = await admin.graphql('mutation { saveSmsReminderSettings(input: { reminderLeadHours: 100 }) { reminderLeadHours } }');
    expect(refused.json.errors[0].message).toBe(m.reminderLeadHoursInvalid);
    expect(refused.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await eventCount()).toBe(before);
    expect((await new HttpSession(app.url).graphql('{ smsReminderSettings { reminderLeadHours } }')).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
