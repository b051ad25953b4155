import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { accessibilityViolations, launchChromium, openNavigationDrawer, saveScreenshot, signInThroughGate } from '@detailing/infra/testing/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = resolve(webRoot, 'test-artifacts');

const sidebarEntries = [
  'Dashboard',
  'Bookings',
  'Services',
  'Create Invoice/Quote',
  'Manage Invoices',
  'Reports',
  'Customers',
  'Vehicle Types',
  'iPhone Calendar',
  'Settings',
];

/** A production build into web/dist, as `npm run build:web` makes it. */

let app: TestApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
/** graphql-ws frames the page received, to tell live updates from the polling fallback. */
const liveFrames: string[] = [];

const shot = (name: string) => saveScreenshot(page, name);
const toasts = () => page.getByRole('region', { name: /notifications/i });
const mainNav = () => page.getByRole('navigation', { name: 'Main' });

let serviceId: number;

describe('admin shell in a real browser', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    app = await startTestApp();
    const seeder = new HttpSession(app.url);
    await seeder.login(app.adminUsername, app.adminPassword);
    [serviceId] = (await createServices(seeder, 1)) as [number];
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: app.url });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/graphql') return;
      socket.on('framereceived', (frame) => liveFrames.push(String(frame.payload)));
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the login gate to a visitor who is not signed in', async () => {
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Automotive Detailing');
    await expect(page.getByText('Sign in to access the admin dashboard').isVisible()).resolves.toBe(true);
    await shot('01-gate');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('asks for both fields before sending anything', async () => {
    await page.getByRole('button', { name: 'Admin Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => dialog.getByText('Username is required').isVisible()).toBe(true);
    await expect(dialog.getByText('Password is required').isVisible()).resolves.toBe(true);
    await shot('02-login-required');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('shows the Login failed toast for a wrong password and stays on the gate', async () => {
    await signInThroughGate(page, app.adminUsername, `${app.adminPassword}-wrong`);
    // The password check (Argon2) and the dialog's chunks take seconds on a loaded machine, not poll's default one.
    await expect.poll(() => toasts().getByText('Login failed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(toasts().getByText('Invalid username or password').isVisible()).resolves.toBe(true);
    await shot('03-login-failed');
    await expect(mainNav().count()).resolves.toBe(0);
  });

  it('signs the admin in with the keyboard alone and lists the ten views in order', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Focus returns to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Admin Login');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Admin Login' }).isVisible()).toBe(true);
    await page.keyboard.type(app.adminUsername);
    await page.keyboard.press('Tab');
    await page.keyboard.type(app.adminPassword);
    await page.keyboard.press('Enter');
    await expect.poll(() => toasts().getByText('Login successful').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(toasts().getByText('You are now logged in').isVisible()).resolves.toBe(true);
    await expect.poll(() => mainNav().getByRole('button').allTextContents()).toEqual(sidebarEntries);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
    await shot('04-shell');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the bookings list, loading then empty', async () => {
    await mainNav().getByRole('button', { name: 'Bookings' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Bookings' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('No bookings found. Create your first booking!').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await shot('05-bookings-empty');
  });

  it('adds a booking created elsewhere to the list through the live subscription', async () => {
    const created = await page.evaluate(async (serviceId) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
          variables: {
            input: {
              fullName: 'Jane Citizen',
              email: 'jane@example.com',
              mobile: '0400 000 000',
              date: '2030-04-29',
              time: '10:00',
              vehicleType: 'Sedan/Hatch',
              modelYear: 2025,
              serviceIds: [serviceId],
            },
          },
        }),
      });
      return { status: response.status, body: await response.text() };
    }, serviceId);
    expect(created.status, created.body).toBe(200);
    expect(created.body).not.toContain('"errors"');
    await expect
      .poll(() => liveFrames.some((f) => f.includes('"bookingChanged"') && f.includes('Jane Citizen')), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Jane Citizen' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('April 29th, 2030 at 10:00').isVisible()).resolves.toBe(true);
    await shot('06-bookings-live');
  });

  it('switches the view on a window switchView event', async () => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('switchView', { detail: 'customers' })));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Customers' }).isVisible()).toBe(true);
    await expect(mainNav().getByRole('button', { name: 'Customers' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('remembers the dark theme across a reload', async () => {
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await expect.poll(() => mainNav().isVisible()).toBe(true);
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('vite-ui-theme'))).resolves.toBe('dark');
    await shot('07-dark-after-reload');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('follows the system colour scheme when no theme was chosen', async () => {
    const darkContext = await browser.newContext({ colorScheme: 'dark', baseURL: app.url });
    try {
      const fresh = await darkContext.newPage();
      await fresh.goto('/admin');
      await expect.poll(() => fresh.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await expect(fresh.evaluate(() => localStorage.getItem('vite-ui-theme'))).resolves.toBeNull();
    } finally {
      await darkContext.close();
    }
  });

  it('uses a drawer on small screens that closes once a view is chosen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect.poll(() => mainNav().count()).toBe(0);
      await openNavigationDrawer(page);
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await shot('08-drawer');
      await drawer.getByRole('button', { name: 'Settings' }).click();
      await expect.poll(() => drawer.count()).toBe(0);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Settings' }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('signs out with the spec toast and returns to the gate', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => toasts().getByText('You have been successfully logged out.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible()).toBe(true);
    await shot('09-signed-out');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible()).toBe(true);
  });

  it('shows the not-found page for an unknown path', async () => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
    await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
    await shot('10-not-found');
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
