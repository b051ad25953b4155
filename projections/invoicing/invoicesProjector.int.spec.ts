import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingEvent, defaultBusinessInfo, type InvoiceDraft, type InvoiceEvent, type InvoiceIssued, InvoicePageInput } from '@detailing/schema';
import { findBooking } from '@detailing/services/bookings/queries';
import { findDraft, findInvoice, listDrafts, listInvoices, paidRevenueCents, pendingRevenueCents, searchInvoices } from '@detailing/services/invoicing/queries';
import type { Database } from '@detailing/services/platform/database';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { ProjectionRunner } from '../runner/ProjectionRunner.js';
import { invoicesProjector } from './invoicesProjector.js';

let harness: ProjectorHarness;
let db: Database;
let runner: ProjectionRunner;

const projectors = [invoicesProjector, bookingsProjector];

beforeAll(async () => {
  harness = await projectorHarness(projectors);
  db = harness.db;
  runner = harness.runner;
});
afterAll(() => harness?.close());

const given = (streamId: string, events: (InvoiceEvent | BookingEvent)[]) => harness.given(streamId, events);

const issued = (invoiceId: string, overrides: Partial<InvoiceIssued['data']> = {}): InvoiceEvent => ({
  type: 'InvoiceIssued',
  data: {
    invoiceId,
    invoiceNumber: '20001',
    type: 'invoice',
    status: 'pending',
    bookingId: null,
    customer: { id: 'c1', name: 'Jo Citizen', email: 'jo@example.com', phone: '0400111222', address: '1 Main St', vehicleRego: 'ABC123' },
    business: { ...defaultBusinessInfo, businessName: 'Shine' },
    items: [{ name: 'Wash', description: 'Outside', quantity: 1.5, unitPriceCents: 3333, totalCents: 5000, serviceId: 1 }],
    subtotalCents: 5000,
    taxCents: 0,
    totalCents: 5000,
    invoiceDate: '2026-03-02',
    dueDate: '2026-04-01',
    notes: 'Thanks',
    fromQuoteId: null,
    ...overrides,
  },
});

describe('invoices read model', () => {
  it('holds an issued invoice with every fact, money in cents', async () => {
    const at = await given('invoice-i1', [issued('i1')]);
    expect(await findInvoice(db.sql, 'i1')).toEqual({
      id: 'i1',
      invoiceNumber: '20001',
      type: 'invoice',
      status: 'pending',
      bookingId: null,
      customer: { id: 'c1', name: 'Jo Citizen', email: 'jo@example.com', phone: '0400111222', address: '1 Main St', vehicleRego: 'ABC123' },
      business: { ...defaultBusinessInfo, businessName: 'Shine' },
      items: [{ name: 'Wash', description: 'Outside', quantity: 1.5, unitPriceCents: 3333, totalCents: 5000, serviceId: 1 }],
      subtotalCents: 5000,
      taxCents: 0,
      totalCents: 5000,
      invoiceDate: '2026-03-02',
      dueDate: '2026-04-01',
      notes: 'Thanks',
      deleted: false,
      createdAt: at,
      updatedAt: at,
      version: 1,
      convertedToInvoiceId: null,
      convertedToInvoiceNumber: null,
      convertedFromQuoteId: null,
      convertedFromQuoteNumber: null,
    });
  });

  it('applies status changes and keeps a deleted invoice only for reads by id', async () => {
    await given('invoice-i2', [issued('i2', { invoiceNumber: '20002' })]);
    const changedAt = await given('invoice-i2', [{ type: 'InvoiceStatusChanged', data: { invoiceId: 'i2', from: 'pending', to: 'void' } }]);
    expect(await findInvoice(db.sql, 'i2')).toMatchObject({ status: 'void', updatedAt: changedAt });
    await given('invoice-i2', [{ type: 'InvoiceDeleted', data: { invoiceId: 'i2' } }]);
    expect(await findInvoice(db.sql, 'i2')).toBeNull();
    expect(await findInvoice(db.sql, 'i2', { includeDeleted: true })).toMatchObject({ status: 'void', deleted: true });
    expect((await listInvoices(db.sql)).map((i) => i.id)).not.toContain('i2');
  });

  it('lists the newest first', async () => {
    await given('invoice-i3', [issued('i3', { invoiceNumber: '20003' })]);
    expect((await listInvoices(db.sql)).map((i) => i.invoiceNumber)).toEqual(['20003', '20001']);
  });

  it("sets the booking's invoiceId when an invoice bills a booking", async () => {
    await given('booking-b1', [
      {
        type: 'BookingCreated',
        data: {
          bookingId: 'b1',
          quote: null,
          fullName: 'Jo Citizen',
          email: 'jo@example.com',
          mobile: '0400111222',
          address: null,
          date: '2026-03-02',
          time: '09:00',
          vehicleType: 'Sedan/Hatch',
          modelYear: 2024,
          vehicleRego: 'ABC123',
          serviceIds: [1],
          notes: null,
          status: 'completed',
          termsAccepted: false,
          termsAcceptedAt: null,
          source: 'admin',
        customerId: null,
        },
      },
    ]);
    await given('invoice-i4', [issued('i4', { invoiceNumber: '20004', bookingId: 'b1', status: 'paid' })]);
    expect(await findBooking(db.sql, 'b1')).toMatchObject({ invoiceId: 'i4' });
  });

  it('gives the same rows when rebuilt from the events', async () => {
    const before = await db.sql`select * from invoices order by id`;
    await runner.rebuild('invoices');
    expect(await db.sql`select * from invoices order by id`).toEqual(before);
  });
});

