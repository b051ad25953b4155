import { readFile } from 'node:fs/promises';
import { formatDateLong } from '@detailing/schema/settings/format';
import { DEFAULT_TIME_ZONE, todayIn } from '@detailing/schema/settings/timeZone';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';
import { until } from '@detailing/infra/testing/until';
import { blackPng } from '@detailing/infra/testing/fixtures/images/blackPng';
import { imageFixtures } from '@detailing/infra/testing/fixtures/images/index';

/** The portal has its own fetch and graphql-ws client: no Apollo, no graphql AST or printer. */
const NOT_FOR_THE_PORTAL = /^node_modules\/(@apollo\/client|graphql|rxjs|optimism)\//;

const today = Temporal.PlainDate.from(todayIn(DEFAULT_TIME_ZONE));
const upcomingDate = today.add({ days: 21 }).toString();
const pastDate = today.subtract({ days: 40 }).toString();

let app: TestApp;
let admin: HttpSession;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'app-', acceptDownloads: true });
const { open, shot, toasts, adminCode, pageErrors } = journey;
let invoiceNumber: string;

async function signIn(page: Page, vehicleRego: string, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Vehicle Registration').fill(vehicleRego);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const fitsWidth = async (page: Page, width: number) => expect(await journey.scrollWidth(page)).toBeLessThanOrEqual(width);

/** A booking's button in the list, by its date as the page writes it. */
const bookingButton = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`^${formatDateLong(date)} at `) });

