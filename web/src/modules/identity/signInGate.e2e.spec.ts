import { type Browser, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@detailing/infra/testing/browser';
import { startTestApp, type TestApp } from '@detailing/infra/testing/app';

let app: TestApp;
let browser: Browser;
const pageErrors: string[] = [];

/** The scripts a page fetched, with their bodies as the browser decoded them. */
interface Script {
  url: string;
  encoding: string | undefined;
  body: string;
}

/** graphql-ws's subprotocol name: present in any bundle that holds the GraphQL live client. */
const GRAPHQL_WS = 'graphql-transport-ws';

async function openRecording(path: string): Promise<{ page: Page; scripts: Script[]; settled: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: app.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then((body) => void scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], body })),
    );
  });
  await page.goto(path);
  return { page, scripts, settled: async () => void (await Promise.all(pending)) };
}

describe('the sign-in gate, served as in production', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production' } });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the gate from brotli-compressed scripts without the GraphQL client, the dialog or the toasts', async () => {
    const { page, scripts, settled } = await openRecording('/');
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText('Sign in to access the admin dashboard').isVisible()).resolves.toBe(true);
    await settled();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.encoding !== 'br').map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => s.body.includes(GRAPHQL_WS)).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => /\/(AdminApp|LoginModal|ToastRegion)-/.test(s.url)).map((s) => s.url)).toEqual([]);
    await page.context().close();
  });

  it('loads the dialog when asked for, and the GraphQL client once the admin is signed in', async () => {
    const { page, scripts, settled } = await openRecording('/admin');
    await page.getByRole('button', { name: 'Admin Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await settled();
    expect(scripts.some((s) => s.body.includes(GRAPHQL_WS))).toBe(false);

    await dialog.getByLabel('Username').fill(app.adminUsername);
    await dialog.getByLabel('Password').fill(app.adminPassword);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('Login successful').isVisible()).toBe(true);
    await settled();
    expect(scripts.some((s) => s.body.includes(GRAPHQL_WS))).toBe(true);
    await page.context().close();
  });

  it.each([
    ['/customer/login', 'Customer Portal Login'],
    ['/customer/dashboard', 'Customer Dashboard'],
    ['/embed/booking', 'Book Your Service'],
    ['/app', 'Customer Portal'],
    ['/demo', 'Demo Account'],
  ])('still serves the placeholder page at %s, without the GraphQL client', async (path, title) => {
    const { page, scripts, settled } = await openRecording(path);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await settled();
    expect(scripts.some((s) => s.body.includes(GRAPHQL_WS))).toBe(false);
    await page.context().close();
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