describe('revenue', () => {
  it('sums paid invoices (not quotes, not deleted) dated inside the inclusive range, in cents', async () => {
    await given('invoice-r1', [issued('r1', { invoiceNumber: '20010', status: 'paid', totalCents: 10000, invoiceDate: '2026-05-01' })]);
    await given('invoice-r2', [issued('r2', { invoiceNumber: '20011', status: 'paid', totalCents: 2550, invoiceDate: '2026-05-07' })]);
    await given('invoice-r3', [issued('r3', { invoiceNumber: '20012', status: 'paid', totalCents: 99900, invoiceDate: '2026-05-08' })]);
    await given('invoice-r4', [issued('r4', { invoiceNumber: '20013', status: 'pending', totalCents: 700, invoiceDate: '2026-05-03' })]);
    await given('invoice-r5', [issued('r5', { invoiceNumber: '20014', type: 'quote', status: 'paid', totalCents: 800, invoiceDate: '2026-05-03' })]);
    await given('invoice-r6', [issued('r6', { invoiceNumber: '20015', status: 'paid', totalCents: 900, invoiceDate: '2026-05-03' })]);
    await given('invoice-r6', [{ type: 'InvoiceDeleted', data: { invoiceId: 'r6' } }]);
    expect(await paidRevenueCents(db.sql, '2026-05-01', '2026-05-07')).toBe(12550);
    expect(await paidRevenueCents(db.sql, '2026-05-02', '2026-05-06')).toBe(0);
    expect(await pendingRevenueCents(db.sql, '2026-05-01', '2026-05-07')).toBe(700);
  });
});

const draft = (overrides: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  type: 'quote',
  customer: null,
  business: defaultBusinessInfo,
  items: [],
  subtotalCents: 0,
  invoiceDate: null,
  dueDate: null,
  notes: null,
  ...overrides,
});
const saved = (invoiceId: string, overrides: Partial<InvoiceDraft> = {}): InvoiceEvent => ({ type: 'InvoiceDraftSaved', data: { invoiceId, draft: draft(overrides) } });

describe('drafts', () => {
  it('holds the latest save of a draft, keeps when it was started, and drops it when issued or discarded', async () => {
    const started = await given('invoice-d1', [saved('d1')]);
    const edited = await given('invoice-d1', [saved('d1', { notes: 'Second go', subtotalCents: 1999 })]);
    expect(await findDraft(db.sql, 'd1')).toEqual({ id: 'd1', ...draft({ notes: 'Second go', subtotalCents: 1999 }), createdAt: started, updatedAt: edited, version: 2 });
    expect(await findInvoice(db.sql, 'd1')).toBeNull();

    await given('invoice-d2', [saved('d2')]);
    expect((await listDrafts(db.sql)).map((d) => d.id)).toEqual(['d2', 'd1']);
    await given('invoice-d1', [issued('d1', { invoiceNumber: '20100' })]);
    await given('invoice-d2', [{ type: 'InvoiceDraftDiscarded', data: { invoiceId: 'd2' } }]);
    expect(await listDrafts(db.sql)).toEqual([]);
    expect(await findInvoice(db.sql, 'd1')).toMatchObject({ invoiceNumber: '20100', version: 3 });
  });
});

