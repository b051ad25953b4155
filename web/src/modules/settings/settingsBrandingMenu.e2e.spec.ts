import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, openNavigationDrawer, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';

// Settings' Logo Change, Branding, Status Management and Customer Menu tabs (001 §2, §5, §8) as an
// admin meets them, and where their effects show: the login gate, the bookings list, the portal.

let app: TestApp;
let admin: HttpSession;
let page: Page;
let bookingId: string;
let logoPng: Buffer;
let iconPng: Buffer;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'settings-b-' });
const { open, shot, toasts, pageErrors, cspRefusals } = journey;

const ADA = { fullName: 'Ada Lovelace', email: 'ada@example.com', mobile: '0412 345 678', address: '1 Analytical Way, Melbourne', vehicleRego: 'ADA 001' };
const SOON = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

const sees = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
const text = (scope: Page | Locator, words: string) => scope.getByText(words, { exact: true });
const toastSays = (p: Page, title: string) => sees(text(toasts(p), title).first());
const panel = (p: Page) => p.getByRole('tabpanel');

async function openTab(p: Page, name: string) {
  await p.getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => p.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
}

async function openSettings(p: Page) {
  const nav = p.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await openNavigationDrawer(p);
  await nav.getByRole('button', { name: 'Settings' }).click();
  await p.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

async function signedIn(width: number): Promise<Page> {
  const { page: p } = await open(width);
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await openSettings(p);
  return p;
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

describe('Settings: logo, branding, statuses and customer menu in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    logoPng = await sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } }).png().toBuffer();
    iconPng = await sharp({ create: { width: 48, height: 48, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
    const [serviceId] = await createServices(admin, 1);
    const customer = await admin.graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, { input: ADA });
    expect(customer.json.errors).toBeUndefined();
    const booked = await admin.request('POST', '/api/bookings', {
      ...ADA,
      date: SOON,
      time: '10:00',
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      serviceIds: [serviceId],
      notes: 'Settings journey',
    });
    expect(booked.status, booked.text).toBe(201);
    bookingId = booked.json.id;
    await journey.start();
    page = await signedIn(1280);
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  describe('Logo Change', () => {
    it('shows no logo yet, with the size advice, and no accessibility findings', async () => {
      await openTab(page, 'Logo Change');
      await sees(text(panel(page), 'No logo uploaded'));
      await sees(text(panel(page), 'Recommended size: at most 2MB'));
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'logo-empty-1280');
    });

    it("refuses a file that is not an image in the browser with 'Please upload only image files', sending nothing", async () => {
      await page.getByLabel('Logo image').setInputFiles(file('notes.txt', 'text/plain', Buffer.from('not a picture')));
      await sees(text(panel(page), 'Please upload only image files'));
      expect(await page.getByRole('button', { name: 'Upload Logo' }).isDisabled()).toBe(true);
      expect((await admin.request('GET', '/api/settings/logo')).json.logoUrl).toBe('');
    });

    it("shows the server's refusal of a file that only claims to be an image on the field, with 'Failed to save logo'", async () => {
      await page.getByLabel('Logo image').setInputFiles(file('fake.png', 'image/png', Buffer.from('<html>not a png</html>')));
      await page.getByRole('button', { name: 'Upload Logo' }).click();
      await toastSays(page, 'Failed to save logo');
      await sees(text(panel(page), 'Please upload only image files'));
      expect((await admin.request('GET', '/api/settings/logo')).json.logoUrl).toBe('');
    });

    it('previews the chosen image before saving, then saves it as the current logo', async () => {
      await page.getByLabel('Logo image').setInputFiles(file('shine.png', 'image/png', logoPng));
      await sees(page.getByRole('img', { name: 'New logo preview' }));
      expect((await admin.request('GET', '/api/settings/logo')).json.logoUrl).toBe('');
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'logo-preview-1280');
      await page.getByRole('button', { name: 'Upload Logo' }).click();
      await toastSays(page, 'Logo saved');
      const logo = (await admin.request('GET', '/api/settings/logo')).json;
      expect(logo).toMatchObject({ logoUrl: expect.stringMatching(/^\/api\/blobs\//), logoName: 'shine.png' });
      await expect.poll(() => panel(page).getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(logo.logoUrl);
      expect(await page.getByRole('img', { name: 'New logo preview' }).count()).toBe(0);
    });

    it('puts the logo on the login gate while no login icon is set', async () => {
      const { page: gate } = await open(1280);
      await gate.goto('/admin');
      const logoUrl = (await admin.request('GET', '/api/settings/logo')).json.logoUrl;
      await expect.poll(() => gate.getByRole('img', { name: 'Automotive Detailing logo' }).getAttribute('src'), { timeout: 10_000 }).toBe(logoUrl);
      await sees(gate.getByRole('heading', { level: 1, name: 'Automotive Detailing' }));
    });
  });

  describe('Branding', () => {
    it("refuses a blank company name with 'Company name is required', sending nothing", async () => {
      await openTab(page, 'Branding');
      const name = page.getByLabel('Company Name');
      await expect.poll(() => name.inputValue()).toBe('Automotive Detailing');
      await name.fill('   ');
      await page.getByRole('button', { name: 'Save Branding' }).click();
      await sees(text(panel(page), 'Company name is required'));
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect((await admin.request('GET', '/api/settings/branding')).json.version).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('refuses a login icon that is not an image', async () => {
      await page.getByLabel('Login icon').setInputFiles(file('icon.pdf', 'application/pdf', Buffer.from('%PDF-1.4')));
      await sees(text(panel(page), 'Please upload only image files'));
    });

    it('saves the company name and the login icon', async () => {
      await page.getByLabel('Company Name').fill('Shine Mobile Detailing');
      await page.getByLabel('Login icon').setInputFiles(file('badge.png', 'image/png', iconPng));
      await sees(page.getByRole('img', { name: 'New login icon preview' }));
      await shot(page, 'branding-1280');
      await page.getByRole('button', { name: 'Save Branding' }).click();
      await toastSays(page, 'Branding saved');
      const branding = (await admin.request('GET', '/api/settings/branding')).json;
      expect(branding).toMatchObject({ companyName: 'Shine Mobile Detailing', loginIcon: expect.stringMatching(/^\/api\/blobs\//), loginIconName: 'badge.png' });
      await expect.poll(() => panel(page).getByRole('img', { name: 'Current login icon' }).getAttribute('src')).toBe(branding.loginIcon);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    it('shows the new company name and login icon on the gate after signing out', async () => {
      const loginIcon = (await admin.request('GET', '/api/settings/branding')).json.loginIcon;
      await page.getByRole('button', { name: 'Sign out' }).click();
      await sees(page.getByRole('heading', { level: 1, name: 'Shine Mobile Detailing' }));
      await expect.poll(() => page.getByRole('img', { name: 'Shine Mobile Detailing logo' }).getAttribute('src')).toBe(loginIcon);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'gate-branded-1280');
      await signInThroughGate(page, app.adminUsername, app.adminPassword);
      await openSettings(page);
    });
  });

  describe('Status Management', () => {
    const card = (label: string) => panel(page).getByRole('article', { name: label, exact: true });

    it('lists the statuses; pending and completed cannot be deleted, with the spec message', async () => {
      await openTab(page, 'Status Management');
      await sees(card('Pending'));
      for (const label of ['Pending', 'Completed']) {
        expect(await card(label).getByRole('button', { name: `Delete ${label}` }).isDisabled()).toBe(true);
        await sees(text(card(label), 'Cannot delete essential system statuses'));
      }
      expect(await card('Approved').getByRole('button', { name: 'Delete Approved' }).isDisabled()).toBe(false);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'statuses-1280');
      // The server refuses too, whatever the screen allows.
      const statuses = (await admin.request('GET', '/api/settings/statuses')).json as { id: string }[];
      const refused = await admin.request('POST', '/api/settings/statuses', { statuses: statuses.filter((s) => s.id !== 'pending') });
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 400, message: 'Cannot delete essential system statuses' });
    });

    it("asks for the id, name and label: 'Please fill in all required fields'", async () => {
      await panel(page).getByLabel('Status ID').fill('in_bay');
      await panel(page).getByRole('button', { name: 'Add Status' }).click();
      await sees(text(panel(page), 'Please fill in all required fields'));
    });

    it("refuses an id already in the list: 'Status ID already exists'", async () => {
      await panel(page).getByLabel('Status ID').fill('approved');
      await panel(page).getByLabel('Name', { exact: true }).fill('Approved again');
      await panel(page).getByLabel('Label', { exact: true }).fill('Approved again');
      await panel(page).getByRole('button', { name: 'Add Status' }).click();
      await sees(text(panel(page), 'Status ID already exists'));
      expect(await card('Approved again').count()).toBe(0);
    });

    it('adds a status', async () => {
      await panel(page).getByLabel('Status ID').fill('in_bay');
      await panel(page).getByLabel('Name', { exact: true }).fill('In bay');
      await panel(page).getByLabel('Label', { exact: true }).fill('In the Bay');
      await panel(page).getByLabel('Description').fill('Being detailed now');
      await panel(page).getByRole('button', { name: 'Add Status' }).click();
      await toastSays(page, 'Status added');
      await sees(card('In the Bay'));
      expect(((await admin.request('GET', '/api/settings/statuses')).json as { id: string }[]).map((s) => s.id)).toContain('in_bay');
      expect(await panel(page).getByLabel('Status ID').inputValue()).toBe('');
    });

    it('deletes a status a booking has after asking, and the booking still shows its label', async () => {
      expect((await admin.request('PATCH', `/api/bookings/${bookingId}`, { status: 'in_bay' })).status).toBe(200);
      await card('In the Bay').getByRole('button', { name: 'Delete In the Bay' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Status' });
      await sees(confirm);
      expect(await accessibilityViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await toastSays(page, 'Status deleted');
      await expect.poll(() => card('In the Bay').count()).toBe(0);
      expect(((await admin.request('GET', '/api/settings/statuses')).json as { id: string }[]).map((s) => s.id)).not.toContain('in_bay');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bookings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      const booking = page.getByRole('article', { name: ADA.fullName });
      await sees(text(booking, 'In the Bay'));
      // Every read of the booking agrees: REST and GraphQL.
      const rest = ((await admin.request('GET', '/api/bookings')).json as { id: string; statusLabel: string }[]).find((b) => b.id === bookingId);
      expect(rest?.statusLabel).toBe('In the Bay');
      await openSettings(page);
    });
  });

  describe('Customer Menu', () => {
    const link = (name: string) => panel(page).getByRole('article', { name, exact: true });

    it('starts empty and refuses a javascript: URL on its field, sending nothing', async () => {
      await openTab(page, 'Customer Menu');
      await sees(text(panel(page), 'No menu links yet.'));
      await panel(page).getByRole('button', { name: 'Add Link' }).click();
      const first = link('Link 1');
      await first.getByLabel('Title').fill('Reviews');
      await link('Reviews').getByLabel('URL').fill('javascript:alert(1)');
      await panel(page).getByRole('button', { name: 'Save Menu' }).click();
      await sees(text(link('Reviews'), 'URL must be a full web address starting with http:// or https://'));
      expect(await link('Reviews').getByLabel('URL').getAttribute('aria-invalid')).toBe('true');
      expect((await admin.request('GET', '/api/settings/customer-menu?all=true')).json).toEqual([]);
    });

    it("asks for a title and a URL: 'Title and URL are required'", async () => {
      await link('Reviews').getByLabel('URL').fill('https://reviews.example/shine');
      await panel(page).getByRole('button', { name: 'Add Link' }).click();
      await panel(page).getByRole('button', { name: 'Save Menu' }).click();
      expect(await text(link('Link 2'), 'Title and URL are required').count()).toBe(2);
      expect((await admin.request('GET', '/api/settings/customer-menu?all=true')).json).toEqual([]);
    });

    it('adds, disables and reorders links with the keyboard, then saves the whole list', async () => {
      await link('Link 2').getByLabel('Title').fill('Book again');
      await link('Book again').getByLabel('URL').fill('https://shine.example/book');
      await panel(page).getByRole('button', { name: 'Add Link' }).click();
      await link('Link 3').getByLabel('Title').fill('Hidden');
      await link('Hidden').getByLabel('URL').fill('https://shine.example/hidden');
      const enabled = link('Hidden').getByRole('switch', { name: 'Enabled' });
      await enabled.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => enabled.isChecked()).toBe(false);
      // Book again moves above Reviews by keyboard alone.
      await link('Book again').getByRole('button', { name: 'Move up Book again' }).focus();
      await page.keyboard.press('Enter');
      const titles = () => panel(page).getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
      await expect.poll(titles).toEqual(['Book again', 'Reviews', 'Hidden']);
      expect(await link('Book again').getByRole('button', { name: 'Move up Book again' }).isDisabled()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'menu-1280');
      await panel(page).getByRole('button', { name: 'Save Menu' }).click();
      await toastSays(page, 'Customer menu saved');
      const saved = (await admin.request('GET', '/api/settings/customer-menu?all=true')).json as { title: string; isEnabled: boolean; sortOrder: number }[];
      expect(saved.map(({ title, isEnabled, sortOrder }) => ({ title, isEnabled, sortOrder }))).toEqual([
        { title: 'Book again', isEnabled: true, sortOrder: 0 },
        { title: 'Reviews', isEnabled: true, sortOrder: 1 },
        { title: 'Hidden', isEnabled: false, sortOrder: 2 },
      ]);
      await expect.poll(titles).toEqual(['Book again', 'Reviews', 'Hidden']);
    });

    it("shows customers the enabled links in the portal's Menu, in order", async () => {
      expect((await new HttpSession(app.url).request('GET', '/api/settings/customer-menu')).json).toEqual([
        { title: 'Book again', url: 'https://shine.example/book' },
        { title: 'Reviews', url: 'https://reviews.example/shine' },
      ]);
      const { page: portal } = await open(1280);
      await portal.goto('/customer/login');
      await portal.getByLabel('Vehicle Registration').fill(ADA.vehicleRego);
      await portal.getByLabel('Email').fill(ADA.email);
      await portal.getByRole('button', { name: 'Login', exact: true }).click();
      await portal.getByRole('button', { name: 'Menu' }).click({ timeout: 20_000 });
      const items = portal.getByRole('menu', { name: 'Menu' }).getByRole('menuitem');
      await expect.poll(() => items.allTextContents()).toEqual(['Book again', 'Reviews']);
    });
  });

  it('lays every tab out within a 375 px wide screen, with no accessibility findings', async () => {
    const narrow = await signedIn(375);
    for (const [tab, name] of [
      ['Logo Change', 'logo'],
      ['Branding', 'branding'],
      ['Status Management', 'statuses'],
      ['Customer Menu', 'menu'],
    ] as const) {
      await openTab(narrow, tab);
      await sees(panel(narrow).getByRole('heading', { level: 2 }).first());
      expect(await journey.scrollWidth(narrow), tab).toBeLessThanOrEqual(375);
      expect(await accessibilityViolations(narrow), tab).toEqual([]);
      await shot(narrow, `${name}-375`);
    }
  });

  it('raised no page errors and no Content-Security-Policy refusals', () => {
    expect(pageErrors).toEqual([]);
    expect(cspRefusals).toEqual([]);
  });
});
