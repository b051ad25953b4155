import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { launchChromium, signInThroughGate } from '@detailing/infra/testing/browser';
import { createServices } from '@detailing/infra/testing/catalog';

let app: TestApp;
let admin: HttpSession;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const CUSTOMER = { fullName: 'Sam Ended', email: 'sam.ended@example.com', mobile: '0400 444 555', vehicleRego: 'END 001' };

/**
 * A page whose clock the test drives (so a retry's wait can be run out at once), and the
 * graphql-ws connections it opened, counted and with how many the server acknowledged.
 */
async function openLivePage(): Promise<{ page: Page; sockets: () => number; acknowledged: () => number; ender: () => Promise<HttpSession> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let sockets = 0;
  let acknowledged = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/graphql')) return;
    sockets += 1;
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"connection_ack"')) acknowledged += 1;
    });
  });
  await page.clock.install();
  /** Another client holding the page's cookies: what it ends, ends for the page too. */
  const ender = async () => {
    const session = new HttpSession(app.url);
    session.cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    return session;
  };
  return { page, sockets: () => sockets, acknowledged: () => acknowledged, ender };
}

describe('a session the server ends while the page is open (issue 32)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const [service] = await createServices(admin, 1);
    const booked = await admin.request('POST', '/api/bookings', {
      ...CUSTOMER,
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      time: '10:00',
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      serviceIds: [service!],
    });
    expect(booked.status, booked.text).toBe(201);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  it('sends the admin app straight to the sign-in gate, without opening the live connection again', async () => {
    const { page, sockets, acknowledged, ender } = await openLivePage();
    await page.goto('/admin');
    await signInThroughGate(page, app.adminUsername, app.adminPassword);
    await expect.poll(() => acknowledged(), { timeout: 15_000 }).toBe(1);
    const elsewhere = await ender();
    // Time stands still from here: nothing that waits on a timer (a retry, a poll) can happen.
    await page.clock.pauseAt(Date.now() + 1000);

    expect((await elsewhere.request('POST', '/api/auth/logout')).status).toBe(200);
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    // Every retry's wait (1 s, 2 s, 4 s, 8 s, 16 s) runs out: none opens a connection.
    await page.clock.runFor(60_000);
    expect(sockets()).toBe(1);
  });

  it('sends the portal (/app) straight to its login, without opening the live connection again', async () => {
    const { page, sockets, acknowledged, ender } = await openLivePage();
    await page.goto('/app');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Vehicle Registration').fill(CUSTOMER.vehicleRego);
    await form.getByLabel('Email').fill(CUSTOMER.email);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => acknowledged(), { timeout: 15_000 }).toBe(1);
    const elsewhere = await ender();
    await page.clock.pauseAt(Date.now() + 1000);

    expect((await elsewhere.request('POST', '/api/customer/logout')).status).toBe(200);
    await expect.poll(() => form.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

    await page.clock.runFor(60_000);
    expect(sockets()).toBe(1);
  });

  it('raised no uncaught errors in either page', () => {
    expect(pageErrors).toEqual([]);
  });
});
