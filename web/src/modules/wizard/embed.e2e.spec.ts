import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { launchChromium } from '@detailing/infra/testing/browser';
import { HEIGHT_MESSAGE } from './utils/embedMessages';
import { wizardTexts as t } from './utils/wizardTexts';

// A business's own site, served from ANOTHER origin (127.0.0.2, the app being on 127.0.0.1), with
// the README's two-line snippet: the loader must frame the wizard and size it by its messages.

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

let app: TestApp;
let browser: Browser;
const servers: Server[] = [];
let hostUrl = '';
let strangerUrl = '';
let serviceId = 0;

/** A tiny HTTP server on `host` answering every request with `html(origin)`. */
async function serve(host: string, html: (origin: string) => string): Promise<string> {
  const server = createServer((_req, res) => {
    const { port } = server.address() as AddressInfo;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(`http://${host}:${port}`));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  return `http://${host}:${(server.address() as AddressInfo).port}/`;
}

/** The iframe the loader made inside the n-th snippet div. */
const wizardFrame = (page: Page, n = 0) => page.locator('[data-detailing-booking]').nth(n).locator('iframe');
const frameHeight = (page: Page, n = 0) => wizardFrame(page, n).evaluate((el) => (el as HTMLIFrameElement).getBoundingClientRect().height);

describe('the booking wizard embedded on another site by /embed.js', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const created = await admin.request('POST', '/api/services', { name: 'Embedded Polish', description: 'A detailing service', priceSedanHatch: 80, priceSuv5: 0, priceSuv7: 0, priceUte: 0, durationHours: 1 });
    expect(created.status, created.text).toBe(201);
    serviceId = created.json.id;
    // Another origin trying to resize the wizard's iframe: the loader must ignore it.
    strangerUrl = await serve(
      '127.0.0.3',
      () => `<!doctype html><title>Stranger</title><script>parent.postMessage({ type: '${HEIGHT_MESSAGE}', height: 5 }, '*'); document.title = 'posted';</script>`,
    );
    hostUrl = await serve(
      '127.0.0.2',
      () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shine Detailing</title></head><body>
<h1>Shine Detailing</h1>
<div data-detailing-booking></div>
<script src="${app.url}/embed.js" async></script>
<div data-detailing-booking data-service="${serviceId}"></div>
<iframe id="stranger" title="stranger" src="${strangerUrl}"></iframe>
<script>window.heights = []; new MutationObserver(() => document.querySelectorAll('[data-detailing-booking] iframe').forEach((f) => window.heights.push(f.style.height))).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style'] });</script>
</body></html>`,
    );
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    await app?.close();
  });

  it('is served as an unhashed, revalidated classic script under 3 KB gzip', async () => {
    const response = await fetch(`${app.url}/embed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = await response.text();
    expect(source).not.toMatch(/^\s*(import|export)\b/m);
    expect(gzipSync(await readFile(resolve(webRoot, 'dist', 'embed.js')), { level: 9 }).length).toBeLessThan(3 * 1024);
  });

  it('turns each snippet div into the wizard, sized to its content as the steps change, a service preselected by data-service', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(hostUrl);
    await expect.poll(() => wizardFrame(page).count(), { timeout: 15_000 }).toBe(1);
    const src = new URL((await wizardFrame(page).getAttribute('src'))!);
    expect(src.origin).toBe(new URL(app.url).origin);
    expect(src.pathname).toBe('/embed/booking');
    expect(src.searchParams.get('parent')).toBe(new URL(hostUrl).origin);

    const wizard = page.frameLocator('[data-detailing-booking] >> nth=0 >> iframe');
    await expect.poll(() => wizard.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe(t.steps[1]);
    /** The wizard's own height, as it measures it. */
    const contentHeight = () => wizard.locator('main').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    await expect.poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight())), { timeout: 10_000 }).toBeLessThanOrEqual(1);
    const stepOneHeight = await frameHeight(page);
    // No inner scroll bar: the document inside is no taller than the frame.
    expect(await wizard.locator('html').evaluate((el) => el.scrollHeight <= window.innerHeight)).toBe(true);

    await wizard.getByRole('checkbox', { name: 'Embedded Polish', exact: true }).check();
    await wizard.getByRole('button', { name: t.continue, exact: true }).click();
    await expect.poll(() => wizard.getByRole('heading', { level: 2 }).textContent()).toBe(t.steps[2]);
    await expect.poll(() => frameHeight(page), { timeout: 10_000 }).not.toBe(stepOneHeight);
    await expect.poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight())), { timeout: 10_000 }).toBeLessThanOrEqual(1);

    const preselected = page.frameLocator('[data-detailing-booking] >> nth=1 >> iframe');
    expect(new URL((await wizardFrame(page, 1).getAttribute('src'))!).searchParams.get('service')).toBe(String(serviceId));
    await expect.poll(() => preselected.getByRole('checkbox', { name: 'Embedded Polish', exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('ignores height messages from any other origin or window', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(hostUrl);
    const wizard = page.frameLocator('[data-detailing-booking] >> nth=0 >> iframe');
    await expect.poll(() => wizard.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe(t.steps[1]);
    // The stranger's frame has posted its height 5; the host page posts one to itself too.
    await expect.poll(() => page.frameLocator('#stranger').locator('html').evaluate(() => document.title), { timeout: 15_000 }).toBe('posted');
    await page.evaluate((type) => window.postMessage({ type, height: 7 }, '*'), HEIGHT_MESSAGE);
    // Then a real change of height: once it has arrived, the earlier messages had their chance.
    await wizard.getByRole('checkbox', { name: 'Embedded Polish', exact: true }).check();
    await wizard.getByRole('button', { name: t.continue, exact: true }).click();
    await expect.poll(() => wizard.getByRole('heading', { level: 2 }).textContent()).toBe(t.steps[2]);
    const heights = () => page.evaluate(() => (window as unknown as { heights: string[] }).heights);
    await expect.poll(async () => new Set(await heights()).size, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await heights()).not.toContain('5px');
    expect(await heights()).not.toContain('7px');
    expect(await frameHeight(page)).toBeGreaterThan(100);
    await context.close();
  });
});
