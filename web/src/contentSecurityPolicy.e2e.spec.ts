import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { collectCspRefusals, launchChromium, signInThroughGate } from '@detailing/infra/testing/browser';

let app: TestApp;
let browser: Browser;
let page: Page;
/** What the browser refused under the Content-Security-Policy, as it reports it to the page. */
const violations: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: app.url });
  await collectCspRefusals(context, violations);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the admin app under its Content-Security-Policy', { timeout: 60_000 }, () => {
  it('signs in and shows every view without the browser refusing anything', async () => {
    await page.goto('/admin');
    await signInThroughGate(page, app.adminUsername, app.adminPassword);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The admin app's chunks load after sign-in: seconds on a loaded machine, not poll's default one.
    await expect.poll(() => nav.isVisible(), { timeout: 15_000 }).toBe(true);

    for (const view of ['Bookings', 'Services', 'Reports', 'Customers', 'Settings', 'Dashboard']) {
      await nav.getByRole('button', { name: view }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    }
    await nav.getByRole('button', { name: 'Bookings' }).click();
    await page.getByRole('button', { name: 'New Booking' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);

    // The live connection is part of the page too: it must have been allowed to open.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/graphql')))).toBe(true);
    expect(violations).toEqual([]);
  });
});
