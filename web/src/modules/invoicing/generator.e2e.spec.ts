import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { invoiceMessages as m } from '@detailing/schema/invoicing/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';

let app: TestApp;
let seeder: HttpSession;
let page: Page;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'generator-' });
const { open, shot, toasts, pageErrors } = journey;
/** What the page's Content-Security-Policy refused (an eval, an inline style): none is allowed. */

async function graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await seeder.graphql(query, variables);
  if (response.status !== 200 || response.json.errors) throw new Error(`${response.status} ${response.text}`);
  return response.json.data as T;
}

const nextNumber = async () => Number((await graphql('{ invoiceDefaults { nextInvoiceNumber } }')).invoiceDefaults.nextInvoiceNumber);

async function openGenerator(p: Page) {
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await showGenerator(p);
}

async function showGenerator(p: Page) {
  await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create Invoice/Quote' }).click();
  await p.getByRole('heading', { level: 1, name: 'Invoice and Quote Generator' }).waitFor();
  await p.getByLabel('Invoice Number').or(p.getByLabel('Quote Number')).waitFor();
}

const item = (p: Page, n: number) => p.getByRole('group', { name: `Item ${n}` });
const numberPreview = (p: Page) => p.getByLabel(/^(Invoice|Quote) Number$/).inputValue();
const totals = (p: Page) => p.getByRole('definition').allInnerTexts();
const seesToast = (p: Page, title: string, description?: string) =>
  expect
    .poll(async () => {
      const region = toasts(p);
      return (await region.getByText(title, { exact: true }).isVisible()) && (!description || (await region.getByText(description).isVisible()));
    }, { timeout: 10_000 })
    .toBe(true);

async function pickCustomer(p: Page, search: string, name: string) {
  await p.getByLabel('Search customers').fill(search);
  await p.getByRole('option', { name: new RegExp(name) }).click();
  await p.getByRole('article', { name: `Billed to ${name}` }).waitFor();
}

async function chooseVehicle(p: Page, type: string) {
  await p.getByRole('button', { name: /Vehicle Type$/ }).click();
  await p.getByRole('option', { name: type, exact: true }).click();
}

async function addCustom(p: Page, n: number, fields: { name: string; description?: string; quantity?: string; price: string }) {
  await p.getByRole('button', { name: 'Add custom item' }).click();
  const line = item(p, n);
  await line.getByLabel('Name').fill(fields.name);
  if (fields.description) await line.getByLabel('Description').fill(fields.description);
  if (fields.quantity) await line.getByLabel('Quantity').fill(fields.quantity);
  await line.getByLabel('Price').fill(fields.price);
}

/** Invoice or Quote, by its visible label (the radio input itself sits under it). */
async function chooseType(p: Page, type: 'Invoice' | 'Quote') {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.getByRole('radiogroup', { name: 'Document type' }).getByText(type, { exact: true }).click();
  await expect.poll(() => p.getByRole('radio', { name: type }).isChecked()).toBe(true);
}

const lineTotal = (line: Locator) => line.locator('output').innerText();

