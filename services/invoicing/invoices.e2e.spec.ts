import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { createUser } from '../identity/users.js';
import { paidRevenueCents } from './queries.js';

const run = promisify(execFile);
const MELBOURNE = 'Australia/Melbourne';
const system = { kind: 'system' as const, id: 'test', name: 'Test' };

let app: TestApp;
let dir: string;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;
let serviceIds: number[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'invoices-e2e-'));
  app = await startTestApp({ env: { DATA_DIR: dir } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
  serviceIds = await createServices(admin, 2);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

/** What the generator sends (001 §7). */
const payload = (overrides: Record<string, unknown> = {}) => ({
  invoiceNumber: '',
  type: 'invoice',
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  customer: { id: 12, fullName: 'Jo Citizen', email: 'jo@example.com', phone: '0400 111 222', address: '1 Main St, Carlton', vehicleRego: 'abc123' },
  items: [
    { name: 'Full Detail', description: 'Inside and out', quantity: 1, price: 1234.5, total: 1234.5, serviceId: serviceIds[0] },
    { name: 'Wax', description: '', quantity: 1.5, price: 20, total: 1, serviceId: null },
  ],
  subtotal: 1, // client totals are ignored: the server computes them
  tax: 0,
  total: 1,
  status: 'pending',
  ...overrides,
});

async function issue(overrides: Record<string, unknown> = {}) {
  const response = await admin.request('POST', '/api/invoices', payload(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json as Record<string, any> & { id: string; invoiceNumber: string };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

/** How many images the PDF holds (poppler's pdfimages). */
async function pdfImageCount(bytes: Buffer): Promise<number> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').length - 2;
}

const invoiceOperations: [name: string, query: string, variables?: Record<string, unknown>][] = [
  ['invoices', '{ invoices { id } }'],
  ['invoice', 'query($id: ID!) { invoice(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }],
  ['invoiceHistory', 'query($id: ID!) { invoiceHistory(id: $id) { type } }', { id: '00000000-0000-4000-8000-000000000000' }],
  ['issueInvoice', 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }', { input: { type: 'invoice', customer: { fullName: 'X' }, items: [{ name: 'A', price: 1 }] } }],
  ['changeInvoiceStatus', 'mutation { changeInvoiceStatus(id: "00000000-0000-4000-8000-000000000000", status: "paid") { id } }'],
  ['deleteInvoice', 'mutation { deleteInvoice(id: "00000000-0000-4000-8000-000000000000") }'],
];

describe('who may use invoices', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/invoices'],
    ['POST', '/api/invoices'],
    ['PATCH', `/api/invoices/${id}/status`],
    ['DELETE', `/api/invoices/${id}`],
    ['GET', `/api/invoices/${id}/pdf`],
  ])('%s %s answers 401 without a session and 403 to a customer, changing nothing', async (method, urlPath) => {
    const before = await eventCount();
    const body = method === 'POST' ? payload() : method === 'PATCH' ? { status: 'paid' } : undefined;
    expect(await anonymous.request(method, urlPath, body)).toMatchObject({ status: 401, json: { message: expect.any(String) } });
    expect(await customer.request(method, urlPath, body)).toMatchObject({ status: 403, json: { message: expect.any(String) } });
    expect(await eventCount()).toBe(before);
  });

  it.each(invoiceOperations)('GraphQL %s is UNAUTHENTICATED without a session and FORBIDDEN to a customer', async (_name, query, variables) => {
    const before = await eventCount();
    expect((await anonymous.graphql(query, variables)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await customer.graphql(query, variables)).json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await eventCount()).toBe(before);
  });
});

describe('POST /api/invoices', () => {
  it.each([
    [{ customer: null }, 'Please select or create a customer'],
    [{ customer: { fullName: '', email: 'a@example.com' } }, 'Please select or create a customer'],
    [{ items: [] }, 'Please add at least one item'],
    [{ customer: undefined, items: [] }, 'Please select or create a customer'],
    [{ items: [{ name: 'Wash', quantity: -1, price: 10 }] }, 'Quantity must be 0 or more'],
    [{ items: [{ name: 'Wash', quantity: 0.25, price: 10 }] }, 'Quantity must be in steps of 0.1'],
    [{ items: [{ name: 'Wash', quantity: 1, price: -5 }] }, 'Price must be a positive number'],
    [{ type: 'receipt' }, "Type must be 'invoice' or 'quote'"],
    [{ invoiceNumber: 'INV-7' }, 'Invoice number must contain only digits'],
    [{ invoiceDate: '2026-02-30' }, 'Invalid date'],
  ])('refuses %j with 400 and "%s", recording nothing', async (change, message) => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/invoices', payload(change));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body that is not JSON with 400, recording nothing', async () => {
    const before = await eventCount();
    expect((await admin.request('POST', '/api/invoices', '{"customer":')).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('issues the first invoice as 20001, pending, with totals computed by the server and the fields of 001 §3 in dollars', async () => {
    const invoice = await issue();
    const items = [
      { name: 'Full Detail', description: 'Inside and out', quantity: 1, price: 1234.5, total: 1234.5, serviceId: serviceIds[0] },
      { name: 'Wax', description: '', quantity: 1.5, price: 20, total: 30, serviceId: null },
    ];
    expect(invoice).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoiceNumber: '20001',
      type: 'invoice',
      status: 'pending',
      bookingId: null,
      customerId: '12',
      customerName: 'Jo Citizen',
      customerEmail: 'jo@example.com',
      customerPhone: '0400 111 222',
      customerAddress: '1 Main St, Carlton',
      vehicleRego: 'ABC123',
      businessName: 'Automotive Detailing',
      businessAddress: '',
      businessPhone: '',
      businessEmail: '',
      businessAbn: '',
      items,
      invoiceItems: JSON.stringify(items),
      lineItems: JSON.stringify([
        { description: 'Full Detail', amount: 1234.5, quantity: 1 },
        { description: 'Wax', amount: 30, quantity: 1.5 },
      ]),
      subtotal: 1264.5,
      tax: 0,
      amount: 1264.5,
      totalAmount: 1264.5,
      invoiceDate: '2026-03-02',
      dueDate: '2026-04-01',
      description: 'Full Detail, Wax',
      notes: null,
      deleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      amountPaid: 0,
      amountDue: 1264.5,
      pdfUrl: `/api/invoices/${invoice.id}/pdf`,
      convertedToInvoiceId: null,
      convertedToInvoiceNumber: null,
      convertedFromQuoteId: null,
      convertedFromQuoteNumber: null,
    });
    const list = await admin.request('GET', '/api/invoices');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([invoice]);
  });

  it('gives twenty invoices issued at once twenty distinct consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admin.request('POST', '/api/invoices', payload({ customer: { fullName: `Customer ${i}` } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => Number(r.json.invoiceNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 20002 + i));
    const listed = (await admin.request('GET', '/api/invoices')).json as { invoiceNumber: string }[];
    expect(listed).toHaveLength(21);
    expect(new Set(listed.map((i) => i.invoiceNumber)).size).toBe(21);
  });

  it("uses the number the generator sends when free, refuses a taken one with 409 'Invoice number already exists', and continues after the highest", async () => {
    expect((await issue({ invoiceNumber: '30000', type: 'quote' })).invoiceNumber).toBe('30000');
    const before = await eventCount();
    const taken = await admin.request('POST', '/api/invoices', payload({ invoiceNumber: '20005' }));
    expect(taken).toMatchObject({ status: 409, json: { message: 'Invoice number already exists' } });
    expect(await eventCount()).toBe(before);
    expect((await issue()).invoiceNumber).toBe('30001');
  });

  it('defaults the invoice date to today in Melbourne and the due date to 30 days later', async () => {
    const invoice = await issue({ invoiceDate: undefined, dueDate: undefined });
    const today = todayIn(MELBOURNE);
    expect(invoice.invoiceDate).toBe(today);
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(invoice.dueDate).toBe(due.toISOString().slice(0, 10));
  });

  it('issues one invoice for a request retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'invoice-retry-1' };
    const first = await admin.request('POST', '/api/invoices', payload(), headers);
    const before = await eventCount();
    const second = await admin.request('POST', '/api/invoices', payload(), headers);
    expect(second.status).toBe(201);
    expect(second.json.id).toBe(first.json.id);
    expect(second.json.invoiceNumber).toBe(first.json.invoiceNumber);
    expect(await eventCount()).toBe(before);
  });
});

describe('PATCH /api/invoices/{id}/status', () => {
  it('takes pending, paid and void in any order', async () => {
    const invoice = await issue();
    for (const status of ['paid', 'void', 'pending', 'void', 'paid']) {
      const response = await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, { status });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ id: invoice.id, status });
    }
  });

  it('refuses another status with 400, and an unknown invoice with 404, recording nothing', async () => {
    const invoice = await issue();
    const before = await eventCount();
    expect(await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'overdue' })).toMatchObject({
      status: 400,
      json: { message: 'Status must be pending, paid or void' },
    });
    expect(await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, {})).toMatchObject({ status: 400 });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await admin.request('PATCH', `/api/invoices/${id}/status`, { status: 'paid' })).toMatchObject({
        status: 404,
        json: { message: 'Invoice not found' },
      });
    }
    expect(await eventCount()).toBe(before);
  });
});

