import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingEvent, defaultBusinessInfo, type InvoiceEvent, type InvoiceIssued } from '@detailing/schema';
import { findBooking } from '@detailing/services/bookings/queries';
import { findInvoice, listInvoices, paidRevenueCents, pendingRevenueCents } from '@detailing/services/invoicing/queries';
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
