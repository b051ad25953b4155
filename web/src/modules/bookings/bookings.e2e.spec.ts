import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingMessages } from '@detailing/schema/bookings/messages';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { accessibilityViolations, launchChromium, saveScreenshot, signInThroughGate } from '@detailing/infra/testing/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';
import { type DroppableSockets, droppableSockets } from '@detailing/infra/testing/droppableSockets';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const artifacts = resolve(webRoot, 'test-artifacts');


const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** The booking lands in the current week and month, so the calendar's opening views show it. */
const bookingDate = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const customer = { first: 'Robin', last: 'Tester', email: 'robin@example.com', mobile: '0400 111 222' };
const fullName = `${customer.first} ${customer.last}`;

let app: TestApp;
let seeder: HttpSession;
let browser: Browser;
let contexts: BrowserContext[] = [];
let page: Page;
let other: Page;
const pageErrors: string[] = [];

/** The GraphQL operations each page sent over HTTP, by name, in order. */
const operations = new Map<Page, string[]>();

const shot = (p: Page, name: string) => saveScreenshot(p, `bookings-${name}`);
const toasts = (p: Page) => p.getByRole('region', { name: /notifications/i });


/** A page signed in on the Bookings screen; `prepare` runs before it opens anything (to route its traffic). */
async function openSignedInBookings(prepare?: (p: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: app.url });
  contexts.push(context);
  const p = await context.newPage();
  await prepare?.(p);
  p.on('pageerror', (error) => pageErrors.push(error.message));
  const sent: string[] = [];
  operations.set(p, sent);
  p.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(String(request.postDataJSON()?.operationName));
  });
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bookings' }).click();
  await p.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
  return p;
}

