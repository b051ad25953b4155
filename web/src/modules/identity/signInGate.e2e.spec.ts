import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@detailing/infra/testing/browser';
import { repoRoot, startTestApp, type TestApp } from '@detailing/infra/testing/app';

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

const dist = path.join(repoRoot, 'web', 'dist');
const modules = path.join(repoRoot, 'web', 'src', 'modules');

/** The source modules inside each built chunk (web/vite.config.ts writes the map at build). */
async function chunkModules(): Promise<Record<string, string[]>> {
  return JSON.parse(await readFile(path.join(dist, '.vite', 'modules.json'), 'utf8'));
}

/** Admin code: the shell, the admin page and its GraphQL client, and every area that declares admin views. */
async function adminCode(): Promise<RegExp> {
  const areas: string[] = [];
  for (const area of await readdir(modules)) {
    const routes = await readFile(path.join(modules, area, 'routes.ts'), 'utf8').catch(() => '');
    if (routes.includes('satisfies AdminViews')) areas.push(area);
  }
  expect(areas).toContain('bookings');
  return new RegExp(`^web/src/(modules/(shell|${areas.join('|')})/|app/(apollo|pages/Admin))`);
}

/** Apollo Client, graphql-ws and graphql itself. */
const graphqlClient = /^node_modules\/(@apollo\/client|graphql-ws|graphql)\//;

/** The source modules of the scripts a page fetched. */
async function modulesOf(scripts: Script[]): Promise<string[]> {
  const map = await chunkModules();
  return scripts.flatMap((script) => {
    const file = new URL(script.url).pathname.slice(1);
    expect(map[file], `${file} is in the build's module map`).toBeDefined();
    return map[file] ?? [];
  });
}

async function openRecording(path: string): Promise<{ page: Page; scripts: Script[]; settled: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: app.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    // A page that redirects (the dashboard without a session) navigates away before every body is
    // read, and then the browser no longer has it: a script whose body is gone is fetched again.
    const url = response.url();
    const encoding = response.headers()['content-encoding'];
    pending.push(
      response.text().then(
        (body) => void scripts.push({ url, encoding, body }),
        async () => void scripts.push({ url, encoding, body: await (await context.request.get(url, { headers: { 'accept-encoding': encoding ?? 'identity' } })).text() }),
      ),
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
    // The same module check the public pages pass below finds the admin app here.
    const loaded = await modulesOf(scripts);
    const admin = await adminCode();
    expect(loaded.filter((m) => admin.test(m))).toContain('web/src/modules/shell/components/AdminShell.tsx');
    expect(loaded.some((m) => m.startsWith('web/src/modules/dashboard/'))).toBe(true);
    expect(loaded.some((m) => graphqlClient.test(m))).toBe(true);
    await page.context().close();
  });

  it.each([
    ['/customer/login', 'Customer Portal Login'],
    // Without a customer session the dashboard sends to the login page, having loaded neither.
    ['/customer/dashboard', 'Customer Portal Login'],
    ['/embed/booking', 'Book Your Service'],
    ['/app', 'Customer Portal'],
    ['/demo', 'Demo Account'],
  ])('serves %s without downloading any admin area, Apollo or the GraphQL client', async (url, title) => {
    const { page, scripts, settled } = await openRecording(url);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await settled();
    expect(scripts.some((s) => s.body.includes(GRAPHQL_WS))).toBe(false);
    const loaded = await modulesOf(scripts);
    expect(loaded.some((m) => m.startsWith('web/src/'))).toBe(true);
    const admin = await adminCode();
    expect(loaded.filter((m) => admin.test(m) || graphqlClient.test(m))).toEqual([]);
    await page.context().close();
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