describe('GET /api/invoices/{id}/pdf', () => {
  it('downloads the invoice as a PDF named after its number, with From, To, the services, subtotal, date and type', async () => {
    const invoice = await issue({ business: { businessName: 'Shine Detailing', businessAbn: '12 345 678 901' } });
    const response = await admin.fetchBytes(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`);
    const text = await pdfText(response.bytes);
    expect(text).toMatch(/^\s*Tax Invoice$/m);
    expect(text).toMatch(/From\s+To/);
    expect(text).toContain('Shine Detailing');
    expect(text).toContain('ABN: 12 345 678 901');
    expect(text).toContain('Jo Citizen');
    expect(text).toMatch(/Full Detail\s+1\s+\$1,234\.50\s+\$1,234\.50/);
    expect(text).toMatch(/Subtotal\s+\$1,264\.50/);
    expect(text).toMatch(/GST\s+\$0\.00/);
    expect(text).toContain('Invoice Date: 2 Mar 2026');
    expect(text).not.toContain('Amount Due');
  });

  it('names a quote quote-<number>.pdf and titles it Quote', async () => {
    const quote = await issue({ type: 'quote' });
    const response = await admin.fetchBytes(`/api/invoices/${quote.id}/pdf`);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="quote-${quote.invoiceNumber}.pdf"`);
    expect(await pdfText(response.bytes)).toMatch(/^\s*Quote$/m);
  });

  it('draws the business logo once one is saved', async () => {
    const invoice = await issue();
    expect(await pdfImageCount((await admin.fetchBytes(`/api/invoices/${invoice.id}/pdf`)).bytes)).toBe(0);
    const logo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const saved = await admin.request('POST', '/api/settings/logo', { logoUrl: `data:image/png;base64,${logo.toString('base64')}`, logoName: 'shine.png' });
    expect(saved.status, saved.text).toBe(200);
    expect(await pdfImageCount((await admin.fetchBytes(`/api/invoices/${invoice.id}/pdf`)).bytes)).toBe(1);
    await admin.request('POST', '/api/settings/logo', { logoUrl: '', logoName: '' });
  });

  it('shows Amount Paid and Amount Due $0.00 once the invoice is paid', async () => {
    const invoice = await issue();
    await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'paid' });
    const text = await pdfText((await admin.fetchBytes(`/api/invoices/${invoice.id}/pdf`)).bytes);
    expect(text).toMatch(/Amount Paid\s+\$1,264\.50/);
    expect(text).toMatch(/Amount Due\s+\$0\.00/);
  });

  it("answers 404 'Invoice not found' for an unknown invoice", async () => {
    expect(await admin.request('GET', '/api/invoices/00000000-0000-4000-8000-000000000000/pdf')).toMatchObject({
      status: 404,
      json: { message: 'Invoice not found' },
    });
  });
});