describe('quote conversion links', () => {
  it('names the other document and its number on both sides', async () => {
    await given('invoice-q1', [issued('q1', { invoiceNumber: '20200', type: 'quote' })]);
    await given('invoice-q1i', [issued('q1i', { invoiceNumber: '20201', fromQuoteId: 'q1' })]);
    await given('invoice-q1', [{ type: 'QuoteConvertedToInvoice', data: { quoteId: 'q1', invoiceId: 'q1i' } }]);
    expect(await findInvoice(db.sql, 'q1')).toMatchObject({ convertedToInvoiceId: 'q1i', convertedToInvoiceNumber: '20201', convertedFromQuoteId: null, version: 2 });
    expect(await findInvoice(db.sql, 'q1i')).toMatchObject({ convertedFromQuoteId: 'q1', convertedFromQuoteNumber: '20200', convertedToInvoiceId: null });
  });

  it('gives the same rows, drafts included, when rebuilt from the events', async () => {
    const before = [await db.sql`select * from invoices order by id`, await db.sql`select * from invoice_drafts order by id`];
    await given('invoice-d3', [saved('d3')]);
    await runner.rebuild('invoices');
    const drafts = await db.sql`select * from invoice_drafts order by id`;
    expect([await db.sql`select * from invoices order by id`, drafts.filter((d) => d.id !== 'd3')]).toEqual(before);
    expect(drafts.map((d) => d.id)).toContain('d3');
  });
});

describe('the invoice list page', () => {
  const page = (query: Record<string, unknown>) => searchInvoices(db.sql, InvoicePageInput.parse(query));
  const numbers = async (query: Record<string, unknown>) => (await page(query)).items.map((i) => i.invoiceNumber);

  beforeAll(async () => {
    const name = (customer: string) => ({ customer: { id: null, name: customer, email: null, phone: null, address: null, vehicleRego: null } });
    await given('invoice-p1', [issued('p1', { invoiceNumber: '30001', ...name('Ann 100% Detailing') })]);
    await given('invoice-p2', [issued('p2', { invoiceNumber: '30002', ...name('Bob Jones'), status: 'paid' })]);
    await given('invoice-p3', [issued('p3', { invoiceNumber: '30003', ...name('Carol_Smith'), type: 'quote' })]);
    await given('invoice-p4', [issued('p4', { invoiceNumber: '30004', ...name('Dan 1000 Detailing'), status: 'void' })]);
    await given('invoice-p5', [issued('p5', { invoiceNumber: '30005', ...name('Deleted Person') })]);
    await given('invoice-p5', [{ type: 'InvoiceDeleted', data: { invoiceId: 'p5' } }]);
  });

  it('searches the number (contains), the name (any case) or the type as a word, deleted ones left out', async () => {
    expect(await numbers({ search: '3000' })).toEqual(['30004', '30003', '30002', '30001']);
    expect(await numbers({ search: '0002' })).toEqual(['30002']);
    expect(await numbers({ search: 'JONES' })).toEqual(['30002']);
    // 20014: the quote of the revenue test.
    expect(await numbers({ search: 'QUOTE' })).toEqual(['30003', '20200', '20014']);
    expect(await numbers({ search: 'person' })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await numbers({ search: '100%' })).toEqual(['30001']);
    expect(await numbers({ search: 'l_S' })).toEqual(['30003']);
    expect(await numbers({ search: '%' })).toEqual(['30001']);
  });

  it('filters by status and type, counts the total and pages newest first', async () => {
    expect(await numbers({ search: '3000', status: 'paid' })).toEqual(['30002']);
    expect(await numbers({ search: '3000', type: 'quote' })).toEqual(['30003']);
    const first = await page({ search: '3000', limit: 2 });
    const second = await page({ search: '3000', limit: 2, offset: 2 });
    expect(first.total).toBe(4);
    expect([...first.items, ...second.items].map((i) => i.invoiceNumber)).toEqual(['30004', '30003', '30002', '30001']);
  });
});
