import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './app.js';
import { collectCspRefusals, launchChromium, saveScreenshot } from './browser.js';

/** Source folders of admin code: a page of the public site (portal, /app, /demo) must never download them. */
const ADMIN_CODE = /^web\/src\/(modules\/(shell|bookings|dashboard|catalog|invoicing|customers|settings|reports|calendar|identity|operations)\/|app\/(apollo|pages\/Admin))/;

const artifacts = path.join(repoRoot, 'web', 'test-artifacts');

/**
 * The set-up the public pages' browser journeys share: Chromium, a fresh context per page at a
 * width, the page errors of all of them, the source modules each page's scripts held
 * (dist/.vite/modules.json), screenshots under web/test-artifacts and the toast region.
 */
export function browserJourney(options: { baseUrl: () => string; screenshotPrefix?: string; acceptDownloads?: boolean }) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const cspRefusals: string[] = [];

  async function open(width: number): Promise<{ page: Page; modules: () => Promise<string[]> }> {
    if (!browser) throw new Error('browserJourney: call start() first');
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 740 : 900 },
      baseURL: options.baseUrl(),
      acceptDownloads: options.acceptDownloads ?? false,
    });
    contexts.push(context);
    await collectCspRefusals(context, cspRefusals);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    const modules = async () => {
      const map = JSON.parse(await readFile(path.join(repoRoot, 'web/dist/.vite/modules.json'), 'utf8')) as Record<string, string[]>;
      return scripts.flatMap((file) => map[file] ?? [`(unknown script ${file})`]);
    };
    return { page, modules };
  }

  return {
    pageErrors,
    /** Every Content-Security-Policy refusal in any of the pages. */
    cspRefusals,
    open,
    /** The admin modules among `modules` (a public page must list none). */
    adminCode: (modules: string[]) => modules.filter((m) => ADMIN_CODE.test(m)),
    shot: (page: Page, name: string) => saveScreenshot(page, `${options.screenshotPrefix ?? ''}${name}`),
    toasts: (page: Page) => page.getByRole('region', { name: /notifications/i }),
    scrollWidth: (page: Page) => page.evaluate(() => document.documentElement.scrollWidth),
    async start() {
      await mkdir(artifacts, { recursive: true });
      browser = await launchChromium();
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser?.close();
    },
  };
}