describe('the paid invoice of a completed booking', () => {
  it('is issued once, paid, dated the completion day, one line per service priced for the vehicle; the booking shows its invoiceId', async () => {
    const special = await admin.request('POST', '/api/services', {
      name: 'Ceramic Coat',
      description: 'Two year protection',
      priceSedanHatch: 500,
      priceSuv5: 600,
      priceSuv7: 700,
      priceUte: 650,
      priceSuv52025: 640,
      priceSuv5Pre2025: 580,
    });
    const booked = await admin.request('POST', '/api/bookings', {
      fullName: 'Sam Driver',
      email: 'sam@example.com',
      mobile: '0400 222 333',
      address: '9 Bay Rd',
      date: todayIn(MELBOURNE),
      time: '10:00',
      vehicleType: 'SUV 5 Seater',
      modelYear: 2024,
      vehicleRego: 'sam001',
      serviceIds: [serviceIds[0], special.json.id],
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.json.id as string;
    expect((await admin.request('PATCH', `/api/bookings/${bookingId}`, { status: 'completed' })).status).toBe(200);

    const options = { commandId: `test-completion-${bookingId}`, actor: system, causationId: null };
    const first = await app.invoices!.issuePaidInvoiceForBooking(bookingId, options);
    // The completion's own jobs (its invoice, then its text: skipped, no SMS account) append in the
    // background; counted once the text's outcome is recorded, nothing more follows from them.
    await vi.waitFor(
      async () => expect((await app.db.sql`select 1 from events where stream_id = ${`text-message-booking-completed-${bookingId}`}`).length).toBeGreaterThan(0),
      { timeout: 10_000, interval: 50 },
    );
    const before = await eventCount();
    const second = await app.invoices!.issuePaidInvoiceForBooking(bookingId, options);
    const third = await app.invoices!.issuePaidInvoiceForBooking(bookingId, { ...options, commandId: `another-${bookingId}` });
    expect(await eventCount()).toBe(before);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);

    expect(first).toMatchObject({
      type: 'invoice',
      status: 'paid',
      bookingId,
      customer: { id: null, name: 'Sam Driver', email: 'sam@example.com', phone: '0400 222 333', address: '9 Bay Rd', vehicleRego: 'SAM001' },
      business: { businessName: 'Automotive Detailing' },
      items: [
        { name: 'Detail package 1', description: 'Full detail package number 1', quantity: 1, unitPriceCents: 12000, totalCents: 12000, serviceId: serviceIds[0] },
        { name: 'Ceramic Coat', description: 'Two year protection', quantity: 1, unitPriceCents: 58000, totalCents: 58000, serviceId: special.json.id },
      ],
      subtotalCents: 70000,
      taxCents: 0,
      totalCents: 70000,
      invoiceDate: todayIn(MELBOURNE),
    });

    const listed = ((await admin.request('GET', '/api/invoices')).json as { id: string }[]).filter((i) => i.id === first.id);
    expect(listed).toEqual([expect.objectContaining({ invoiceNumber: first.invoiceNumber, status: 'paid', amount: 700, bookingId })]);
    expect((await admin.request('GET', `/api/bookings/${bookingId}/full`)).json.invoiceId).toBe(first.id);

    const text = await pdfText((await admin.fetchBytes(`/api/invoices/${first.id}/pdf`)).bytes);
    expect(text).toMatch(/Amount Due\s+\$0\.00/);
    expect(text).toContain('SAM001');

    const today = todayIn(MELBOURNE);
    expect(await paidRevenueCents(app.db.sql, today, today)).toBeGreaterThanOrEqual(70000);
  });

  it('refuses a booking that does not exist with NOT_FOUND', async () => {
    await expect(
      app.invoices!.issuePaidInvoiceForBooking('00000000-0000-4000-8000-000000000001', { commandId: 'missing-booking', actor: system, causationId: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
  });
});

describe('DELETE /api/invoices/{id}', () => {
  it('takes the invoice out of every list while its history stays readable to admins', async () => {
    const invoice = await issue();
    await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'paid' });
    const deleted = await admin.request('DELETE', `/api/invoices/${invoice.id}`);
    expect(deleted).toMatchObject({ status: 200, json: { message: 'Invoice deleted', id: invoice.id } });

    expect(((await admin.request('GET', '/api/invoices')).json as { id: string }[]).map((i) => i.id)).not.toContain(invoice.id);
    expect((await admin.graphql('{ invoices { id } }')).json.data.invoices.map((i: { id: string }) => i.id)).not.toContain(invoice.id);
    expect((await admin.request('GET', `/api/invoices/${invoice.id}/pdf`)).status).toBe(404);

    const before = await eventCount();
    expect(await admin.request('DELETE', `/api/invoices/${invoice.id}`)).toMatchObject({ status: 404, json: { message: 'Invoice not found' } });
    expect((await admin.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'void' })).status).toBe(404);
    expect(await eventCount()).toBe(before);

    const history = await admin.graphql(
      'query($id: ID!) { invoiceHistory(id: $id) { type actor { kind name } changes { field from to } } invoice(id: $id) { deleted status } }',
      { id: invoice.id },
    );
    const entries = history.json.data.invoiceHistory as { type: string; actor: { kind: string; name: string }; changes: { field: string; from: string | null; to: string | null }[] }[];
    expect(entries.map((e) => e.type)).toEqual(['InvoiceIssued', 'InvoiceStatusChanged', 'InvoiceDeleted']);
    expect(entries[0]!.actor).toEqual({ kind: 'user', name: 'admin' });
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'invoiceNumber', from: null, to: JSON.stringify(invoice.invoiceNumber) }]));
    expect(entries[1]!.changes).toEqual([{ field: 'status', from: '"pending"', to: '"paid"' }]);
    expect(entries[2]!.changes).toEqual([{ field: 'deleted', from: 'false', to: 'true' }]);
    expect(history.json.data.invoice).toEqual({ deleted: true, status: 'paid' });
  });

  it("answers 404 'Invoice not found' for an unknown invoice", async () => {
    expect(await admin.request('DELETE', '/api/invoices/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      json: { message: 'Invoice not found' },
    });
  });
});

