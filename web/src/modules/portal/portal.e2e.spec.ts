import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, animationsSettled, launchChromium, saveScreenshot } from '@detailing/infra/testing/browser';
import { createServices } from '@detailing/infra/testing/catalog';
import { type DroppableSockets, droppableSockets } from '@detailing/infra/testing/droppableSockets';
import { type FakeTwilio, startFakeTwilio } from '@detailing/infra/testing/fakeTwilio';
import { until } from '@detailing/infra/testing/until';
import { longDate } from '@detailing/infra/testing/longDate';
import { imageFixtures } from '@detailing/infra/testing/fixtures/images/index';

// The customer portal as a customer meets it: a real server (API, projector, worker) over a fresh
// database, the built web app, Chromium. Seeded the way staff would: through the admin API.

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const artifacts = resolve(webRoot, 'test-artifacts');
/** A screenshot of the page at rest (dialogs and toasts done fading in). */
async function shot(p: Page, name: string, fullPage = true) {
  await animationsSettled(p);
  await saveScreenshot(p, `portal-${name}`, { fullPage });
}
const toasts = (p: Page) => p.getByRole('region', { name: /notifications/i });

const ADA = { fullName: 'Ada Lovelace', email: 'ada@example.com', mobile: '0412 345 678', address: '1 Analytical Way, Melbourne', vehicleRego: 'ADA 001' };
const GRACE = { fullName: 'Grace Hopper', email: 'grace@example.com', mobile: '0400 222 333', vehicleRego: 'COBOL1' };
const PAST = '2025-06-10';

/** A date `days` from now, far enough from today that the business time zone cannot move it across. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SOON = fromToday(20);
const LATER = fromToday(45);

const money = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

let app: TestApp;
let fake: FakeTwilio;
let admin: HttpSession;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
/** Every script any portal page fetched. */
const scripts = new Set<string>();
let adaId: string;
const bookingIds: Record<'past' | 'soon' | 'later' | 'grace', string> = { past: '', soon: '', later: '', grace: '' };

async function graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await admin.graphql(query, variables);
  if (response.status !== 200 || response.json.errors) throw new Error(`${response.status} ${response.text}`);
  return response.json.data as T;
}

async function book(person: typeof ADA | typeof GRACE, date: string, notes: string, serviceIds: number[]): Promise<string> {
  const created = await admin.request('POST', '/api/bookings', {
    fullName: person.fullName,
    email: person.email,
    mobile: person.mobile,
    vehicleRego: person.vehicleRego,
    date,
    time: '10:00',
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    serviceIds,
    notes,
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

/** Three different pictures (a photo's path comes from its content: the same picture twice is one photo). */
async function uploadPhotos(bookingId: string, photoType: 'before' | 'after') {
  const pictures = [imageFixtures.orientedGpsJpeg, imageFixtures.transparentPng, imageFixtures.webp];
  const files = await Promise.all(pictures.map(async (file, i) => ({ field: 'photos', name: `${photoType}-${i + 1}${file.slice(file.lastIndexOf('.'))}`, bytes: await readFile(file) })));
  const response = await admin.upload(`/api/bookings/${bookingId}/photos`, files, { photoType });
  expect(response.status, response.text).toBe(200);
  expect(response.json.uploaded).toHaveLength(3);
}

interface SeededInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  totalAmount: number;
}

/** The paid invoice the server issues by itself for a completed booking (the completion reaction). */
async function completionInvoice(bookingId: string): Promise<SeededInvoice> {
  return until(async () => {
    const { invoices } = await graphql<{ invoices: (SeededInvoice & { bookingId: string | null; status: string })[] }>(
      `{ invoices { id invoiceNumber invoiceDate totalAmount bookingId status } }`,
    );
    return invoices.find((invoice) => invoice.bookingId === bookingId && invoice.status === 'paid');
  }, 'the paid invoice of the completed booking', 20_000, 200);
}

/** An invoice staff issue through the generator: pending. */
async function issuePendingInvoice(bookingId: string, price: number): Promise<SeededInvoice> {
  const issued = await admin.request('POST', '/api/invoices', {
    invoiceNumber: '',
    type: 'invoice',
    invoiceDate: PAST,
    dueDate: '2025-07-10',
    bookingId,
    customer: { id: adaId, fullName: ADA.fullName, email: ADA.email, phone: ADA.mobile, address: ADA.address, vehicleRego: ADA.vehicleRego },
    items: [{ name: 'Full Detail', description: 'Inside and out', quantity: 1, price, total: price, serviceId: null }],
    subtotal: price,
    tax: 0,
    total: price,
    status: 'pending',
  });
  expect(issued.status, issued.text).toBe(201);
  return issued.json as SeededInvoice;
}

/** A page at `path`; `prepare` runs before it opens anything (to route its traffic). */
async function openPage(width: number, path = '/customer/login', prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 }, baseURL: app.url, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await prepare?.(page);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
  });
  await page.goto(path);
  return page;
}

