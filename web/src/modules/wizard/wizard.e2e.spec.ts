import { mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@detailing/schema/bookings/messages';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, animationsSettled, launchChromium, saveScreenshot } from '@detailing/infra/testing/browser';
import { wizardTexts as t } from './utils/wizardTexts';

// The public booking wizard as a stranger meets it: a real server (API, projector, worker) over a
// fresh database, the built web app, Chromium; services seeded as staff would, through the admin API.

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const artifacts = resolve(webRoot, 'test-artifacts');

async function shot(page: Page, name: string) {
  await animationsSettled(page);
  await saveScreenshot(page, `wizard-${name}`);
}

let app: TestApp;
let admin: HttpSession;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
/** Every script a wizard page fetched. */
const scripts = new Set<string>();
const services = { wash: 0, ceramic: 0, hidden: 0 };

async function graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await admin.graphql(query, variables);
  if (response.status !== 200 || response.json.errors) throw new Error(`${response.status} ${response.text}`);
  return response.json.data as T;
}

async function createService(body: Record<string, unknown>): Promise<number> {
  const created = await admin.request('POST', '/api/services', { description: 'A detailing service', durationHours: 1, priceSuv5: 0, priceSuv7: 0, priceUte: 0, ...body });
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

/** The free days the server offers right now (the same read the wizard makes). */
async function freeDates(): Promise<string[]> {
  const response = await new HttpSession(app.url).request('GET', '/api/bookings/availability');
  expect(response.status, response.text).toBe(200);
  return response.json.dates;
}

async function openWizard(width: number, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 }, baseURL: app.url });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
  });
  await page.goto(`/embed/booking${query}`);
  return page;
}

const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 });
const continueButton = (page: Page) => page.getByRole('button', { name: t.continue, exact: true });
const confirmButton = (page: Page) => page.getByRole('button', { name: t.confirm, exact: true });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const total = (page: Page) => page.getByTestId('wizard-total').textContent();
const dateChoice = (page: Page, date: string) => page.locator(`input[name="date"][value="${date}"]`);

async function atStep(page: Page, step: 1 | 2 | 3 | 4) {
  await expect.poll(() => stepTitle(page).textContent(), { timeout: 15_000 }).toBe(t.steps[step]);
}

const ADA = { fullName: 'Ada Lovelace', email: 'ada@example.com', mobile: '0412 345 678', vehicleRego: 'ada 001', address: '1 Analytical Way, Melbourne' };

async function fillContact(page: Page, person: typeof ADA) {
  await page.getByLabel(t.fields.fullName).fill(person.fullName);
  await page.getByLabel(t.fields.email, { exact: true }).fill(person.email);
  await page.getByLabel(t.fields.mobile).fill(person.mobile);
  await page.getByLabel(t.fields.vehicleRego).fill(person.vehicleRego);
  await page.getByLabel(t.fields.address).fill(person.address);
}

