import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { launchChromium, signInThroughGate } from '@detailing/infra/testing/browser';

let app: TestApp;
let browser: Browser;
let page: Page;

const toasts = () => page.getByRole('region', { name: /notifications/i });
const animationName = () => toasts().locator('[data-variant]').evaluate((el) => getComputedStyle(el).animationName);

describe('a toast in a real browser', () => {
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL: app.url, reducedMotion: 'no-preference' })).newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('fades in, and appears at once, fully opaque, for a person who asked for less motion', async () => {
    await page.goto('/');
    await signInThroughGate(page, app.adminUsername, `${app.adminPassword}-wrong`);
    await expect.poll(() => toasts().getByText('Login failed').isVisible()).toBe(true);

    expect(await animationName()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationName()).toBe('none');
    expect(await toasts().locator('[data-variant]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
