import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { type FakeSmtp, startFakeSmtp } from '@detailing/infra/testing/fakeSmtp';
import { type FakeTwilio, startFakeTwilio } from '@detailing/infra/testing/fakeTwilio';

// A customer changes their own e-mail (the /customer dashboard) and mobile (/app) in a real
// Chromium against the whole product, with a real SMTP server and a fake Twilio (a real HTTP
// server): the dialog asks for the code sent to the new address or number, keeps showing the
// current one until it is confirmed, and says what happened; the old address or number is told.

const ERIN = { fullName: 'Erin Email', email: 'erin@example.com', mobile: '0412 300 001', vehicleRego: 'ERN001' };
const MILO = { fullName: 'Milo Mobile', email: 'milo@example.com', mobile: '0412 300 002', vehicleRego: 'MIL002' };
const REFUSED = 'That code is not valid. Check it, or ask for a new one.';

let app: TestApp;
let admin: HttpSession;
let smtp: FakeSmtp;
let twilio: FakeTwilio;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'contact-' });
const { open, shot, toasts, pageErrors } = journey;

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const textsTo = (e164: string) => twilio.requests.filter((r) => r.form.To === e164);
const adminView = async (email: string) =>
  ((await admin.request('GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { email: string; mobile: string }[]).find((c) => c.email === email);

async function register(person: typeof ERIN) {
  const created = await admin.request('POST', '/api/admin/customers', person);
  expect(created.status, created.text).toBe(201);
}

describe('changing contact details in the portal, in a real browser', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    twilio = await startFakeTwilio();
    app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Shine Detailing <portal@shine.example>', TWILIO_API_BASE_URL: twilio.url, SETTINGS_ENCRYPTION_KEY: 'c'.repeat(64) },
    });
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    expect((await admin.request('POST', '/api/settings/sms', { accountSid: twilio.accountSid, authToken: twilio.authToken, fromNumber: '+61400000001' })).status).toBe(200);
    expect((await admin.request('POST', '/api/settings/business', { businessName: 'Shine Detailing' })).status).toBe(200);
    await register(ERIN);
    await register(MILO);
    await journey.start();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
    await smtp?.close();
    await twilio?.close();
  });

  it('/customer: a new e-mail is asked for its code, kept as it was until confirmed, then changed, and the old address is told', async () => {
    const { page } = await open(1280);
    await page.goto('/customer/login');
    await page.getByLabel('Vehicle Registration').fill(ERIN.vehicleRego);
    await page.getByLabel('Email').fill(ERIN.email);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Profile' });
    await dialog.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByLabel('Email').fill('erin.new@example.com');
    await edit.getByRole('button', { name: 'Save Changes' }).click();

    const step = dialog.getByRole('form', { name: 'Confirm your new email' });
    await expect.poll(() => step.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => step.getByText('We sent a 6-digit code to erin.new@example.com.', { exact: false }).isVisible()).toBe(true);
    expect(await step.getByText(`Until then your email stays ${ERIN.email}.`).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'email-code-1280');

    const code = codeIn((await smtp.nextTo('erin.new@example.com')).text);
    expect((await adminView(ERIN.email))?.email).toBe(ERIN.email);
    await step.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => step.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(REFUSED);

    await step.getByLabel('Code').fill(code);
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toasts(page).getByText('Email changed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('Your email is now erin.new@example.com. We let your previous address know.').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('erin.new@example.com').isVisible()).toBe(true);
    expect(await step.count()).toBe(0);

    const notice = await smtp.nextTo(ERIN.email);
    expect(notice.subject).toBe('Shine Detailing: your email was changed');
    expect(notice.text).toContain('was changed to er•••@example.com');
    expect((await adminView('erin.new@example.com'))?.email).toBe('erin.new@example.com');

    // The browser that confirmed stays signed in: after a reload it still shows the portal.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'My Profile' }).getByText('erin.new@example.com').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('/app: a new mobile is asked for the code texted to it (Resend sends another), then changed, and the old number is told', async () => {
    const { page } = await open(375);
    await page.goto('/app');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Vehicle Registration').fill(MILO.vehicleRego);
    await form.getByLabel('Email').fill(MILO.email);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: /Profile/ });
    await profile.getByRole('button', { name: /Edit/ }).click();
    await profile.getByLabel(/Mobile/).fill('0400 123 456');
    await profile.getByRole('button', { name: /Save/ }).click();

    const step = profile.getByRole('form', { name: 'Confirm your new mobile number' });
    await expect.poll(() => step.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await step.getByText(`Until then your mobile number stays ${MILO.mobile}.`).isVisible()).toBe(true);
    await expect.poll(() => textsTo('+61400123456').length).toBe(1);
    const first = codeIn(textsTo('+61400123456')[0]!.form.Body!);

    await step.getByRole('button', { name: 'Resend code' }).click();
    await expect.poll(() => toasts(page).getByText('We sent a new code to 0400 123 456.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(textsTo('+61400123456')).toHaveLength(2);
    const second = codeIn(textsTo('+61400123456')[1]!.form.Body!);
    if (first !== second) {
      await step.getByLabel('Code').fill(first);
      await step.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => step.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(REFUSED);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'mobile-code-375');

    await step.getByLabel('Code').fill(second);
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toasts(page).getByText('Your mobile number is now 0400 123 456. We let your previous number know.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => profile.getByText('0400 123 456').isVisible()).toBe(true);
    const told = textsTo('+61412300002');
    expect(told).toHaveLength(1);
    expect(told[0]!.form.Body).toContain('changed to one ending •••456');
    expect((await adminView(MILO.email))?.mobile).toBe('0400 123 456');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
