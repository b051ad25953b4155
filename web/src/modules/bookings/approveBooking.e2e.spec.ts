import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, animationsSettled, launchChromium, saveScreenshot, signInThroughGate } from '@detailing/infra/testing/browser';
import { createServices } from '@detailing/infra/testing/catalog';
import { longDate } from '@detailing/infra/testing/longDate';
import { unverifiedTexts } from '@/modules/bookings/utils/unverifiedTexts';

// Issue 28: a public booking made with a customer's e-mail is someone's claim until staff confirm
// it. Staff see it marked unverified and approve it; only then does the customer's portal show it.

const VIC = { fullName: 'Vic Verified', email: 'vic@example.com', mobile: '0412 777 888', vehicleRego: 'VIC 101' };
let app: TestApp;
let admin: HttpSession;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let serviceIds: number[];
let wizardBookingId: string;
let wizardDate: string;

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(path);
  return page;
}

const upcoming = (page: Page) => page.getByRole('tabpanel').getByRole('list', { name: 'Upcoming appointments' });

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 1);
  const customer = await admin.request('POST', '/api/admin/customers', VIC);
  expect(customer.status, customer.text).toBe(201);
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

describe('approving a public booking', { timeout: 60_000 }, () => {
  let portal: Page;
  let staff: Page;

  it('the customer, signed in, does not see a public booking made with their e-mail', async () => {
    portal = await openPage('/customer/login');
    await portal.getByLabel('Vehicle Registration').fill(VIC.vehicleRego);
    await portal.getByLabel('Email').fill(VIC.email);
    await portal.getByRole('button', { name: 'Login', exact: true }).click();
    await portal.getByRole('tab', { name: 'Upcoming', exact: true }).waitFor({ timeout: 15_000 });

    // Somebody books through the wizard with Vic's e-mail (a plate of their own).
    wizardDate = ((await new HttpSession(app.url).request('GET', '/api/bookings/availability')).json.dates as string[])[0]!;
    const booked = await new HttpSession(app.url).request('POST', '/api/bookings', {
      serviceIds, vehicleType: 'SUV 5 Seater', modelYear: 2025, date: wizardDate, time: '9:00 AM', fullName: 'Vic V',
      email: VIC.email, mobile: '0400 123 456', vehicleRego: 'NEW 202', termsAccepted: true,
    });
    expect(booked.status, booked.text).toBe(201);
    wizardBookingId = booked.json.id;

    await portal.reload();
    await portal.getByRole('tab', { name: 'Upcoming', exact: true }).click();
    await expect.poll(() => portal.getByText('No upcoming appointments').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('staff see it marked unverified, read why, and approve it', async () => {
    staff = await openPage('/admin');
    await signInThroughGate(staff, app.adminUsername, app.adminPassword);
    await staff.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bookings' }).click();
    const card = staff.getByRole('article', { name: 'Vic V' });
    await expect.poll(() => card.getByText(unverifiedTexts.label, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);

    await card.getByRole('button', { name: 'View booking for Vic V' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Booking Details' });
    const notice = dialog.getByRole('region', { name: unverifiedTexts.label });
    await expect.poll(() => notice.getByText(unverifiedTexts.explanation).isVisible()).toBe(true);
    expect(await accessibilityViolations(staff)).toEqual([]);
    await animationsSettled(staff);
    await saveScreenshot(staff, 'bookings-unverified-details');

    await notice.getByRole('button', { name: unverifiedTexts.approve }).click();
    await expect.poll(() => staff.getByText(unverifiedTexts.approvedTitle, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => card.getByText(unverifiedTexts.label, { exact: true }).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => card.getByText('Approved', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await admin.request('GET', `/api/bookings/${wizardBookingId}/full`)).json).toMatchObject({ status: 'approved', verified: true });
  });

  it('the customer then sees it in their portal, without signing in again', async () => {
    await expect
      .poll(async () => {
        if ((await upcoming(portal).getByRole('article').count()) === 0) await portal.reload();
        return upcoming(portal).getByRole('article').first().getByRole('heading').textContent().catch(() => null);
      }, { timeout: 15_000 })
      .toBe(`${longDate(wizardDate)} at 9:00 AM`);
    // Its plate signs Vic in too, now that the business has confirmed it.
    expect((await new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: 'new 202', email: VIC.email })).status).toBe(200);
    expect(pageErrors).toEqual([]);
  });
});
