import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayIn } from '@detailing/schema';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { accessibilityViolations, launchChromium, saveScreenshot, signInThroughGate } from '@detailing/infra/testing/browser';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const artifacts = resolve(webRoot, 'test-artifacts');
const TIME_ZONE = 'Australia/Melbourne';

/** A production build into web/dist, as `npm run build:web` makes it. */

let app: TestApp;
let seeder: HttpSession;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let serviceId: number;
const pageErrors: string[] = [];
/** `expect.poll` with room for a loaded CI machine (the default gives up after 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** graphql-ws frames the page received, to tell live updates from the polling fallback. */
const liveFrames: string[] = [];
/** The GraphQL operations the page sent over HTTP, by name, in order. */
const operations: string[] = [];

const shot = (name: string) => saveScreenshot(page, `dashboard-${name}`);
const toasts = () => page.getByRole('region', { name: /notifications/i });
const card = (title: string) => page.getByRole('article', { name: title, exact: true });
const cardValue = (title: string) => card(title).locator('p').first().textContent();
const figure = (dialog: Locator, label: string) =>
  dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::span').textContent();
const todaysList = () => page.getByRole('list', { name: "Today's Bookings" });


async function createBookingToday(fullName: string, email: string, time: string, serviceIds = [serviceId]) {
  const response = await seeder.graphql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
    {
      input: {
        fullName,
        email,
        mobile: '0400 111 222',
        date: todayIn(TIME_ZONE),
        time,
        vehicleType: 'SUV 5 Seater',
        modelYear: 2025,
        serviceIds,
        status: 'approved',
      },
    },
  );
  expect(response.status, response.text).toBe(200);
  expect(response.text).not.toContain('"errors"');
}

async function apiSummary(): Promise<{ todaysBookings: number; weeklyRevenue: number; newCustomers: number }> {
  const response = await seeder.graphql('{ dashboardSummary { todaysBookings weeklyRevenue newCustomers } }');
  return response.json.data.dashboardSummary;
}

