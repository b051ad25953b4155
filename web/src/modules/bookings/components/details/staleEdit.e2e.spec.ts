import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, launchChromium } from '@detailing/infra/testing/browser';
import { createServices } from '@detailing/infra/testing/catalog';

// Two people, each in their own browser, edit the same booking at the same time.
let app: TestApp;
let browser: Browser;
let admin: HttpSession;
let bookingId: string;
let first: Page;
let second: Page;

const dialogOf = (page: Page) => page.getByRole('dialog', { name: /Booking Details|Edit Booking/ });
const stored = async () => (await admin.request('GET', `/api/bookings/${bookingId}/full`)).json;

async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url, reducedMotion: 'reduce' });
  const login = await context.request.post('/api/auth/login', { data: { username: app.adminUsername, password: app.adminPassword } });
  expect(login.ok()).toBe(true);
  return context.newPage();
}

/** As a person does it: the Bookings view, the card's view button, then Edit Booking. */
async function editFromBookingsList(page: Page) {
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible(), { timeout: 30_000 }).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('switchView', { detail: 'bookings' })));
  await page.getByRole('button', { name: 'View booking for Robin Twice' }).click();
  await dialogOf(page).getByRole('button', { name: 'Edit Booking' }).click();
  await expect.poll(() => dialogOf(page).getByLabel('Mobile').isVisible()).toBe(true);
}

describe('two people editing one booking', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 1);
    const created = await admin.request('POST', '/api/bookings', {
      fullName: 'Robin Twice',
      email: 'robin@example.com',
      mobile: '0400 222 333',
      date: '2030-05-06',
      time: '10:00',
      vehicleType: 'UTE',
      modelYear: 2023,
      serviceIds,
    });
    expect(created.status).toBe(201);
    bookingId = created.json.id;
    browser = await launchChromium();
    [first, second] = [await signedInPage(), await signedInPage()];
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("refuses the second save over the first one's change, says so, and saves after a reload without losing either", async () => {
    await editFromBookingsList(first);
    await editFromBookingsList(second);

    await dialogOf(first).getByLabel('Notes').fill('Customer will drop the keys off at 9');
    await dialogOf(first).getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(async () => (await stored()).notes).toBe('Customer will drop the keys off at 9');

    // The second person still edits the booking as it was before the first one saved.
    await dialogOf(second).getByLabel('Mobile').fill('0400 999 888');
    await dialogOf(second).getByRole('button', { name: 'Save Details' }).click();
    const alert = dialogOf(second).getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(concurrencyMessages.changedElsewhere);
    expect(await stored()).toMatchObject({ mobile: '0400 222 333', notes: 'Customer will drop the keys off at 9' });
    expect(await accessibilityViolations(second)).toEqual([]);

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialogOf(second).getByLabel('Notes').inputValue()).toBe('Customer will drop the keys off at 9');
    expect(await dialogOf(second).getByRole('alert').count()).toBe(0);

    await dialogOf(second).getByLabel('Mobile').fill('0400 999 888');
    await dialogOf(second).getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(async () => (await stored()).mobile).toBe('0400 999 888');
    expect(await stored()).toMatchObject({ notes: 'Customer will drop the keys off at 9' });
  });
});