/** A booking for today made through the API, as another device would make it, with the first service. */
async function bookElsewhere(booking: { fullName: string; email: string; mobile: string; time: string; vehicleType: string }): Promise<{ id: string }> {
  const serviceId = (await seeder.request('GET', '/api/services')).json[0].id;
  const created = await seeder.request('POST', '/api/bookings', { ...booking, date: bookingDate, modelYear: 2025, serviceIds: [serviceId] });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

const bookingCard = (p: Page) => p.getByRole('heading', { level: 2, name: fullName });
const calendarEntry = (p: Page) => p.getByRole('button', { name: new RegExp(`${fullName}.*Pending`) });

async function showTab(p: Page, name: 'List View' | 'Calendar View') {
  await p.getByRole('tab', { name }).click();
  await expect.poll(() => p.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('bookings page in a real browser', () => {
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    app = await startTestApp();
    seeder = new HttpSession(app.url);
    await seeder.login(app.adminUsername, app.adminPassword);
    await createServices(seeder, 2);
    browser = await launchChromium();
    page = await openSignedInBookings();
    other = await openSignedInBookings();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
    await app?.close();
  });

  it('shows the empty list with New Booking and both tabs, with no serious accessibility findings', async () => {
    await expect
      .poll(() => page.getByText('No bookings found. Create your first booking!').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'New Booking' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: 'List View' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: 'Calendar View' }).isVisible()).resolves.toBe(true);
    await shot(page, '01-list-empty');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('journey 2: an empty submit shows every validation message of the new booking form', async () => {
    await page.getByRole('button', { name: 'New Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const section of ['Customer Information', 'Vehicle & Service Selection', 'Scheduling', 'Additional Notes']) {
      await expect(dialog.getByRole('group', { name: section }).isVisible()).resolves.toBe(true);
    }
    await expect(dialog.getByText('Address lookup not available - using manual entry').isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('switch', { name: 'Manual entry' }).isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    for (const message of [
      bookingMessages.firstNameRequired,
      bookingMessages.lastNameRequired,
      bookingMessages.emailInvalid,
      bookingMessages.mobileRequired,
      bookingMessages.vehicleTypeRequired,
      bookingMessages.modelYearRequired,
      bookingMessages.serviceIdsRequired,
      bookingMessages.dateRequired,
      bookingMessages.timeRequired,
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    await shot(page, '02-create-empty-submit');
  });

  it('journey 2: prices the chosen services with the shared rule and creates the booking', async () => {
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await dialog.getByLabel('First Name').fill(customer.first);
    await dialog.getByLabel('Last Name').fill(customer.last);
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Mobile').fill(customer.mobile);
    await dialog.getByRole('button', { name: /Vehicle Type/ }).click();
    await page.getByRole('option', { name: 'SUV 5 Seater' }).click();
    await dialog.getByRole('radio', { name: '2024 & Earlier Models' }).check({ force: true });
    await dialog.getByRole('checkbox', { name: /Detail package 1/ }).check({ force: true });
    await dialog.getByRole('checkbox', { name: /Detail package 2/ }).check({ force: true });
    // Only base prices are set, so both tiers fall back to them: 120 + 240.
    await expect.poll(() => dialog.getByText('$360.00').isVisible()).toBe(true);
    await dialog.getByLabel('Date', { exact: true }).fill(bookingDate);
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');
    await dialog.getByLabel('Notes').fill('Please vacuum the boot');
    await shot(page, '03-create-filled');
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expect.poll(() => toasts(page).getByText('New Booking Created').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => bookingCard(page).isVisible(), { timeout: 10_000 }).toBe(true);
    const card = page.getByRole('article', { name: fullName });
    for (const text of [customer.email, customer.mobile, 'SUV 5 Seater', 'Click to view details', 'Pending']) {
      await expect(card.getByText(text).isVisible(), text).resolves.toBe(true);
    }
    await shot(page, '04-list-with-booking');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('journey 3: a second browser context sees the booking appear without reload', async () => {
    await expect.poll(() => bookingCard(other).isVisible(), { timeout: 10_000 }).toBe(true);
    await shot(other, '05-other-context-live');
  });

  it("opens the booking's details from anywhere on its card, by mouse and by Enter or Space, while Delete only asks to delete", async () => {
    const card = page.getByRole('article', { name: fullName });
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    const closeDetails = async () => {
      await page.keyboard.press('Escape');
      await expect.poll(() => details.count()).toBe(0);
    };
    // The card's body: its top corner by the name, and the middle of its details.
    await card.click({ position: { x: 12, y: 12 } });
    await expect.poll(() => details.isVisible(), { message: 'a click by the name' }).toBe(true);
    await expect.poll(() => details.getByText(customer.email).first().isVisible()).toBe(true);
    await closeDetails();
    await card.click();
    await expect.poll(() => details.isVisible(), { message: 'a click in the middle' }).toBe(true);
    await closeDetails();

    // Keyboard: the card's first stop is its opener, and its focus ring goes round the whole card.
    const opener = card.getByRole('button', { name: `View booking for ${fullName}` });
    const remove = card.getByRole('button', { name: `Delete booking for ${fullName}` });
    await remove.focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    const ring = await opener.evaluate((el) => {
      const after = getComputedStyle(el, '::after');
      const box = el.closest('article')!.getBoundingClientRect();
      return { outline: after.outlineStyle, width: Math.round(parseFloat(after.width)), cardWidth: Math.round(box.width) };
    });
    expect(ring.outline).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(ring.cardWidth - 2);
    await page.keyboard.press('Enter');
    await expect.poll(() => details.isVisible(), { message: 'Enter' }).toBe(true);
    await closeDetails();
    await opener.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => details.isVisible(), { message: 'Space' }).toBe(true);
    await closeDetails();

    // Delete keeps its own press: the confirmation, and no details behind it.
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Booking' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await details.count()).toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await details.count()).toBe(0);
    await expect(card.isVisible()).resolves.toBe(true);
  });

  it('journey 2: shows the booking in the week calendar, sized by its services, and in the month', async () => {
    await showTab(page, 'Calendar View');
    await expect.poll(() => calendarEntry(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('Live Sync').isVisible()).resolves.toBe(true);
    // Two services of 1 and 2 hours: 10:00 to 13:00, 3 × 50 px.
    await expect(calendarEntry(page).textContent()).resolves.toContain('10:00 to 13:00');
    const box = await calendarEntry(page).boundingBox();
    expect(box?.height).toBeCloseTo(150, 0);
    await shot(page, '06-calendar-week');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Month' }).click();
    await expect.poll(() => calendarEntry(page).isVisible()).toBe(true);
    await shot(page, '07-calendar-month');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opens the create dialog from a month cell at 09:00 and from a week slot at its hour', async () => {
    const cell = page.getByRole('region', { name: /./ }).filter({ has: calendarEntry(page) });
    await cell.hover();
    await cell.getByRole('button', { name: /^Add booking on/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(dialog.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(bookingDate);
    await expect(dialog.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('09:00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('radio', { name: 'Week' }).click();
    const slot = page.getByRole('button', { name: /^Add booking on .* at 4pm$/ }).first();
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(dialog.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('16:00');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('exports the calendar as automotive-bookings.ics', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Calendar' }).click();
    expect((await download).suggestedFilename()).toBe('automotive-bookings.ics');
    await expect.poll(() => toasts(page).getByText('Calendar Exported').isVisible()).toBe(true);
  });

  it('fits the create dialog and the list into a 375 px wide screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await showTab(page, 'List View');
      await page.getByRole('button', { name: 'New Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(375);
      await shot(page, '08-create-375');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await shot(page, '09-list-375');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('journey 6: deletes the booking after confirmation, gone from list and calendar in both contexts', async () => {
    await showTab(other, 'Calendar View');
    await expect.poll(() => calendarEntry(other).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: `Delete booking for ${fullName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Booking' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toasts(page).getByText('Booking Deleted').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => bookingCard(page).count()).toBe(0);
    await expect.poll(() => calendarEntry(other).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => toasts(other).getByText('Booking Deleted').isVisible()).toBe(true);
    await showTab(other, 'List View');
    await expect.poll(() => bookingCard(other).count()).toBe(0);
    await showTab(page, 'Calendar View');
    await expect.poll(() => calendarEntry(page).count()).toBe(0);
    await shot(page, '10-deleted-calendar');
    await shot(other, '11-deleted-other');
  });

  it('names a service created after the page loaded in the list, the calendar and the details dialog', async () => {
    const service = await seeder.request('POST', '/api/services', {
      name: 'Late ceramic coat',
      description: 'Custom service: Late ceramic coat',
      priceSedanHatch: 450,
      priceSuv5: 500,
      priceSuv7: 550,
      priceUte: 520,
      durationHours: 2,
    });
    expect(service.status).toBe(201);
    const created = await seeder.request('POST', '/api/bookings', {
      fullName: 'Nova Latecomer',
      email: 'nova@example.com',
      mobile: '0400 333 444',
      date: bookingDate,
      time: '15:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2025,
      serviceIds: [service.json.id],
      status: 'ready_for_pickup',
    });
    expect(created.status).toBe(201);

    await showTab(page, 'List View');
    const card = page.getByRole('article', { name: 'Nova Latecomer' });
    await expect.poll(() => card.getByText('Late ceramic coat').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(card.getByText('Ready for Pickup', { exact: true }).isVisible()).resolves.toBe(true);

    await showTab(page, 'Calendar View');
    const entry = page.getByRole('button', { name: /Nova Latecomer/ });
    await expect.poll(() => entry.textContent(), { timeout: 10_000 }).toContain('Late ceramic coat');
    await expect(entry.textContent()).resolves.toContain('15:00 to 17:00');
    await shot(page, '12-late-service-calendar');

    await entry.click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect.poll(() => details.getByRole('list', { name: 'Services' }).innerText(), { timeout: 10_000 }).toContain('Late ceramic coat');
    await expect(details.innerText()).resolves.toContain('$450.00');
    await details.getByRole('button', { name: 'Edit Booking' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Booking' });
    await expect.poll(() => edit.getByRole('checkbox', { name: 'Late ceramic coat' }).isChecked()).toBe(true);
    await expect(edit.getByLabel('Status').evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text)).resolves.toBe(
      'Ready for Pickup',
    );
    await edit.getByRole('button', { name: 'Cancel' }).first().click();
    // Escape closes the dialog that has focus: the details, once the edit form has let it go.
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('shows a booking created, changed and deleted elsewhere in the list and the calendar from the live feed alone, fetching neither again', async () => {
    await showTab(page, 'List View');
    await showTab(other, 'Calendar View');
    await expect.poll(() => other.getByRole('button', { name: /Nova Latecomer/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    const since = { page: operations.get(page)!.length, other: operations.get(other)!.length };

    const created = await bookElsewhere({ fullName: 'Lee Elsewhere', email: 'lee@example.com', mobile: '0400 555 666', time: '11:00', vehicleType: 'UTE' });
    const card = page.getByRole('article', { name: 'Lee Elsewhere' });
    const entry = other.getByRole('button', { name: /Lee Elsewhere/ });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => entry.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('New Booking Created').isVisible()).toBe(true);

    const changed = await seeder.request('PATCH', `/api/bookings/${created.id}`, { status: 'approved', fullName: 'Lee Changed' });
    expect(changed.status, changed.text).toBe(200);
    await expect.poll(() => page.getByRole('article', { name: 'Lee Changed' }).getByText('Approved', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => other.getByRole('button', { name: /Lee Changed.*Approved/ }).isVisible(), { timeout: 10_000 }).toBe(true);

    const deleted = await seeder.request('DELETE', `/api/bookings/${created.id}`);
    expect(deleted.status, deleted.text).toBeLessThan(300);
    await expect.poll(() => page.getByRole('article', { name: 'Lee Changed' }).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => other.getByRole('button', { name: /Lee Changed/ }).count(), { timeout: 10_000 }).toBe(0);

    expect(operations.get(page)!.slice(since.page)).toEqual([]);
    expect(operations.get(other)!.slice(since.other)).toEqual([]);
  });

  it('reads the list again once the live connection is back from a drop: a booking made while it was down shows though no poll got through', async () => {
    let sockets!: DroppableSockets;
    // While set, the list's polls (which run only while the connection is down) get a 503.
    let refusePolls = false;
    const dropped = await openSignedInBookings(async (p) => {
      sockets = await droppableSockets(p);
      await p.route('**/graphql', (route) =>
        refusePolls && route.request().postDataJSON()?.operationName === 'BookingsPage' ? route.fulfill({ status: 503, body: 'refused by the test' }) : route.continue(),
      );
    });
    await showTab(dropped, 'List View');
    await expect.poll(() => dropped.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => sockets.acknowledged()).toBe(1);

    refusePolls = true;
    // The page tries again a second after the drop, and is held.
    const release = await sockets.drop();
    await expect.poll(() => sockets.opened(), { timeout: 10_000 }).toBe(2);
    const created = await bookElsewhere({ fullName: 'Dee Dropped', email: 'dee@example.com', mobile: '0400 777 888', time: '14:00', vehicleType: 'Sedan/Hatch' });
    release();
    await expect.poll(() => sockets.acknowledged(), { timeout: 10_000 }).toBe(2);
    // Polling stops with the acknowledgement; what reads the list now is the re-read.
    refusePolls = false;
    await expect.poll(() => dropped.getByRole('article', { name: 'Dee Dropped' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await dropped.context().close();
    contexts = contexts.filter((context) => context !== dropped.context());
    expect((await seeder.request('DELETE', `/api/bookings/${created.id}`)).status).toBeLessThan(300);
  });

  it('raised no uncaught errors in either page', () => {
    expect(pageErrors).toEqual([]);
  });
});
