import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page } from 'playwright-core';
import { accessibilityViolations, launchChromium, saveScreenshot } from '@detailing/infra/testing/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';
import { imageFixtures } from '@detailing/infra/testing/fixtures/images/index';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '../../../../..');
const artifacts = resolve(webRoot, 'test-artifacts');

let app: TestApp;
let browser: Browser;
let page: Page;
let admin: HttpSession;
let bookingId: string;
const pageErrors: string[] = [];

const shot = (name: string) => saveScreenshot(page, `details-${name}`);
const dialog = () => page.getByRole('dialog', { name: /Booking Details|Edit Booking/ });
const toastText = () => page.getByRole('region', { name: /notifications/i }).innerText();
const fullBooking = async () => (await admin.request('GET', `/api/bookings/${bookingId}/full`)).json;
/** The inputs of every booking update the page sent, in order. */
const updates: Record<string, unknown>[] = [];
const lastUpdate = () => updates[updates.length - 1];


/** As a person does it: the Bookings view (through the spec's switchView event), then the card's view button. */
async function openFromBookingsList() {
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible(), { timeout: 30_000 }).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('switchView', { detail: 'bookings' })));
  await page.getByRole('button', { name: 'View booking for Casey Details' }).click();
}

async function selectTab(name: string) {
  await dialog().getByRole('tab', { name }).click();
  await expect.poll(() => dialog().getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('booking details dialog in a real browser', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 2);
    const created = await admin.request('POST', '/api/bookings', {
      fullName: 'Casey Details',
      email: 'casey@example.com',
      mobile: '0400 111 222',
      address: '1 Collins St, Melbourne',
      date: '2030-03-04',
      time: '09:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2024,
      vehicleRego: 'CAS001',
      serviceIds,
    });
    expect(created.status).toBe(201);
    bookingId = created.json.id;

    browser = await launchChromium();
    // As a person who asked for less motion: toasts appear at once (axe also waits out any animation).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url, reducedMotion: 'reduce' });
    const login = await context.request.post('/api/auth/login', {
      data: { username: app.adminUsername, password: app.adminPassword },
    });
    expect(login.ok()).toBe(true);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { input?: Record<string, unknown> } };
      if (body.operationName === 'UpdateBookingDetails') updates.push(body.variables?.input ?? {});
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the booking read-only with its time range, services, prices and total', async () => {
    await openFromBookingsList();
    await expect.poll(() => dialog().getByText('Casey Details').isVisible(), { timeout: 30_000 }).toBe(true);
    const text = await dialog().innerText();
    // Services of 1 h and 2 h from 9:00; Sedan/Hatch base prices 100 and 200.
    expect(text).toContain('9:00 AM – 12:00 PM (3 hours)');
    expect(text).toContain('Detail package 1');
    expect(text).toContain('$100.00');
    expect(text).toContain('$300.00');
    expect(text).toContain('CAS001');
    await expect(dialog().getByRole('button', { name: 'Close', exact: true }).isVisible()).resolves.toBe(true);
    await shot('01-view');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('journey 4: edits details, photos, courtesy car and signature, and stores every tab', async () => {
    await dialog().getByRole('button', { name: 'Edit Booking' }).click();
    await expect.poll(() => dialog().getByRole('tab').count()).toBe(4);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Booking Details
    await dialog().getByLabel('Mobile').fill('0400 999 888');
    await dialog().getByLabel('Notes').fill('Please vacuum the boot');
    await dialog().getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(toastText).toContain('Booking Updated');
    await expect.poll(async () => (await fullBooking()).mobile).toBe('0400 999 888');
    expect((await fullBooking()).notes).toBe('Please vacuum the boot');
    // Only what was changed went to the server: a save never writes back fields someone else may have changed.
    expect(lastUpdate()).toEqual({ mobile: '0400 999 888', notes: 'Please vacuum the boot' });
    await shot('02-details-saved');

    // Photos: two before photos, then the viewer wraps around both ways.
    await dialog().getByRole('button', { name: 'Edit Booking' }).click();
    await selectTab('Photos');
    const upload = dialog().getByLabel('Upload before photos');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect.poll(toastText).toContain('Please upload JPG, JPEG, PNG, or HEIC image files only.');
    await upload.setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({ name: `car-${i}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('x') })),
    );
    await expect.poll(toastText).toContain('Please select 10 photos or fewer at a time...');
    await upload.setInputFiles([imageFixtures.orientedGpsJpeg, imageFixtures.transparentPng]);
    await expect.poll(toastText, { timeout: 30_000 }).toContain('Photos uploaded successfully');
    await expect.poll(() => dialog().getByRole('list', { name: 'Before Photos' }).getByRole('listitem').count()).toBe(2);
    // An upload is stored with the booking at once (000 §7); there is nothing left to save for it.
    await expect.poll(async () => (await fullBooking()).beforePhotos?.length ?? 0).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('03-photos');

    await dialog().getByRole('button', { name: 'View before photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Before Photos' });
    await expect.poll(() => viewer.getByText('1 of 2').isVisible()).toBe(true);
    await expect(viewer.getByRole('link', { name: 'Download' }).isVisible()).resolves.toBe(true);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => viewer.getByText('2 of 2').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => viewer.getByText('1 of 2').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect.poll(() => viewer.getByText('2 of 2').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByText('1 of 2').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Show photo 2' }).click();
    await expect.poll(() => viewer.getByText('2 of 2').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('04-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => viewer.count()).toBe(0);

    // Removing one is only in view until saved.
    await dialog().getByRole('button', { name: 'Remove before photo 2' }).click();
    await expect.poll(toastText).toContain('Photo removed from view');
    expect((await fullBooking()).beforePhotos).toHaveLength(2);
    await dialog().getByRole('button', { name: 'Save Photos' }).click();
    await expect.poll(toastText).toContain('Booking saved');
    await expect.poll(async () => (await fullBooking()).beforePhotos?.length ?? 0).toBe(1);
    expect(Object.keys(lastUpdate()!)).toEqual(['beforePhotos']);

    // Courtesy Car: licence images, typed name, terms.
    await selectTab('Courtesy Car');
    await dialog()
      .getByLabel("Driver's licence (front)")
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect.poll(toastText).toContain("Please upload only images for driver's license");
    await dialog().getByLabel("Driver's licence (front)").setInputFiles(imageFixtures.transparentPng);
    await dialog().getByLabel("Driver's licence (back)").setInputFiles(imageFixtures.webp);
    await expect.poll(() => dialog().getByRole('img', { name: "Driver's licence (back)" }).count()).toBe(1);
    await dialog().getByLabel('Full legal name (digital signature)').fill('Casey Jordan Details');
    await dialog().getByLabel('I have read and accept the courtesy car terms').check();
    expect(await dialog().innerText()).toContain('Insurance excess: $1,200');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('05-courtesy-car');

    // Signature: drawn with the mouse.
    await selectTab('Signature');
    const canvas = dialog().getByRole('img', { name: 'Signature pad' });
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
    await page.mouse.move(box.x + 240, box.y + 110, { steps: 8 });
    await page.mouse.up();
    await expect(dialog().getByRole('button', { name: /Save/ }).count()).resolves.toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('06-signature');

    await selectTab('Courtesy Car');
    await dialog().getByRole('button', { name: 'Save Courtesy Car' }).click();
    await expect.poll(toastText).toContain('Booking saved');
    await expect.poll(async () => (await fullBooking()).termsAccepted).toBe(true);
    expect(Object.keys(lastUpdate()!).sort()).toEqual(['digitalSignature', 'licenseBackPhoto', 'licenseFrontPhoto', 'signatureCanvas', 'termsAccepted']);
    const stored = await fullBooking();
    expect(stored.digitalSignature).toBe('Casey Jordan Details');
    expect(stored.termsAcceptedAt).toBeTruthy();
    for (const field of ['licenseFrontPhoto', 'licenseBackPhoto', 'signatureCanvas']) {
      expect(stored[field], field).toBeTruthy();
      const image = await admin.fetchBytes(stored[field]);
      expect(image.status, field).toBe(200);
      expect(image.headers.get('content-type'), field).toMatch(/^image\//);
    }
    await expect.poll(() => dialog().getByText(/Terms accepted on/).isVisible()).toBe(true);
    await shot('07-courtesy-car-saved');
  });

  it('journey 5: completing the booking shows the completion toast and issues its invoice', async () => {
    await selectTab('Booking Details');
    await dialog().getByLabel('Status').selectOption('completed');
    await dialog().getByRole('button', { name: 'Save Details' }).click();
    await expect
      .poll(toastText)
      .toContain("Invoice has been automatically generated and saved in 'Manage Invoices' with paid status...");
    expect(await toastText()).toContain('Booking Completed!');
    await shot('08-completed');
    await expect
      .poll(async () => JSON.stringify((await admin.request('GET', '/api/invoices')).json).includes(bookingId), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('sends nothing when Save Details is pressed without a change, and shows the booking again', async () => {
    await dialog().getByRole('button', { name: 'Edit Booking' }).click();
    await expect.poll(() => dialog().getByRole('tab').count()).toBe(4);
    const sent = updates.length;
    await dialog().getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Booking Details' }).isVisible()).toBe(true);
    expect(updates.length).toBe(sent);
  });

  it("refuses a save over another editor's change made while this dialog was open, and saves after a reload", async () => {
    await dialog().getByRole('button', { name: 'Edit Booking' }).click();
    await expect.poll(() => dialog().getByRole('tab').count()).toBe(4);
    const before = await fullBooking();
    // Someone else changes the email and the notes while this dialog is open ...
    const elsewhere = await admin.request('PATCH', `/api/bookings/${bookingId}`, { email: 'casey.jordan@example.com', notes: 'Key in the lockbox' });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    // ... and this editor, who saw the old ones, changes the registration: refused, nothing stored.
    await expect(dialog().getByLabel('Email').inputValue()).resolves.toBe(before.email);
    await dialog().getByLabel('Registration').fill('CAS999');
    await dialog().getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(() => dialog().getByRole('alert').textContent()).toContain(concurrencyMessages.changedElsewhere);
    expect(lastUpdate()).toEqual({ vehicleRego: 'CAS999' });
    expect((await fullBooking()).vehicleRego).toBe(before.vehicleRego);

    // Reloaded, the form shows the other editor's change; saving again keeps both.
    await dialog().getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog().getByLabel('Email').inputValue()).toBe('casey.jordan@example.com');
    await dialog().getByLabel('Registration').fill('CAS999');
    await dialog().getByRole('button', { name: 'Save Details' }).click();
    await expect.poll(async () => (await fullBooking()).vehicleRego).toBe('CAS999');
    const after = await fullBooking();
    expect([after.email, after.notes]).toEqual(['casey.jordan@example.com', 'Key in the lockbox']);
    await expect.poll(() => dialog().innerText()).toContain('casey.jordan@example.com');
  });

  it('fits a 375 px wide screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openFromBookingsList();
    await expect.poll(() => dialog().getByText('Casey Details').isVisible(), { timeout: 30_000 }).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot('09-mobile');
    await dialog().getByRole('button', { name: 'Edit Booking' }).click();
    await selectTab('Signature');
    const pad = dialog().getByRole('img', { name: 'Signature pad' });
    const canvasBox = (await pad.boundingBox())!;
    expect(canvasBox.x + canvasBox.width).toBeLessThanOrEqual(375);
    // Touch and pen draw through Pointer Events only if the browser does not take the gesture to scroll.
    await expect(pad.evaluate((el) => getComputedStyle(el).touchAction)).resolves.toBe('none');
    await expect(pad.evaluate((el) => [(el as HTMLCanvasElement).width, (el as HTMLCanvasElement).height])).resolves.toEqual([
      300, 150,
    ]);

    // A finger draws too: touches arrive as Pointer Events of type touch.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: canvasBox.x + x, y: canvasBox.y + y }],
      });
    await touch('touchStart', 20, 20);
    for (let i = 1; i <= 10; i++) await touch('touchMove', 20 + i * 20, 20 + i * 10);
    await touch('touchEnd', 0, 0);
    const inked = await pad.evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) count++;
      return count;
    });
    expect(inked).toBeGreaterThan(100);
    await shot('10-mobile-signature-touch');
    expect(pageErrors).toEqual([]);
  });
});