describe('the same through GraphQL', () => {
  it('issues, lists, changes the status of and deletes an invoice, with the same messages', async () => {
    const refused = await admin.graphql('mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }', {
      input: { type: 'invoice', customer: { fullName: 'Lee' }, items: [] },
    });
    expect(refused.json.errors[0]).toMatchObject({ message: 'Please add at least one item', extensions: { code: 'BAD_USER_INPUT' } });

    const issued = await admin.graphql(
      `mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id invoiceNumber type status customerName subtotal amount items { name quantity price total } } }`,
      { input: { type: 'quote', customer: { fullName: 'Lee', email: 'lee@example.com' }, items: [{ name: 'Buff', quantity: 2, price: 12.25 }] } },
    );
    const quote = issued.json.data.issueInvoice;
    expect(quote).toMatchObject({ type: 'quote', status: 'pending', customerName: 'Lee', subtotal: 24.5, amount: 24.5, items: [{ name: 'Buff', quantity: 2, price: 12.25, total: 24.5 }] });
    expect(Number(quote.invoiceNumber)).toBeGreaterThan(30001);

    const listed = await admin.graphql('{ invoices { id invoiceNumber } }');
    expect(listed.json.data.invoices[0]).toEqual({ id: quote.id, invoiceNumber: quote.invoiceNumber });

    const changed = await admin.graphql('mutation($id: ID!) { changeInvoiceStatus(id: $id, status: "void") { status } }', { id: quote.id });
    expect(changed.json.data.changeInvoiceStatus).toEqual({ status: 'void' });
    const bad = await admin.graphql('mutation($id: ID!) { changeInvoiceStatus(id: $id, status: "lost") { status } }', { id: quote.id });
    expect(bad.json.errors[0]).toMatchObject({ message: 'Status must be pending, paid or void', extensions: { code: 'BAD_USER_INPUT' } });

    const removed = await admin.graphql('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: quote.id });
    expect(removed.json.data.deleteInvoice).toBe(quote.id);
    expect((await admin.graphql('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: quote.id })).json.errors[0]).toMatchObject({
      message: 'Invoice not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