describe('the Invoice and Quote Generator in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    seeder = new HttpSession(app.url);
    await seeder.login(app.adminUsername, app.adminPassword);
    await createServices(seeder, 1);
    const business = await seeder.request('POST', '/api/settings/business', {
      businessName: 'Shine Mobile Detailing',
      businessAddress: '9 Polish Lane, Richmond VIC 3121',
      businessPhone: '03 9000 1234',
      businessEmail: 'hello@shine.example',
      businessAbn: '51 824 753 556',
    });
    expect(business.status, business.text).toBeLessThan(300);
    await graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, {
      input: { fullName: 'Ada Lovelace', email: 'ada@example.com', mobile: '0412 345 678', address: '1 Analytical Way, Melbourne' },
    });
    await journey.start();
    page = (await open(1280)).page;
    await openGenerator(page);
  });

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('refuses Create without a customer, then without items, with the spec’s toasts', async () => {
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    await seesToast(page, m.customerRequiredTitle, m.customerRequired);
    expect(await page.getByLabel('Search customers').getAttribute('aria-invalid')).toBe('true');

    await pickCustomer(page, 'Ada', 'Ada Lovelace');
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    await seesToast(page, m.itemsRequiredTitle, m.itemsRequired);
    await page.getByRole('article', { name: 'Billed to Ada Lovelace' }).getByRole('button', { name: 'Change' }).click();
    await page.getByLabel('Search customers').waitFor();
  });

  it('creates an invoice for a new customer with a service and a custom line, previews it and starts again', async () => {
    const number = await nextNumber();
    expect(await numberPreview(page)).toBe(`#${number} (assigned when created)`);
    expect(await page.getByLabel('Business Name').inputValue()).toBe('Shine Mobile Detailing');

    await page.getByRole('button', { name: 'Create new customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
    await dialog.getByLabel('Full Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Mobile').fill('0400 222 333');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    await seesToast(page, 'Error', m.createCustomerFailed);
    await expect.poll(() => dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Email').fill('grace@example.com');
    await dialog.getByLabel('Address').fill('2 Compiler Court, Carlton');
    await dialog.getByLabel('Company Name (optional)').fill('Navy Labs');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByRole('article', { name: 'Billed to Grace Hopper' }).waitFor();

    await chooseVehicle(page, 'SUV 7 Seater');
    await page.getByRole('button', { name: 'Add service' }).click();
    await page.getByRole('menuitem', { name: /Detail package 1 — \$140\.00/ }).click();
    expect(await item(page, 1).getByLabel('Price').inputValue()).toBe('140.00');
    await addCustom(page, 2, { name: 'Pet hair removal', description: 'Back seats', quantity: '0.3', price: '19.99' });
    expect(await lineTotal(item(page, 2))).toBe('$6.00');
    // A change of vehicle reprices the service line, never the typed one.
    await chooseVehicle(page, 'Sedan/Hatch');
    await expect.poll(() => item(page, 1).getByLabel('Price').inputValue()).toBe('100.00');
    expect(await item(page, 2).getByLabel('Price').inputValue()).toBe('19.99');
    expect(await totals(page)).toEqual(['$106.00', '$0.00', '$106.00']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '01-form-1280');

    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const preview = page.getByRole('dialog', { name: `Invoice #${number}` });
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.getByText('INVOICE', { exact: true }).first().isVisible()).toBe(true);
    const from = await preview.getByRole('region', { name: 'From' }).innerText();
    expect(from).toContain('Shine Mobile Detailing');
    expect(from).toContain('ABN 51 824 753 556');
    expect(await preview.getByRole('region', { name: 'To' }).innerText()).toContain('Grace Hopper');
    const table = await preview.getByRole('table').innerText();
    expect(table).toContain('Detail package 1');
    expect(table).toContain('Pet hair removal');
    expect(table).toContain('$6.00');
    expect(await preview.innerText()).toMatch(/Subtotal\s+\$106\.00/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '02-preview-1280');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });

    // Reset: no customer, no items, the next number.
    await page.getByLabel('Search customers').waitFor();
    expect(await page.getByText('No items yet. Add a service or a custom item.').isVisible()).toBe(true);
    await expect.poll(() => numberPreview(page)).toBe(`#${number + 1} (assigned when created)`);
    expect(await totals(page)).toEqual(['$0.00', '$0.00', '$0.00']);
  });

  it('creates a quote', async () => {
    const number = await nextNumber();
    await chooseType(page, 'Quote');
    await expect.poll(() => numberPreview(page)).toBe(`#${number} (assigned when created)`);
    await pickCustomer(page, 'ada@', 'Ada Lovelace');
    // A price the server refuses: the spec's failure toast, and the server's message on the field.
    await addCustom(page, 1, { name: 'Ceramic coating', price: '-5' });
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await seesToast(page, 'Error', m.createFailed);
    const price = item(page, 1).getByLabel('Price');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    expect(await item(page, 1).getByText(m.priceInvalid).isVisible()).toBe(true);
    await price.fill('899');
    expect(await price.getAttribute('aria-invalid')).toBeNull();
    // A double click makes one quote.
    const issued = page.waitForRequest((r) => r.url().endsWith('/graphql') && /issueInvoice/.test(r.postData() ?? '') && /899/.test(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Create Quote' }).dblclick();
    const preview = page.getByRole('dialog', { name: `Quote #${number}` });
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.getByText('QUOTE', { exact: true }).first().isVisible()).toBe(true);
    expect(await preview.innerText()).toMatch(/Subtotal\s+\$899\.00/);
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });
    expect(await nextNumber()).toBe(number + 1);
    // The Create carried an Idempotency-Key: sent again as it was (its answer lost, say), it answers the same quote.
    const request = await issued;
    const key = request.headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const replayed = await page.request.post('/graphql', { headers: { 'content-type': 'application/json', 'idempotency-key': key! }, data: request.postData()! });
    expect((await replayed.json()).data.issueInvoice).toMatchObject({ invoiceNumber: String(number) });
    expect(await nextNumber()).toBe(number + 1);
    await chooseType(page, 'Invoice');

    // Another admin issues a document: the preview here moves on by itself.
    await expect.poll(() => numberPreview(page)).toBe(`#${number + 1} (assigned when created)`);
    await graphql(`mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { invoiceNumber } }`, {
      input: { type: 'invoice', customer: { fullName: 'Walk-in' }, items: [{ name: 'Wash', price: 30 }] },
    });
    await expect.poll(() => numberPreview(page), { timeout: 10_000 }).toBe(`#${number + 2} (assigned when created)`);
  });

  it('saves a draft that outlives a reload, then opens, edits and issues it with the next number', async () => {
    await addCustom(page, 1, { name: 'Wax', price: '50' });
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await seesToast(page, 'Draft saved');
    const unnamed = page.getByRole('article', { name: 'Invoice draft for No customer' });
    await expect.poll(() => unnamed.innerText()).toContain('1 item · $50.00');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (!(await page.getByRole('heading', { level: 1, name: 'Invoice and Quote Generator' }).isVisible())) await showGenerator(page);
    await unnamed.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => item(page, 1).getByLabel('Name').inputValue()).toBe('Wax');
    await item(page, 1).getByLabel('Price').fill('60');
    await pickCustomer(page, 'Grace', 'Grace Hopper');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const named = page.getByRole('article', { name: 'Invoice draft for Grace Hopper' });
    await expect.poll(() => named.innerText(), { timeout: 10_000 }).toContain('1 item · $60.00');
    expect(await unnamed.count()).toBe(0);

    // Someone else saves the same draft: this editor's next save is refused until it reloads.
    const drafts = (await graphql('{ invoiceDrafts { id version } }')).invoiceDrafts as { id: string; version: number }[];
    expect(drafts).toHaveLength(1);
    await graphql(
      `mutation ($id: ID!, $v: Int, $input: IssueInvoiceInput!) { saveInvoiceDraft(id: $id, expectedVersion: $v, input: $input) { version } }`,
      { id: drafts[0]!.id, v: drafts[0]!.version, input: { type: 'invoice', customer: { fullName: 'Grace Hopper' }, items: [{ name: 'Wax', price: 65, quantity: 1 }] } },
    );
    await item(page, 1).getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByRole('alert').filter({ hasText: concurrencyMessages.changedElsewhere }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => item(page, 1).getByLabel('Price').inputValue()).toBe('65.00');

    const number = await nextNumber();
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const preview = page.getByRole('dialog', { name: `Invoice #${number}` });
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.getByRole('table').innerText()).toContain('Wax');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByText('No drafts saved.').isVisible(), { timeout: 10_000 }).toBe(true);
    const issued = (await graphql('query ($id: ID!) { invoice(id: $id) { invoiceNumber type totalAmount } }', { id: drafts[0]!.id })).invoice;
    expect(issued).toEqual({ invoiceNumber: String(number), type: 'invoice', totalAmount: 65 });
  });

  it('stacks the form within a 375 px wide screen', async () => {
    await addCustom(page, 1, { name: 'Interior steam clean', description: 'Seats and carpets', price: '120' });
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => journey.scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '03-form-375');
    await page.getByRole('button', { name: 'Create new customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
    await dialog.getByLabel('Full Name').waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await pickCustomer(page, 'Grace', 'Grace Hopper');
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const preview = page.getByRole('dialog', { name: /^Invoice #\d+$/ });
    await preview.waitFor({ timeout: 15_000 });
    const previewBox = await preview.boundingBox();
    expect(previewBox && previewBox.x >= 0 && previewBox.x + previewBox.width <= 375).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '04-preview-375');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    expect(pageErrors).toEqual([]);
    expect(journey.cspRefusals).toEqual([]);
  });
});