describe('/app in a real browser', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 2);
    const registered = await admin.graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, {
      input: { fullName: 'Ada Portal', email: 'ada.portal@example.com', mobile: '0412 000 111', address: '1 Lane St, Carlton', vehicleRego: 'APP123' },
    });
    expect(registered.json.errors, registered.text).toBeUndefined();

    const book = async (date: string, notes: string) => {
      const created = await admin.request('POST', '/api/bookings', {
        fullName: 'Ada Portal',
        email: 'ada.portal@example.com',
        mobile: '0412 000 111',
        vehicleRego: 'APP123',
        date,
        time: '09:30',
        vehicleType: 'SUV 5 Seater',
        modelYear: 2025,
        serviceIds,
        notes,
      });
      expect(created.status, created.text).toBe(201);
      return created.json.id as string;
    };
    await book(upcomingDate, 'Please ring on arrival');
    const past = await book(pastDate, 'Scratch on the rear door');
    // Photos are stored by content: each must differ to count.
    const upload = async (photoType: string, images: Buffer[]) => {
      const files = images.map((bytes, i) => ({ field: 'photos', name: `${photoType}-${i + 1}.img`, bytes }));
      const uploaded = await admin.upload(`/api/bookings/${past}/photos`, files, { photoType });
      expect(uploaded.status, uploaded.text).toBe(200);
    };
    const fixture = (file: string) => readFile(file);
    await upload('before', [
      await fixture(imageFixtures.orientedGpsJpeg),
      await fixture(imageFixtures.webp),
      await fixture(imageFixtures.transparentPng),
      await fixture(imageFixtures.signaturePng),
      blackPng(80, 60),
    ]);
    await upload('after', [blackPng(64, 48), blackPng(96, 72)]);
    expect((await admin.request('PATCH', `/api/bookings/${past}`, { status: 'completed' })).status).toBe(200);

    // Completing a booking issues its paid invoice (workers/completion): wait for it.
    invoiceNumber = await until(
      async () => {
        const invoices = (await admin.request('GET', '/api/invoices')).json as { bookingId: string | null; invoiceNumber: string; status: string }[];
        const issued = invoices.find((i) => i.bookingId === past && i.status === 'paid');
        return issued?.invoiceNumber;
      },
      "the completed booking's paid invoice",
      20_000,
      200,
    );
    await journey.start();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  let page: Page;

  it('refuses an empty and a wrong sign-in with the customer login texts, then signs in', async () => {
    const opened = await open(1280);
    page = opened.page;
    await page.goto('/app');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Customer Portal' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'login-1280');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Vehicle registration is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Valid email is required').isVisible(), { timeout: 10_000 }).toBe(true);

    await signIn(page, 'APP123', 'someone.else@example.com');
    await expect.poll(() => toasts(page).getByText('Login failed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('Invalid vehicle registration or email').isVisible(), { timeout: 10_000 }).toBe(true);

    // Typed as people do: lower case with a space, the e-mail in capitals.
    await signIn(page, 'app 123', 'ADA.PORTAL@example.com');
    await expect.poll(() => toasts(page).getByText('Welcome to your customer portal!').isVisible(), { timeout: 10_000 }).toBe(true);
    const summary = page.getByRole('definition');
    await expect.poll(() => summary.allTextContents(), { timeout: 10_000 }).toEqual(['1', '1']);
    await expect(page.getByRole('term').allTextContents()).resolves.toEqual(['Upcoming', 'Completed']);
    await expect.poll(() => page.getByText('Vehicle: APP123').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'dashboard-1280');
    const modules = await opened.modules();
    expect([...adminCode(modules), ...modules.filter((m) => NOT_FOR_THE_PORTAL.test(m))]).toEqual([]);
  });

  it('shows a booking in the dark dialog with 4 of its 5 before photos and its 2 after photos, each opening the lightbox', async () => {
    await bookingButton(page, pastDate).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const text of ['9:30 AM', 'Detail package 1, Detail package 2', 'Completed', 'Scratch on the rear door', 'Before Photos (5)', 'After Photos (2)']) {
      await expect(dialog.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    }
    const before = dialog.getByRole('button', { name: /^Open before photo/ });
    const after = dialog.getByRole('button', { name: /^Open after photo/ });
    await expect(before.count()).resolves.toBe(4);
    await expect(after.count()).resolves.toBe(2);
    // Real thumbnails from the image pipeline, loaded lazily, and loaded.
    const images = dialog.locator('img');
    for (const image of await images.all()) {
      await expect(image.getAttribute('loading')).resolves.toBe('lazy');
      await expect(image.getAttribute('src')).resolves.toMatch(/^\/api\/nas-photo\?path=.*size=thumbnail/);
      await expect.poll(() => image.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    }
    // Dark in the light theme too.
    const background = await dialog.evaluate((e) => getComputedStyle(e.parentElement!).backgroundColor);
    expect(background).toBe('rgb(17, 17, 19)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'booking-1280');

    await before.nth(2).click();
    const lightbox = page.getByRole('dialog', { name: /^Before Photos - / });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'lightbox-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it("opens the booking's invoice: the preview says paid in full and downloads the PDF", async () => {
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.getByRole('button', { name: 'View Invoice' }).click();
    const invoice = page.getByRole('dialog', { name: `Invoice #${invoiceNumber}` });
    await expect.poll(() => invoice.isVisible()).toBe(true);
    await expect.poll(() => invoice.getByText('Paid in full').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'invoice-1280');
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).or(invoice.getByRole('link', { name: 'Download PDF' })).click();
    const file = await readFile((await (await download).path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await page.keyboard.press('Escape');
    await expect.poll(() => invoice.count()).toBe(0);
    // The invoice list opens the same preview.
    await page.getByRole('button', { name: new RegExp(`Invoice #${invoiceNumber}`) }).click();
    await expect.poll(() => invoice.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('edits the profile through its edit toggle', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: /Profile/ });
    await expect.poll(() => profile.isVisible()).toBe(true);
    await expect.poll(() => profile.getByText('0412 000 111').isVisible(), { timeout: 10_000 }).toBe(true);
    await profile.getByRole('button', { name: /Edit/ }).click();
    await profile.getByLabel(/Address/).fill('9 Elgin St, Carlton');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'profile-1280');
    await profile.getByRole('button', { name: /Save/ }).click();
    await expect.poll(() => toasts(page).getByText('Your profile has been updated successfully.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => profile.getByText('9 Elgin St, Carlton').isVisible()).toBe(true);
    const me = await page.request.get('/api/customer/me');
    expect((await me.json()).customer.address).toBe('9 Elgin St, Carlton');
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.count()).toBe(0);
  });

  it('shares the session with /customer/login: signed in there, /app shows the data', async () => {
    const { page: other } = await open(1280);
    const signedIn = await other.request.post('/api/customer/login', { data: { vehicleRego: 'APP123', email: 'ada.portal@example.com' } });
    expect(signedIn.status()).toBe(200);
    await other.goto('/app');
    await expect.poll(() => other.getByText('Vehicle: APP123').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => other.getByRole('definition').allTextContents()).toEqual(['1', '1']);
  });

  it('lays out the form, the dashboard and the dialogs within a 375 px wide screen', async () => {
    const { page: narrow } = await open(375);
    await narrow.goto('/app');
    await expect.poll(() => narrow.getByRole('button', { name: 'Sign In' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await fitsWidth(narrow, 375);
    await shot(narrow, 'login-375');
    await signIn(narrow, 'APP123', 'ada.portal@example.com');
    await expect.poll(() => narrow.getByText('Vehicle: APP123').isVisible(), { timeout: 10_000 }).toBe(true);
    await fitsWidth(narrow, 375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, 'dashboard-375');
    await bookingButton(narrow, pastDate).click();
    const dialog = narrow.getByRole('dialog', { name: 'Booking Details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await shot(narrow, 'booking-375');
    await dialog.getByRole('button', { name: 'View Invoice' }).click();
    const invoice = narrow.getByRole('dialog', { name: `Invoice #${invoiceNumber}` });
    await expect.poll(() => invoice.isVisible()).toBe(true);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    const invoiceBox = await invoice.boundingBox();
    expect(invoiceBox && invoiceBox.x >= 0 && invoiceBox.x + invoiceBox.width <= 375).toBe(true);
    await shot(narrow, 'invoice-375');
  });

  it('signs out: the form again, and the session is over on the server', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => toasts(page).getByText('Signed out', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    expect((await page.request.get('/api/customer/me')).status()).toBe(401);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