describe('dashboard in a real browser', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    app = await startTestApp();
    seeder = new HttpSession(app.url);
    await seeder.login(app.adminUsername, app.adminPassword);
    [serviceId] = (await createServices(seeder, 1)) as [number];
    await createBookingToday('Jane Citizen', 'jane@example.com', '09:30');
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: app.url, timezoneId: TIME_ZONE });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
    });
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/graphql') return;
      socket.on('framereceived', (frame) => liveFrames.push(String(frame.payload)));
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the booking made through the API for today after sign-in (journey 1)', async () => {
    await page.goto('/admin');
    await signInThroughGate(page, app.adminUsername, app.adminPassword);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);

    const entry = todaysList().getByRole('article', { name: 'Jane Citizen' });
    await poll(() => entry.isVisible()).toBe(true);
    await expect(entry.textContent()).resolves.toContain('JC');
    await expect(entry.textContent()).resolves.toContain('Detail package 1');
    await expect(entry.textContent()).resolves.toContain('SUV 5 Seater');
    await expect(entry.textContent()).resolves.toContain('09:30');
    await expect(entry.getByText('Approved', { exact: true }).isVisible()).resolves.toBe(true);
    await shot('01-today');
  });

  it('shows the three summary cards with the server figures', async () => {
    const summary = await apiSummary();
    expect(summary.todaysBookings).toBe(1);
    await poll(() => cardValue("Today's Bookings")).toBe('1');
    await poll(() => cardValue('Weekly Revenue')).toBe(`$${summary.weeklyRevenue.toFixed(2)}`);
    await poll(() => cardValue('New Customers')).toBe(String(summary.newCustomers));
    await expect(card("Today's Bookings").getByRole('button', { name: 'View all' }).isVisible()).resolves.toBe(true);
    await expect(card('Weekly Revenue').getByRole('button', { name: 'View report' }).isVisible()).resolves.toBe(true);
    await expect(card('New Customers').getByRole('button', { name: 'View all' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'View all bookings' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Live Sync Test Panel' }).isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('adds a booking created elsewhere without a reload or fetching the list again, named by a service created after the page loaded', async () => {
    const framesBefore = liveFrames.length;
    const operationsBefore = operations.length;
    const late = await seeder.request('POST', '/api/services', {
      name: 'Late headlight restore',
      description: 'Custom service: Late headlight restore',
      priceSedanHatch: 90,
      priceSuv5: 90,
      priceSuv7: 90,
      priceUte: 90,
    });
    expect(late.status, late.text).toBe(201);
    await createBookingToday('Sam Other', 'sam@example.com', '14:00', [late.json.id]);
    await poll(() => liveFrames.slice(framesBefore).some((f) => f.includes('"bookingChanged"')))
      .toBe(true);
    await poll(() => todaysList().getByRole('article', { name: 'Sam Other' }).isVisible()).toBe(true);
    await poll(() => todaysList().getByRole('article', { name: 'Sam Other' }).textContent()).toContain('Late headlight restore');
    await poll(() => cardValue("Today's Bookings")).toBe('2');
    // The booking came with the live change; only the server's sums were asked for again.
    expect(new Set(operations.slice(operationsBefore))).toEqual(new Set(['DashboardSummary']));
  });

  it('creates a test booking at 10:00 with its toast, and the count goes up', async () => {
    await page.getByRole('button', { name: 'Create Test Booking' }).click();
    await poll(() => toasts().getByText('Test Booking Created').isVisible()).toBe(true);
    await expect(toasts().getByText('Check the calendar for real-time updates!').isVisible()).resolves.toBe(true);
    await poll(() => cardValue("Today's Bookings")).toBe('3');
    const entry = todaysList().getByRole('article', { name: 'Test Customer' });
    await poll(() => entry.isVisible()).toBe(true);
    await expect(entry.textContent()).resolves.toContain('10:00');
    await expect(entry.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);
    await shot('02-test-booking');
  });

  it('shows the destructive error toast when the test booking cannot be created', async () => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('CreateTestBooking')) await route.fulfill({ status: 500, body: 'boom' });
      else await route.continue();
    });
    try {
      await page.getByRole('button', { name: 'Create Test Booking' }).click();
      await poll(() => toasts().getByText('Failed to create test booking').isVisible()).toBe(true);
      await expect(toasts().getByText('Error', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(toasts().locator('[data-variant="destructive"]').count()).resolves.toBe(1);
      await shot('02b-test-booking-failed');
    } finally {
      await page.unroute('**/graphql');
    }
    await poll(() => cardValue("Today's Bookings")).toBe('3');
  });

  it('opens the revenue report from the keyboard with the last 7 days and its figures', async () => {
    const today = todayIn(TIME_ZONE);
    const weekAgo = Temporal.PlainDate.from(today).subtract({ days: 7 }).toString();
    const expected = (
      await seeder.graphql(`{ dashboardReport(startDate: "${weekAgo}", endDate: "${today}") { totalRevenue totalBookings newCustomers } }`)
    ).json.data.dashboardReport;
    expect(expected.totalBookings).toBe(3);

    await card('Weekly Revenue').getByRole('button', { name: 'View report' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Revenue Report' });
    await poll(() => dialog.isVisible()).toBe(true);
    await expect(dialog.getByLabel('Start Date').inputValue()).resolves.toBe(weekAgo);
    await expect(dialog.getByLabel('End Date').inputValue()).resolves.toBe(today);
    await poll(() => figure(dialog, 'Total Bookings')).toBe(String(expected.totalBookings));
    await expect(figure(dialog, 'Total Revenue')).resolves.toBe(`$${expected.totalRevenue.toFixed(2)}`);
    await shot('03-revenue-report');
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('tab', { name: 'Customers' }).click();
    const customers = page.getByRole('dialog', { name: 'Customer Report' });
    await poll(() => figure(customers, 'New Customers')).toBe(String(expected.newCustomers));
    // Without an end date the server counts nothing.
    await customers.getByLabel('End Date').fill('');
    await poll(() => figure(customers, 'New Customers')).toBe('0');
    await shot('04-customer-report');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('switches to the bookings view from View all bookings', async () => {
    await page.getByRole('button', { name: 'View all bookings' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Bookings' }).isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('switchView', { detail: 'dashboard' })));
    await poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
    await card('New Customers').getByRole('button', { name: 'View all' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Customers' }).isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('switchView', { detail: 'dashboard' })));
  });

  it('fits a 375 px wide screen, dialog included', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await poll(() => todaysList().getByRole('article', { name: 'Jane Citizen' }).isVisible()).toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
      await shot('05-mobile');
      expect(await accessibilityViolations(page)).toEqual([]);
      await card('Weekly Revenue').getByRole('button', { name: 'View report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revenue Report' });
      await poll(() => dialog.isVisible()).toBe(true);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await shot('06-mobile-report');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
