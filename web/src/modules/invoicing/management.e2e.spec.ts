import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { invoiceMessages } from '@detailing/schema/invoicing/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';
import { imageFixtures } from '@detailing/infra/testing/fixtures/images/index';

interface Issued {
  id: string;
  invoiceNumber: string;
  version: number;
}

let app: TestApp;
let seeder: HttpSession;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'invoice-management-', acceptDownloads: true });
let page: Page;
let ada: Issued;
let grace: Issued;
let quote: Issued;
/** The variables of each GraphQL operation the pages sent, by operation name. */
const sent = new Map<string, Record<string, unknown>[]>();
/** What the page's Content-Security-Policy refused (an eval in a bundled library, an inline style). */

async function graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await seeder.graphql(query, variables);
  if (response.status !== 200 || response.json.errors) throw new Error(`${response.status} ${response.text}`);
  return response.json.data as T;
}

const issue = async (type: 'invoice' | 'quote', fullName: string, items: { name: string; price: number; quantity?: number }[]): Promise<Issued> =>
  (
    await graphql(`mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id invoiceNumber version } }`, {
      input: { type, customer: { fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com` }, items },
    })
  ).issueInvoice;

const invoiceStatus = async (id: string): Promise<string> => (await graphql(`query ($id: ID!) { invoice(id: $id) { status } }`, { id })).invoice.status;

/** The row (a table row at 1280 px) whose number cell reads `invoiceNumber`. */
const row = (p: Page, invoiceNumber: string): Locator =>
  p.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ has: p.getByRole('rowheader').filter({ hasText: new RegExp(`^${invoiceNumber}`) }) });

const rows = (p: Page) => p.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
const count = (p: Page) => p.getByRole('status').filter({ hasText: /^\d+ invoices?$/ });
const statusSelect = (scope: Locator | Page, label: string) => scope.getByRole('button', { name: new RegExp(`Status of ${label}`) });

async function pdfText(file: string): Promise<string> {
  return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
}

async function chooseStatus(p: Page, label: string, status: 'Pending' | 'Paid' | 'Void') {
  await statusSelect(p, label).click();
  await p.getByRole('listbox').getByRole('option', { name: status }).click();
}

/** The background colour of the status badge inside a row's dropdown, as rgb numbers. */
async function badgeColour(scope: Locator): Promise<[number, number, number]> {
  const css = await scope.locator('span', { hasText: /^(Pending|Paid|Void)$/ }).last().evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = css.match(/\d+/g)!.map(Number);
  return [r!, g!, b!];
}

async function showManagement(p: Page): Promise<void> {
  await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Manage Invoices' }).click();
  await p.getByRole('heading', { level: 1, name: 'Invoice Management' }).waitFor();
}

async function openManagement(): Promise<Page> {
  const { page: p } = await journey.open(1280);
  p.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName) sent.set(body.operationName, [...(sent.get(body.operationName) ?? []), body.variables ?? {}]);
  });
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await showManagement(p);
  return p;
}

describe('Invoice Management in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    seeder = new HttpSession(app.url);
    await seeder.login(app.adminUsername, app.adminPassword);
    expect((await seeder.request('POST', '/api/settings/business', { businessName: 'Shine Detailing', businessEmail: 'hello@shine.example' })).status).toBe(200);
    const logo = `data:image/png;base64,${(await readFile(imageFixtures.transparentPng)).toString('base64')}`;
    await graphql(`mutation ($input: LogoInput!) { saveLogo(input: $input) { logoUrl } }`, { input: { logoUrl: logo, logoName: 'shine.png' } });
    ada = await issue('invoice', 'Ada Lovelace', [
      { name: 'Full detail', price: 180.5 },
      { name: 'Headlight restoration', price: 45, quantity: 2 },
    ]);
    grace = await issue('invoice', 'Grace Hopper', [{ name: 'Interior clean', price: 99.99 }]);
    quote = await issue('quote', 'Charles Babbage', [{ name: 'Ceramic coating', price: 1200 }]);
    await journey.start();
    page = await openManagement();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('lists every invoice newest first with its number, upper-case type, customer, date, total and status, and the count', async () => {
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => count(page).textContent()).toBe('3 invoices');
    const numbers = await rows(page).locator('th').allTextContents();
    expect(numbers.map((n) => n.slice(0, 5))).toEqual([quote.invoiceNumber, grace.invoiceNumber, ada.invoiceNumber]);
    const adaRow = row(page, ada.invoiceNumber);
    for (const text of ['INVOICE', 'Ada Lovelace', '$270.50']) {
      await expect(adaRow.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    }
    await expect(statusSelect(adaRow, `Invoice #${ada.invoiceNumber}`).textContent()).resolves.toMatch(/^Pending/);
    await expect(row(page, quote.invoiceNumber).getByText('QUOTE', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row(page, quote.invoiceNumber).getByRole('button', { name: 'Convert to invoice' }).isVisible()).resolves.toBe(true);
    await expect(adaRow.getByRole('button', { name: 'Convert to invoice' }).count()).resolves.toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await journey.shot(page, '01-list-1280');
  });

  it('searches on the server by invoice number, customer name (any case) and type', async () => {
    const box = page.getByRole('searchbox', { name: 'Search invoices' });
    // Whatever this finds, the next tests see the whole list again.
    onTestFinished(() => box.fill(''));
    const before = sent.get('InvoicePage')?.length ?? 0;
    await box.pressSequentially('lovelace', { delay: 30 });
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Ada Lovelace')]);
    // Debounced: the whole word is asked for, and not one request per key. (A machine too busy to
    // send a key within 300 ms of the last one may ask for a part of the word too.)
    const searched = (sent.get('InvoicePage') ?? []).slice(before).map((v) => v.search);
    expect(searched.at(-1)).toBe('lovelace');
    expect(searched.length).toBeLessThan('lovelace'.length);
    await box.fill(grace.invoiceNumber);
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Grace Hopper')]);
    await expect.poll(() => count(page).textContent()).toBe('1 invoice');
    await box.fill('LoveLace');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Ada Lovelace')]);
    await box.fill('quote');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Charles Babbage')]);
    await box.fill('nobody-matches-this');
    await expect.poll(() => page.getByText(invoiceMessages.noInvoices, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => count(page).textContent()).toBe('0 invoices');
    await box.fill('');
    await expect.poll(() => rows(page).count()).toBe(3);
  });

  it('changes a status from its dropdown: the badge turns from yellow Pending to green Paid, and stays after a reload', async () => {
    const adaRow = row(page, ada.invoiceNumber);
    const [r0, g0, b0] = await badgeColour(statusSelect(adaRow, `Invoice #${ada.invoiceNumber}`));
    expect(r0 > b0 && g0 > b0, 'pending is yellow').toBe(true);
    await chooseStatus(page, `Invoice #${ada.invoiceNumber}`, 'Paid');
    await expect.poll(() => statusSelect(adaRow, `Invoice #${ada.invoiceNumber}`).textContent(), { timeout: 10_000 }).toMatch(/^Paid/);
    await expect.poll(() => invoiceStatus(ada.id)).toBe('paid');
    const [r, g, b] = await badgeColour(statusSelect(adaRow, `Invoice #${ada.invoiceNumber}`));
    expect(g > r && g > b, 'paid is green').toBe(true);

    await chooseStatus(page, `Invoice #${grace.invoiceNumber}`, 'Void');
    await expect.poll(() => invoiceStatus(grace.id), { timeout: 10_000 }).toBe('void');
    const [vr, vg, vb] = await badgeColour(statusSelect(page, `Invoice #${grace.invoiceNumber}`));
    expect(vr > vg && vr > vb, 'void is red').toBe(true);

    await page.reload();
    await showManagement(page);
    await expect.poll(() => statusSelect(page, `Invoice #${ada.invoiceNumber}`).textContent(), { timeout: 15_000 }).toMatch(/^Paid/);
    await expect(statusSelect(page, `Invoice #${grace.invoiceNumber}`).textContent()).resolves.toMatch(/^Void/);
  });

  it('filters by status: All, Pending, Paid, Void', async () => {
    const filter = async (name: string) => {
      await page.getByRole('button', { name: /^(All|Pending|Paid|Void) Status$/ }).click();
      await page.getByRole('listbox').getByRole('option', { name }).click();
    };
    await filter('Paid');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Ada Lovelace')]);
    await filter('Pending');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Charles Babbage')]);
    await filter('Void');
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Grace Hopper')]);
    await expect(count(page).textContent()).resolves.toBe('1 invoice');
    await filter('All');
    await expect.poll(() => rows(page).count()).toBe(3);
  });

  it('a status change refused as stale says so in the server words and shows the row as it now is', async () => {
    await graphql(`mutation ($id: ID!) { changeInvoiceStatus(id: $id, status: "pending") { id } }`, { id: grace.id });
    // The live change reaches the page first; a stale version is then sent by hand to meet the conflict.
    await expect.poll(() => statusSelect(page, `Invoice #${grace.invoiceNumber}`).textContent(), { timeout: 10_000 }).toMatch(/^Pending/);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
      if (body?.operationName !== 'ChangeInvoiceStatus') return route.fallback();
      await route.fallback({ postData: JSON.stringify({ ...body, variables: { ...body.variables, expectedVersion: 1 } }) });
    });
    try {
      await chooseStatus(page, `Invoice #${grace.invoiceNumber}`, 'Paid');
      const failed = journey.toasts(page).locator('[data-variant="destructive"]').filter({ hasText: concurrencyMessages.changedElsewhere });
      await expect.poll(() => failed.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect(failed.textContent()).resolves.toContain('Error');
    } finally {
      await page.unroute('**/graphql');
    }
    await expect.poll(() => statusSelect(page, `Invoice #${grace.invoiceNumber}`).textContent()).toMatch(/^Pending/);
    expect(await invoiceStatus(grace.id)).toBe('pending');
  });

  it("converts the quote: a new invoice appears, the quote reads 'Converted to invoice #N' and the invoice 'From quote #N'", async () => {
    await row(page, quote.invoiceNumber).getByRole('button', { name: 'Convert to invoice' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4);
    const converted = (await rows(page).first().locator('th').textContent())!.slice(0, 5);
    expect(Number(converted)).toBeGreaterThan(Number(quote.invoiceNumber));
    await expect.poll(() => row(page, quote.invoiceNumber).getByRole('button', { name: `Converted to invoice #${converted}` }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(row(page, quote.invoiceNumber).getByRole('button', { name: 'Convert to invoice' }).count()).resolves.toBe(0);
    const invoiceRow = row(page, converted);
    await expect(invoiceRow.getByRole('button', { name: `From quote #${quote.invoiceNumber}` }).isVisible()).resolves.toBe(true);
    for (const text of ['INVOICE', 'Charles Babbage', '$1,200.00']) {
      await expect(invoiceRow.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    }
    await expect(statusSelect(invoiceRow, `Invoice #${converted}`).textContent()).resolves.toMatch(/^Pending/);
    await expect.poll(() => count(page).textContent()).toBe('4 invoices');
    await journey.shot(page, '02-converted-1280');

    // The link opens the other document's preview.
    await row(page, quote.invoiceNumber).getByRole('button', { name: `Converted to invoice #${converted}` }).click();
    const preview = page.getByRole('dialog', { name: `Invoice #${converted}` });
    await expect.poll(() => preview.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);
  });

  it('marked paid, the converted invoice previews with the logo, Amount Paid and Amount Due $0.00, and downloads as a PDF', async () => {
    const converted = (await rows(page).first().locator('th').textContent())!.slice(0, 5);
    await chooseStatus(page, `Invoice #${converted}`, 'Paid');
    await expect.poll(() => statusSelect(page, `Invoice #${converted}`).textContent(), { timeout: 10_000 }).toMatch(/^Paid/);
    await row(page, converted).getByRole('button', { name: `View Invoice #${converted}` }).click();
    const preview = page.getByRole('dialog', { name: `Invoice #${converted}` });
    await expect.poll(() => preview.isVisible()).toBe(true);
    await expect.poll(() => preview.getByRole('img', { name: 'Shine Detailing logo' }).isVisible(), { timeout: 10_000 }).toBe(true);
    for (const text of ['From', 'To', 'Shine Detailing', 'Charles Babbage', 'Ceramic coating', 'Subtotal', 'INVOICE', 'Amount Paid', 'Amount Due', 'Paid in full']) {
      await expect(preview.getByText(text, { exact: true }).first().isVisible(), text).resolves.toBe(true);
    }
    const amounts = await preview.getByRole('definition').allTextContents();
    expect(amounts.slice(-2)).toEqual(['$1,200.00', '$0.00']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await journey.shot(page, '03-preview-1280');

    const download = page.waitForEvent('download');
    await preview.getByRole('link', { name: 'Download PDF' }).click();
    const file = (await (await download).path())!;
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file);
    for (const expected of [converted, 'Charles Babbage', 'Ceramic coating', '$1,200.00', 'PAID']) expect(text, expected).toContain(expected);
    await preview.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect.poll(() => preview.count()).toBe(0);

    // The row downloads it too.
    const fromRow = page.waitForEvent('download');
    await row(page, converted).getByRole('link', { name: `Download PDF of Invoice #${converted}` }).click();
    expect(await pdfText((await (await fromRow).path())!)).toContain('Charles Babbage');
  });

  it('shows an invoice issued elsewhere, and one the completion worker makes, without a reload', async () => {
    const live = await issue('invoice', 'Live Customer', [{ name: 'Wash', price: 30 }]);
    await expect.poll(() => row(page, live.invoiceNumber).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => count(page).textContent()).toBe('5 invoices');

    const [serviceId] = await createServices(seeder, 1);
    const booking = await seeder.request('POST', '/api/bookings', {
      fullName: 'Worker Customer',
      email: 'worker@example.com',
      mobile: '0412 111 222',
      date: '2026-03-02',
      time: '10:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2025,
      serviceIds: [serviceId],
    });
    expect(booking.status, booking.text).toBe(201);
    expect((await seeder.request('PATCH', `/api/bookings/${booking.json.id}`, { status: 'completed' })).status).toBe(200);
    await expect.poll(() => rows(page).filter({ hasText: 'Worker Customer' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => count(page).textContent()).toBe('6 invoices');
  });

  it('with the live connection down, reads the page again on a timer and still shows an invoice issued elsewhere', async () => {
    const { page: offline } = await journey.open(1280);
    // Every socket refused: the screen falls back to polling.
    await offline.routeWebSocket(/\/graphql/, (socket) => socket.close());
    await offline.goto('/admin');
    await signInThroughGate(offline, app.adminUsername, app.adminPassword);
    await showManagement(offline);
    await expect.poll(() => rows(offline).count(), { timeout: 15_000 }).toBe(6);
    const late = await issue('invoice', 'Polled Customer', [{ name: 'Wash', price: 25 }]);
    await expect.poll(() => row(offline, late.invoiceNumber).isVisible(), { timeout: 20_000 }).toBe(true);
    await offline.context().close();
    await graphql(`mutation ($id: ID!) { deleteInvoice(id: $id) }`, { id: late.id });
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(6);
  });

  it('at 375 px shows cards that fit the screen, with no serious accessibility findings', async () => {
    const phone = await openManagement();
    await phone.setViewportSize({ width: 375, height: 740 });
    const cards = phone.getByRole('list', { name: 'Invoices' }).getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
    const card = phone.getByRole('article', { name: `Quote #${quote.invoiceNumber}` });
    for (const text of ['QUOTE', 'Charles Babbage', '$1,200.00']) {
      await expect(card.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    }
    await expect(card.getByRole('button', { name: /^Converted to invoice #\d+$/ }).isVisible()).resolves.toBe(true);
    expect(await journey.scrollWidth(phone)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(phone)).toEqual([]);
    await journey.shot(phone, '04-list-375');
    await card.getByRole('button', { name: `View Quote #${quote.invoiceNumber}` }).click();
    const preview = phone.getByRole('dialog', { name: `Quote #${quote.invoiceNumber}` });
    await expect.poll(() => preview.getByText('QUOTE').first().isVisible()).toBe(true);
    expect(await accessibilityViolations(phone)).toEqual([]);
    await journey.shot(phone, '05-preview-375');
    await phone.keyboard.press('Escape');
    // Only the wide page stays open: the request log is then its alone.
    await phone.context().close();
  });

  it("deletes after 'Are you sure you want to delete this invoice?', and says 'No invoices found' when the last has gone", async () => {
    const total = await rows(page).count();
    for (let left = total; left > 0; left--) {
      const first = rows(page).first();
      const number = (await first.locator('th').textContent())!.slice(0, 5);
      await first.getByRole('button', { name: /^Delete / }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Invoice' });
      await expect.poll(() => dialog.getByText(invoiceMessages.deleteConfirm, { exact: true }).isVisible()).toBe(true);
      if (left === total) {
        expect(await accessibilityViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect(row(page, number).isVisible()).resolves.toBe(true);
        await first.getByRole('button', { name: /^Delete / }).click();
      }
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => row(page, number).count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(left - 1);
    }
    await expect.poll(() => page.getByText(invoiceMessages.noInvoices, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(count(page).textContent()).resolves.toBe('0 invoices');
    expect((await graphql(`{ invoicePage { total } }`)).invoicePage.total).toBe(0);
    await journey.shot(page, '06-empty-1280');
    // Focus, left on nothing by the deleted row's button, goes to the search.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search invoices' }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('pages 50 at a time: only the page shown is fetched, and the count is of the whole result', async () => {
    const issued: Issued[] = [];
    for (let i = 0; i < 51; i++) issued.push(await issue('invoice', `Paged Customer ${i}`, [{ name: 'Wash', price: 10 }]));
    await expect.poll(() => count(page).textContent(), { timeout: 20_000 }).toBe('51 invoices');
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(50);
    await expect(page.getByText('Showing 1–50 of 51 invoices').isVisible()).resolves.toBe(true);
    expect(sent.get('InvoicePage')!.at(-1)).toMatchObject({ offset: 0, limit: 50 });
    const pages = page.getByRole('navigation', { name: 'Invoice pages' });
    const before = sent.get('InvoicePage')!.length;
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Paged Customer 0')]);
    await expect(page.getByText('Showing 51–51 of 51 invoices').isVisible()).resolves.toBe(true);
    expect(sent.get('InvoicePage')!.slice(before)).toContainEqual(expect.objectContaining({ offset: 50, limit: 50 }));
    // A new search starts on its first page.
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(issued[50]!.invoiceNumber);
    await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining('Paged Customer 50')]);
    await expect(page.getByText('Showing 1–1 of 1 invoice').isVisible()).resolves.toBe(true);
    expect(journey.pageErrors).toEqual([]);
    expect(journey.cspRefusals).toEqual([]);
  });
});