/** Steps 1 to 3 by pointer: the two shown services, an SUV 7 Seater from 2024, `date` at 9:00 AM. */
async function throughStepThree(page: Page, date: string, name: string | null) {
  await atStep(page, 1);
  if (name) await shot(page, `1-services-${name}`);
  await page.getByRole('checkbox', { name: 'Wizard Wash', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Ceramic Coat', exact: true }).check();
  await continueButton(page).click();
  await atStep(page, 2);
  await page.getByRole('radio', { name: 'SUV 7 Seater' }).check();
  await page.getByRole('radio', { name: '2024 & Earlier Models' }).check();
  // Wash: the pre-2025 SUV 7 price $75.55; ceramic: no pre-2025 price, so its 2025 price $300.10.
  await expect.poll(() => total(page)).toBe('$375.65');
  if (name) await shot(page, `2-vehicle-${name}`);
  await continueButton(page).click();
  await atStep(page, 3);
  await dateChoice(page, date).check();
  await page.getByRole('radio', { name: '9:00 AM', exact: true }).check();
  if (name) await shot(page, `3-date-${name}`);
  await continueButton(page).click();
  await atStep(page, 4);
}

async function bookingById(id: string) {
  const { booking } = await graphql(`query ($id: ID!) { booking(id: $id) { id status date time vehicleType modelYear vehicleRego termsAccepted termsAcceptedAt fullName address services { id price } quote { totalCents } } }`, { id });
  return booking;
}

describe('the public booking wizard in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    services.wash = await createService({ name: 'Wizard Wash', description: 'Hand wash and dry', priceSedanHatch: 49.9, priceSuv7: 70, priceSuv7Pre2025: 75.55 });
    services.ceramic = await createService({ name: 'Ceramic Coat', priceSedanHatch: 250, priceSuv7: 280, priceSuv72025: 300.1 });
    services.hidden = await createService({ name: 'Staff Only Polish', priceSedanHatch: 10, showOnBookingForm: false });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  it("goes through the four steps to 'Booking Confirmed!' at 1280 px, axe-clean on every step, and the booking holds the price shown", async () => {
    const [date] = await freeDates();
    const page = await openWizard(1280);
    await atStep(page, 1);
    // Only what is active and shown on the booking form, each 'From $' its Sedan/Hatch price.
    await expect.poll(() => page.getByText('From $49.90').isVisible()).toBe(true);
    expect(await page.getByText('From $250.00').isVisible()).toBe(true);
    expect(await page.getByText('Staff Only Polish').count()).toBe(0);
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Wizard Wash', exact: true }).check();
    await continueButton(page).click();
    await atStep(page, 2);
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.back }).click();
    await atStep(page, 1);
    expect(await page.getByRole('checkbox', { name: 'Wizard Wash', exact: true }).isChecked()).toBe(true);
    await throughStepThree(page, date!, '1280');
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillContact(page, ADA);
    // Forced to upper case as typed.
    await expect.poll(() => page.getByLabel(t.fields.vehicleRego).inputValue()).toBe('ADA 001');
    await expect(page.getByLabel(t.fields.address).getAttribute('autocomplete')).resolves.toBe('street-address');
    expect(await confirmButton(page).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: t.terms }).check();
    await expect.poll(() => confirmButton(page).isEnabled()).toBe(true);
    await expect.poll(() => total(page)).toBe('$375.65');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '4-information-1280');

    await confirmButton(page).click();
    await expect.poll(() => page.getByRole('heading', { name: t.confirmedTitle }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText(t.confirmedText).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(t.contactPromise).isVisible()).toBe(true);
    // The price the server recorded with the booking, as it will bill it.
    expect(await page.getByRole('region', { name: t.quotedPrice }).isVisible()).toBe(true);
    expect(await total(page)).toBe('$375.65');
    const reference = (await page.locator('main [role="status"] span').first().textContent())!;
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '5-confirmed-1280');

    const booking = await bookingById(reference);
    expect(booking).toMatchObject({ id: reference, status: 'pending', date, vehicleType: 'SUV 7 Seater', modelYear: 2024, vehicleRego: 'ADA 001', termsAccepted: true, fullName: 'Ada Lovelace' });
    expect(booking.termsAcceptedAt).toEqual(expect.any(String));
    expect(booking.services.reduce((sum: number, s: { price: number }) => sum + Math.round(s.price * 100), 0)).toBe(37565);
    expect(booking.quote.totalCents).toBe(37565);
    // The day it took is no longer offered.
    expect(await freeDates()).not.toContain(date);
    expect(pageErrors).toEqual([]);
  });

  it('works at 375 px without sideways scrolling, and Back keeps everything entered', async () => {
    const [, date] = await freeDates();
    const page = await openWizard(375);
    await throughStepThree(page, date!, '375');
    expect(await noHorizontalScroll(page)).toBe(true);
    await fillContact(page, { ...ADA, fullName: 'Grace Hopper', email: 'grace@example.com', mobile: '0412 345 679', vehicleRego: 'cobol1' });
    await page.getByRole('checkbox', { name: t.terms }).check();
    await shot(page, '4-information-375');
    for (const step of [3, 2, 1] as const) {
      await page.getByRole('button', { name: t.back }).click();
      await atStep(page, step);
    }
    expect(await page.getByRole('checkbox', { name: 'Wizard Wash', exact: true }).isChecked()).toBe(true);
    await continueButton(page).click();
    await atStep(page, 2);
    expect(await page.getByRole('radio', { name: 'SUV 7 Seater' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '2024 & Earlier Models' }).isChecked()).toBe(true);
    await continueButton(page).click();
    await atStep(page, 3);
    await expect.poll(() => dateChoice(page, date!).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '9:00 AM', exact: true }).isChecked()).toBe(true);
    await continueButton(page).click();
    await atStep(page, 4);
    expect(await page.getByLabel(t.fields.fullName).inputValue()).toBe('Grace Hopper');
    expect(await page.getByLabel(t.fields.vehicleRego).inputValue()).toBe('COBOL1');
    expect(await page.getByRole('checkbox', { name: t.terms }).isChecked()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);

    // A mistyped e-mail is caught before sending, beside its field, with focus on it.
    await page.getByLabel(t.fields.email, { exact: true }).fill('grace@');
    await confirmButton(page).click();
    await expect.poll(() => page.getByText(bookingMessages.emailInvalid).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(t.fields.email, { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel(t.fields.email, { exact: true }).fill('grace@example.com');

    // No answer (the connection drops): 'Booking Failed', the form kept; the retry sends the same key.
    const keys: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/bookings') && keys.push(request.headers()['idempotency-key'] ?? ''));
    await page.route('**/api/bookings', (route) => route.abort('connectionreset'));
    await confirmButton(page).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`${t.failedTitle}${t.failedText}`);
    expect(await page.getByLabel(t.fields.fullName).inputValue()).toBe('Grace Hopper');
    await expect.poll(() => confirmButton(page).isEnabled()).toBe(true);
    await page.unroute('**/api/bookings');

    // A double click books once.
    await confirmButton(page).dblclick();
    await expect.poll(() => page.getByRole('heading', { name: t.confirmedTitle }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { bookings } = await graphql(`{ bookings { email } }`);
    expect(bookings.filter((b: { email: string }) => b.email === 'grace@example.com')).toHaveLength(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, '5-confirmed-375');
  });

  it("returns to step 3 with the server's message when the day was taken meanwhile, that day gone, the rest kept", async () => {
    const dates = await freeDates();
    const date = dates[2]!;
    const page = await openWizard(1280);
    await throughStepThree(page, date, null);
    await fillContact(page, { ...ADA, fullName: 'Late Larry', email: 'larry@example.com', mobile: '0412 345 680', vehicleRego: 'LATE1' });
    await page.getByRole('checkbox', { name: t.terms }).check();
    // Someone else takes the day between steps 3 and 4 (staff here, through the admin API).
    const taken = await admin.request('POST', '/api/bookings', { fullName: 'Quick Quinn', email: 'quinn@example.com', mobile: '0400 000 001', vehicleRego: 'QUICK1', date, time: '8:00 AM', vehicleType: 'UTE', modelYear: 2025, serviceIds: [services.wash] });
    expect(taken.status, taken.text).toBe(201);
    await expect.poll(async () => (await freeDates()).includes(date), { timeout: 15_000 }).toBe(false);

    await confirmButton(page).click();
    await atStep(page, 3);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bookingMessages.dayTaken);
    await expect.poll(() => dateChoice(page, date).count()).toBe(0);
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '9:00 AM', exact: true }).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dateChoice(page, dates[3]!).check();
    await continueButton(page).click();
    await atStep(page, 4);
    expect(await page.getByLabel(t.fields.fullName).inputValue()).toBe('Late Larry');
    await confirmButton(page).click();
    await expect.poll(() => page.getByRole('heading', { name: t.confirmedTitle }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('can be completed with the keyboard alone, a service preselected by the embed', async () => {
    const [, , , , date] = await freeDates();
    const page = await openWizard(1280, `?service=${services.ceramic}`);
    await atStep(page, 1);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Ceramic Coat', exact: true }).isChecked()).toBe(true);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('name') ?? document.activeElement?.textContent ?? '');
    const tabTo = async (target: string) => {
      for (let i = 0; i < 60 && (await focused()) !== target; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(target);
    };
    await tabTo(t.continue);
    await page.keyboard.press('Enter');
    await atStep(page, 2);
    await tabTo('vehicleType');
    await page.keyboard.press('Space');
    await tabTo('modelYear');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: '2024 & Earlier Models' }).isChecked()).toBe(true);
    await tabTo(t.continue);
    await page.keyboard.press('Enter');
    await atStep(page, 3);
    await tabTo('date');
    // Arrow keys move through the days; the day wanted is checked when focus reaches it.
    for (let i = 0; i < 40 && !(await dateChoice(page, date!).isChecked()); i++) await page.keyboard.press('ArrowRight');
    await tabTo('time');
    await page.keyboard.press('Space');
    await tabTo(t.continue);
    await page.keyboard.press('Enter');
    await atStep(page, 4);
    await tabTo('fullName');
    await page.keyboard.type('Key Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0400 123 456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kb 42');
    await tabTo('termsAccepted');
    await page.keyboard.press('Space');
    await tabTo(t.confirm);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: t.confirmedTitle }).isVisible(), { timeout: 15_000 }).toBe(true);
    const reference = (await page.locator('main [role="status"] span').first().textContent())!;
    expect(await bookingById(reference)).toMatchObject({ date, time: expect.stringMatching(/8:00|08:00/), vehicleType: 'Sedan/Hatch', modelYear: 2024, vehicleRego: 'KB 42' });
  });
  it("answers a person who already has two upcoming bookings with 'Booking Failed' and the spec's text, nothing said of why, nothing booked", async () => {
    const dates = await freeDates();
    // Paula booked two days before, through the wizard's own endpoint.
    for (const [i, date] of [dates[6]!, dates[7]!].entries()) {
      const body = { serviceIds: [services.wash], vehicleType: 'UTE', modelYear: 2025, date, time: '9:00 AM', fullName: 'Paula Planner', email: 'paula@example.com', mobile: `0400 555 00${i}`, vehicleRego: `PLAN${i}`, termsAccepted: true };
      const made = await new HttpSession(app.url).request('POST', '/api/bookings', body);
      expect(made.status, made.text).toBe(201);
    }
    const date = dates[8]!;
    const page = await openWizard(1280);
    await throughStepThree(page, date, null);
    // A third, with her e-mail but another mobile and plate.
    await fillContact(page, { ...ADA, fullName: 'Paula Planner', email: 'PAULA@example.com', mobile: '0400 555 009', vehicleRego: 'PLAN9' });
    await page.getByRole('checkbox', { name: t.terms }).check();
    await confirmButton(page).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`${t.failedTitle}${t.failedText}`);
    expect(t.failedText).toBe('Unable to create your booking. Please try again.');
    expect(await page.getByLabel(t.fields.fullName).inputValue()).toBe('Paula Planner');
    await expect.poll(() => confirmButton(page).isEnabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '4-refused-1280');
    expect(await freeDates()).toContain(date);
    const { bookings } = await graphql(`{ bookings { email } }`);
    expect(bookings.filter((b: { email: string }) => b.email.toLowerCase() === 'paula@example.com')).toHaveLength(2);
  });

  it('fetched only its own small code: no admin area, no GraphQL client, no react-aria-components', async () => {
    const modules = JSON.parse(await readFile(resolve(webRoot, 'dist', '.vite', 'modules.json'), 'utf8')) as Record<string, string[]>;
    const loaded = [...scripts].flatMap((file) => modules[file] ?? []);
    expect(loaded.some((m) => m.startsWith('web/src/modules/wizard/'))).toBe(true);
    // The shared entry holds every area's small routes.ts (lazy imports) and the toast state; nothing else of theirs.
    const foreign = /^web\/src\/modules\/(?!wizard\/)[^/]+\/(?!routes\.ts$)|^web\/src\/app\/(apollo|pages)\/|node_modules\/(@apollo|graphql|graphql-ws|react-aria-components|react-aria|@react-aria)\//;
    expect(loaded.filter((m) => foreign.test(m))).toEqual([]);
    expect([...scripts].filter((file) => !(file in modules))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