const loginForm = (page: Page) => ({
  rego: page.getByLabel('Vehicle Registration'),
  email: page.getByLabel('Email'),
  submit: page.getByRole('button', { name: 'Login', exact: true }),
});

async function signIn(page: Page, vehicleRego: string, email: string) {
  const form = loginForm(page);
  await form.rego.fill(vehicleRego);
  await form.email.fill(email);
  await form.submit.click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
/** A tab's summary card by its label. */
const stat = (scope: Locator, label: string) => scope.getByRole('list', { name: /summary$/ }).getByRole('listitem').filter({ hasText: label });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

describe('the customer portal in a real browser', { timeout: 60_000 }, () => {
  let page: Page;
  let paidInvoice: SeededInvoice;
  let pendingInvoice: SeededInvoice;

  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    fake = await startFakeTwilio();
    app = await startTestApp({ env: { TWILIO_API_BASE_URL: fake.url, SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    expect((await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' })).status).toBe(200);
    expect((await admin.request('POST', '/api/settings/business', { businessName: 'Shine Detailing', businessEmail: 'hello@shine.example' })).status).toBe(200);
    const menu = await admin.request('POST', '/api/settings/customer-menu', {
      items: [
        { title: 'Book again', url: 'https://shine.example/book', isEnabled: true, sortOrder: 1 },
        { title: 'Hidden', url: 'https://shine.example/hidden', isEnabled: false, sortOrder: 0 },
        { title: 'Reviews', url: 'http://reviews.example/shine', isEnabled: true, sortOrder: 2 },
      ],
    });
    expect(menu.status, menu.text).toBe(200);
    const serviceIds = await createServices(admin, 2);
    adaId = (await graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, { input: ADA })).registerCustomer.id;
    await graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, { input: GRACE });

    bookingIds.past = await book(ADA, PAST, 'Please check the scratch on the rear door', serviceIds);
    expect((await admin.request('PATCH', `/api/bookings/${bookingIds.past}`, { status: 'completed' })).status).toBe(200);
    await uploadPhotos(bookingIds.past, 'before');
    await uploadPhotos(bookingIds.past, 'after');
    bookingIds.soon = await book(ADA, SOON, 'Soon', serviceIds.slice(0, 1));
    bookingIds.later = await book(ADA, LATER, 'Later', serviceIds);
    bookingIds.grace = await book(GRACE, SOON, 'Not Ada', serviceIds);
    paidInvoice = await completionInvoice(bookingIds.past);
    pendingInvoice = await issuePendingInvoice(bookingIds.past, 45.5);

    browser = await launchChromium();
  }, 180_000);

  // A journey that failed half-way leaves no dialog open over the next one.
  afterEach(async () => {
    for (const p of contexts.flatMap((context) => context.pages())) {
      for (let i = 0; i < 3 && (await p.getByRole('dialog').count()) > 0; i++) await p.keyboard.press('Escape');
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
    await fake?.close();
  });

  it('sends a visitor without a session from the dashboard to the login page, which axe finds nothing on', async () => {
    page = await openPage(1280, '/customer/dashboard');
    await page.waitForURL('**/customer/login');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Customer Portal Login' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'login-1280');
    const narrow = await openPage(375, '/customer-login');
    await expect.poll(() => loginForm(narrow).rego.isVisible()).toBe(true);
    expect(await noHorizontalScroll(narrow)).toBe(true);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, 'login-375');
  });

  it('says what is missing beside each field, announced, and sends nothing', async () => {
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/customer/login') && sent.push(request.url()));
    const form = loginForm(page);
    await form.submit.click();
    await expect.poll(() => page.getByText('Vehicle registration is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Valid email is required').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(form.rego.getAttribute('aria-invalid')).resolves.toBe('true');
    // The message describes its field, and focus went to the first field to fix.
    const describedBy = (await form.rego.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions).toContain('Vehicle registration is required');
    await expect(form.rego.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await form.rego.fill('ADA001');
    await form.email.fill('not-an-email');
    await form.submit.click();
    await expect.poll(() => page.getByText('Valid email is required').isVisible()).toBe(true);
    await expect(page.getByText('Vehicle registration is required').count()).resolves.toBe(0);
    expect(sent).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("answers wrong details with 'Login failed' and the server's words, the same for a known e-mail and a stranger", async () => {
    for (const [rego, email] of [
      ['ADA 001', 'grace@example.com'],
      ['NOPE999', 'nobody@example.com'],
    ]) {
      await signIn(page, rego!, email!);
      const toast = toasts(page).locator('[data-variant="destructive"]');
      await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toBe('Login failedInvalid vehicle registration or email');
      await toasts(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => toast.count()).toBe(0);
    }
    expect(page.url()).toMatch(/\/customer\/login$/);
  });

  it("says 'Too many login attempts' once a registration is tried too often, and 'Failed to connect' without an answer", async () => {
    const attempt = () => new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: 'BUSY 01', email: 'guess@example.com' });
    await until(async () => (await attempt()).status === 429, 'the registration to be rate limited', 15_000, 0);
    await signIn(page, 'busy 01', 'guess@example.com');
    const toast = toasts(page).locator('[data-variant="destructive"]');
    await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toBe('Login failedToo many login attempts. Please try again in a minute.');

    await page.route('**/api/customer/login', (route) => route.abort('internetdisconnected'));
    try {
      await signIn(page, 'ADA 001', ADA.email);
      await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toBe('ErrorFailed to connect to server. Please try again.');
    } finally {
      await page.unroute('**/api/customer/login');
    }
    expect(page.url()).toMatch(/\/customer\/login$/);
  });

  it('signs in with the registration typed in lower case with spaces, greeting the customer on the dashboard', async () => {
    await signIn(page, ' ada 001 ', 'ADA@example.com');
    await page.waitForURL('**/customer/dashboard');
    await expect.poll(() => toasts(page).getByText('Login successful').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('Welcome to your customer portal!').isVisible(), { timeout: 10_000 }).toBe(true);
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('heading', { level: 1, name: 'Shine Detailing' }).isVisible()).toBe(true);
    await expect.poll(() => header.getByText('Vehicle: ADA001').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('offers the enabled menu links in order, each opening in a new tab without access to the portal', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const items = page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem');
    await expect.poll(() => items.allTextContents()).toEqual(['Book again', 'Reviews']);
    await expect(items.nth(0).getAttribute('href')).resolves.toBe('https://shine.example/book');
    await expect(items.nth(0).getAttribute('target')).resolves.toBe('_blank');
    await expect(items.nth(0).getAttribute('rel')).resolves.toBe('noopener noreferrer');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  });

  it('shows what is coming, soonest first, with its cards, and none of anyone else', async () => {
    await tab(page, 'Upcoming').click();
    const list = panel(page).getByRole('list', { name: 'Upcoming appointments' });
    await expect.poll(() => list.getByRole('article').count(), { timeout: 10_000 }).toBe(2);
    await expect(list.getByRole('article').nth(0).getByRole('heading').textContent()).resolves.toBe(`${longDate(SOON)} at 10:00 AM`);
    await expect(list.getByRole('article').nth(1).getByRole('heading').textContent()).resolves.toBe(`${longDate(LATER)} at 10:00 AM`);
    await expect.poll(() => list.getByRole('article').nth(0).getByText('Pending').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => stat(panel(page), 'Upcoming Appointments').getByText('2', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => stat(panel(page), 'Next Appointment').getByText(longDate(SOON)).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('Not Ada').count()).resolves.toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'dashboard-1280');
  });

  it('shows the history with its cards: completed count, total invested and bookings with photos', async () => {
    await tab(page, 'History').click();
    const list = panel(page).getByRole('list', { name: 'Service history' });
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await expect.poll(() => stat(panel(page), 'Completed Services').getByText('1', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => stat(panel(page), 'With Photos').getByText('1', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => list.getByText('Completed', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("opens a booking's details with Before and After tabs and its notes, then pages its photos in the lightbox by keyboard", async () => {
    const when = `${longDate(PAST)} at 10:00 AM`;
    await panel(page).getByRole('button', { name: `View details of ${when}` }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect.poll(() => details.isVisible()).toBe(true);
    await expect.poll(() => details.getByText('Please check the scratch on the rear door').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => details.getByRole('tab', { name: 'Before (3)' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await details.getByRole('tab', { name: 'After (3)' }).click();
    await expect.poll(() => details.getByRole('list', { name: 'After photos' }).getByRole('listitem').count()).toBe(3);
    await details.getByRole('tab', { name: 'Before (3)' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'booking-details-1280', false);

    await details.getByRole('button', { name: 'View before photo 1 of 3' }).click();
    const lightbox = page.getByRole('dialog', { name: `Before Photos - ${longDate(PAST)}` });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    const counter = lightbox.getByText(/^\d of 3$/);
    await expect(counter.textContent()).resolves.toBe('1 of 3');
    const image = lightbox.getByRole('img');
    const first = await image.getAttribute('src');
    expect(first).toContain('/api/nas-photo?path=');
    expect(first).not.toContain('size=thumbnail');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('2 of 3');
    expect(await image.getAttribute('src')).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe('3 of 3');
    // Focus stays inside the lightbox, however far Tab goes.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(lightbox)).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'lightbox-1280', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    await expect.poll(() => details.isVisible(), { timeout: 10_000 }).toBe(true);
    // Focus returns where it was (the photo that opened the lightbox), so Escape reaches the details.
    await expect.poll(() => focusInside(details)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
  });

  it('shows the gallery: two before and two after thumbnails per booking, small renditions loaded lazily, and View All Photos', async () => {
    await tab(page, 'Gallery').click();
    await expect.poll(() => stat(panel(page), 'Services with Photos').getByText('1', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => stat(panel(page), 'Before Photos').getByText('3', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    const card = panel(page).getByRole('article', { name: `Photos of ${longDate(PAST)} at 10:00 AM` });
    // Thumbnails are decorative (alt=""): their button names them.
    const thumbnails = card.locator('img');
    await expect.poll(() => thumbnails.count()).toBe(4);
    for (const img of await thumbnails.all()) {
      await expect(img.getAttribute('src')).resolves.toMatch(/\/api\/nas-photo\?path=.*size=thumbnail/);
      await expect(img.getAttribute('loading')).resolves.toBe('lazy');
      await expect(img.getAttribute('width')).resolves.toBe('80');
      await expect(img.getAttribute('height')).resolves.toBe('80');
    }
    await expect.poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await card.getByRole('button', { name: /View all photos/ }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect.poll(() => details.getByRole('list', { name: 'Before photos' }).getByRole('listitem').count()).toBe(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
  });

  it("lists the invoices with their cards; the paid one previews 'Paid in full' with $0.00 due, and downloads as a PDF", async () => {
    await tab(page, 'Invoices').click();
    await expect.poll(() => panel(page).getByRole('article').count()).toBe(2);
    await expect.poll(() => stat(panel(page), 'Total Invoices').getByText('2', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => stat(panel(page), 'Paid Invoices').getByText('1', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => stat(panel(page), 'Amount Paid').getByText(money(paidInvoice.totalAmount)).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await panel(page).getByRole('button', { name: `Preview Invoice #${paidInvoice.invoiceNumber}` }).click();
    const preview = page.getByRole('dialog', { name: `Invoice #${paidInvoice.invoiceNumber}` });
    await expect.poll(() => preview.isVisible()).toBe(true);
    for (const text of ['Paid in full', 'From', 'To', 'Shine Detailing', 'Ada Lovelace', 'Detail package 1', 'Subtotal', 'INVOICE', longDate(paidInvoice.invoiceDate)]) {
      await expect(preview.getByText(text, { exact: true }).first().isVisible(), text).resolves.toBe(true);
    }
    const due = preview.getByRole('definition').filter({ hasText: /^\$/ });
    await expect.poll(() => preview.getByText('Amount Due').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(due.last().textContent()).resolves.toBe('$0.00');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'invoice-preview-1280', false);
    const download = page.waitForEvent('download');
    await preview.getByRole('link', { name: 'Download PDF' }).click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await preview.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect.poll(() => preview.count()).toBe(0);

    // The pending one says nothing of being paid, and downloads from its card too.
    await panel(page).getByRole('button', { name: `Preview Invoice #${pendingInvoice.invoiceNumber}` }).click();
    const pending = page.getByRole('dialog', { name: `Invoice #${pendingInvoice.invoiceNumber}` });
    await expect.poll(() => pending.isVisible()).toBe(true);
    await expect(pending.getByText('Paid in full').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    const fromCard = page.waitForEvent('download');
    await panel(page).getByRole('link', { name: `Download PDF of Invoice #${pendingInvoice.invoiceNumber}` }).click();
    expect((await readFile((await (await fromCard).path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('edits the profile (never the registration), with the spec toast, and shows the change at once', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Profile' });
    await expect.poll(() => dialog.getByText(ADA.mobile).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect.poll(() => edit.getByLabel('Mobile').inputValue()).toBe(ADA.mobile);
    await expect(edit.getByLabel('Vehicle Registration').getAttribute('readonly')).resolves.not.toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'profile-edit-1280', false);
    await edit.getByLabel('Address').fill('2 Difference Engine Rd, Melbourne');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toasts(page).getByText('Profile updated').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('Your profile has been updated successfully.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByText('2 Difference Engine Rd, Melbourne').isVisible()).toBe(true);
    const { customer } = await graphql(`query ($id: ID!) { customer(id: $id) { address vehicleRego } }`, { id: adaId });
    expect(customer).toEqual({ address: '2 Difference Engine Rd, Melbourne', vehicleRego: ADA.vehicleRego });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('shows a booking approved by staff, and a new one, without a reload', async () => {
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
    await tab(page, 'Upcoming').click();
    const soon = panel(page).getByRole('article', { name: `${longDate(SOON)} at 10:00 AM` });
    await expect.poll(() => soon.getByText('Pending').isVisible()).toBe(true);
    expect((await admin.request('PATCH', `/api/bookings/${bookingIds.soon}`, { status: 'approved' })).status).toBe(200);
    await expect.poll(() => soon.getByText('Approved').isVisible(), { timeout: 10_000 }).toBe(true);
    const serviceIds = await createServices(admin, 1);
    await book(ADA, fromToday(30), 'Booked by phone', serviceIds);
    await expect.poll(() => panel(page).getByRole('article').count(), { timeout: 10_000 }).toBe(3);
    expect(navigations).toBe(0);
  });

  it('reads its lists again once the live connection is back from a drop: a booking made while it was down shows', async () => {
    // Polling (every 10 s while the connection is down) cannot come between the drop and the return.
    let sockets!: DroppableSockets;
    const dropped = await openPage(1280, '/customer/login', async (p) => void (sockets = await droppableSockets(p)));
    await signIn(dropped, ADA.vehicleRego, ADA.email);
    await tab(dropped, 'Upcoming').click();
    const upcoming = panel(dropped).getByRole('article');
    await expect.poll(() => upcoming.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => sockets.acknowledged(), { timeout: 10_000 }).toBe(1);

    // The page tries again a second after the drop, and is held.
    const release = await sockets.drop();
    await expect.poll(() => sockets.opened(), { timeout: 10_000 }).toBe(2);
    const serviceId = (await admin.request('GET', '/api/services')).json[0].id;
    const made = await book(ADA, fromToday(31), 'Booked while the portal was offline', [serviceId]);
    release();
    await expect.poll(() => sockets.acknowledged(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => upcoming.count(), { timeout: 10_000 }).toBe(4);
    await dropped.context().close();
    contexts.splice(contexts.indexOf(dropped.context()), 1);
    expect((await admin.request('DELETE', `/api/bookings/${made}`)).status).toBeLessThan(300);
  });

  it('lays the dashboard and its dialogs out within a 375 px wide screen', async () => {
    const narrow = await openPage(375, '/customer/login');
    await signIn(narrow, 'ADA001', ADA.email);
    await narrow.waitForURL('**/customer/dashboard');
    await expect.poll(() => panel(narrow).getByRole('article').count(), { timeout: 10_000 }).toBe(3);
    expect(await noHorizontalScroll(narrow)).toBe(true);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, 'dashboard-375');
    await tab(narrow, 'Invoices').click();
    await narrow.getByRole('button', { name: `Preview Invoice #${paidInvoice.invoiceNumber}` }).click();
    const preview = narrow.getByRole('dialog', { name: `Invoice #${paidInvoice.invoiceNumber}` });
    await expect.poll(() => preview.isVisible()).toBe(true);
    const box = await preview.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await shot(narrow, 'invoice-preview-375', false);
    await narrow.keyboard.press('Escape');
    await tab(narrow, 'Gallery').click();
    await narrow.getByRole('button', { name: 'View after photo 1 of 3' }).click();
    const lightbox = narrow.getByRole('dialog', { name: `After Photos - ${longDate(PAST)}` });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    expect(await noHorizontalScroll(narrow)).toBe(true);
    await shot(narrow, 'lightbox-375', false);
    await narrow.keyboard.press('Escape');
    await narrow.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => narrow.getByRole('dialog', { name: 'My Profile' }).isVisible()).toBe(true);
    await shot(narrow, 'profile-375', false);
  });

  it('signs out: the session ends on the server, the dashboard sends to the login page, the old cookie gets 401', async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'csid');
    expect(cookie).toBeDefined();
    const me = () => fetch(`${app.url}/api/customer/me`, { headers: { cookie: `csid=${cookie!.value}` } });
    expect((await me()).status).toBe(200);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/customer/login');
    expect((await me()).status).toBe(401);
    expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith('portal.')))).toEqual([]);
    await page.goto('/customer/dashboard');
    await page.waitForURL('**/customer/login');
    await expect.poll(() => loginForm(page).rego.isVisible()).toBe(true);
  });

  let linked: Page;

  it('signs in through the one-time link a text brings, keeping the token out of the address, and only once', async () => {
    fake.reset();
    expect((await admin.request('POST', `/api/send-portal-sms/${adaId}`)).status).toBe(200);
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
    const link = /https?:\/\/\S+\/customer\/login\?token=[A-Za-z0-9_-]+/.exec(fake.requests[0]!.form.Body ?? '')?.[0];
    expect(link, fake.requests[0]!.form.Body).toBeDefined();

    linked = await openPage(1280, '/customer/login');
    let addressWhenRedeemed = '';
    linked.on('request', (request) => {
      if (request.url().endsWith('/api/customer/login/link')) addressWhenRedeemed = linked.url();
    });
    await linked.goto(link!);
    await linked.waitForURL('**/customer/dashboard');
    expect(addressWhenRedeemed).not.toBe('');
    expect(addressWhenRedeemed).not.toContain('token');
    await expect.poll(() => toasts(linked).getByText('Login successful').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => linked.getByRole('banner').getByText('Vehicle: ADA001').isVisible()).toBe(true);
    // Back does not lead to the address with the token.
    await linked.goBack();
    expect(linked.url()).not.toContain('token');

    const again = await openPage(1280, '/customer/login');
    await again.goto(link!);
    await expect.poll(() => again.getByRole('alert').textContent(), { timeout: 10_000 }).toBe('This sign-in link has expired or was already used');
    expect(again.url()).not.toContain('token');
    await expect.poll(() => loginForm(again).rego.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(again)).toEqual([]);
  });

  it('already signed in, the login page goes straight to the dashboard', async () => {
    await linked.goto('/customer/login');
    await linked.waitForURL('**/customer/dashboard');
  });

  it('fetched no admin code and no Apollo on any portal page', async () => {
    const modules = JSON.parse(await readFile(join(webRoot, 'dist', '.vite', 'modules.json'), 'utf8')) as Record<string, string[]>;
    const adminAreas: string[] = [];
    for (const area of await readdir(join(webRoot, 'src', 'modules'))) {
      const routes = await readFile(join(webRoot, 'src', 'modules', area, 'routes.ts'), 'utf8').catch(() => '');
      if (routes.includes('satisfies AdminViews')) adminAreas.push(area);
    }
    expect(adminAreas).toContain('customers');
    const admin = new RegExp(`^web/src/(modules/(shell|identity|${adminAreas.join('|')})/|app/(apollo|pages/Admin))`);
    const loaded = [...scripts].flatMap((file) => modules[file] ?? []);
    expect(loaded.some((m) => m.startsWith('web/src/modules/portal/'))).toBe(true);
    // The portal's own fetch and graphql-ws client: no Apollo, and no graphql AST or printer.
    expect(loaded.filter((m) => /^node_modules\/(@apollo\/client|graphql|rxjs|optimism)\//.test(m))).toEqual([]);
    expect(loaded.some((m) => m.startsWith('node_modules/graphql-ws/'))).toBe(true);
    expect(loaded.filter((m) => admin.test(m))).toEqual([]);
    expect([...scripts].filter((file) => !(file in modules))).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
