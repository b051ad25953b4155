import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingCreated, type BookingEvent, bookingStreamId, defaultBusinessInfo, type InvoiceEvent, type InvoiceIssued } from '@detailing/schema';
import type { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { reportsProjector } from './reportsProjector.js';

let harness: ProjectorHarness;
let db: Database;

beforeAll(async () => {
  harness = await projectorHarness([reportsProjector]);
  db = harness.db;
});
afterAll(() => harness?.close());

const given = (streamId: string, events: (BookingEvent | InvoiceEvent | { type: 'CustomerDeleted'; data: { customerId: string } })[]) =>
  harness.given(streamId, events);

const created = (bookingId: string, overrides: Partial<BookingCreated['data']> = {}): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId,
    quote: null,
    fullName: 'Jo Citizen',
    email: 'jo@example.com',
    mobile: '0400111222',
    address: null,
    date: '2026-03-05',
    time: '10:00',
    vehicleType: 'sedan-hatch',
    modelYear: 2020,
    vehicleRego: 'ABC123',
    serviceIds: [1, 2],
    notes: null,
    status: 'pending',
    termsAccepted: false,
    termsAcceptedAt: null,
    source: 'admin',
    customerId: null,
    ...overrides,
  },
});
const statusChanged = (bookingId: string, from: string, to: string): BookingEvent => ({ type: 'BookingStatusChanged', data: { bookingId, from, to } });
const updated = (bookingId: string, changes: Record<string, unknown>): BookingEvent => ({ type: 'BookingDetailsUpdated', data: { bookingId, changes } }) as BookingEvent;
const deleted = (bookingId: string): BookingEvent => ({ type: 'BookingDeleted', data: { bookingId } });

const issued = (invoiceId: string, overrides: Partial<InvoiceIssued['data']> = {}): InvoiceEvent => ({
  type: 'InvoiceIssued',
  data: {
    invoiceId,
    invoiceNumber: '20001',
    type: 'invoice',
    status: 'pending',
    bookingId: null,
    customer: { id: null, name: 'Jo Citizen', email: null, phone: null, address: null, vehicleRego: null },
    business: defaultBusinessInfo,
    items: [],
    subtotalCents: 5000,
    taxCents: 0,
    totalCents: 5000,
    invoiceDate: '2026-04-02',
    dueDate: '2026-05-01',
    notes: null,
    fromQuoteId: null,
    ...overrides,
  },
});
const invoiceStatus = (invoiceId: string, from: 'pending' | 'paid' | 'void', to: 'pending' | 'paid' | 'void'): InvoiceEvent => ({
  type: 'InvoiceStatusChanged',
  data: { invoiceId, from, to },
});

const bookingDays = (day: string) => db.sql`select status, bookings from report_booking_days where day = ${day} order by status`;
const serviceDays = (day: string) => db.sql`select service_id, bookings from report_service_days where day = ${day} order by service_id`;
const invoiceDays = (day: string) => db.sql`select status, invoices, total_cents::int as cents from report_invoice_days where day = ${day} order by status`;

describe('the reports read model of bookings', () => {
  it('counts a new booking on its date under its status, once for each of its services', async () => {
    await given(bookingStreamId('b1'), [created('b1')]);
    expect(await bookingDays('2026-03-05')).toEqual([{ status: 'pending', bookings: 1 }]);
    expect(await serviceDays('2026-03-05')).toEqual([
      { service_id: 1, bookings: 1 },
      { service_id: 2, bookings: 1 },
    ]);
  });

  it('moves the count with each status change', async () => {
    await given(bookingStreamId('b2'), [created('b2', { date: '2026-03-06', serviceIds: [1] })]);
    await given(bookingStreamId('b2'), [statusChanged('b2', 'pending', 'approved')]);
    expect(await bookingDays('2026-03-06')).toEqual([{ status: 'approved', bookings: 1 }]);
    await given(bookingStreamId('b2'), [statusChanged('b2', 'approved', 'completed'), { type: 'BookingCompleted', data: { bookingId: 'b2', status: 'completed' } }]);
    expect(await bookingDays('2026-03-06')).toEqual([{ status: 'completed', bookings: 1 }]);
    expect(await serviceDays('2026-03-06')).toEqual([{ service_id: 1, bookings: 1 }]);
  });

  it('moves a booking whose date or services change to its new day and services', async () => {
    await given(bookingStreamId('b3'), [created('b3', { date: '2026-03-07', serviceIds: [3] })]);
    await given(bookingStreamId('b4'), [created('b4', { date: '2026-03-07', serviceIds: [3] })]);
    await given(bookingStreamId('b3'), [updated('b3', { date: '2026-03-08', time: '23:30' })]);
    expect(await bookingDays('2026-03-07')).toEqual([{ status: 'pending', bookings: 1 }]);
    expect(await bookingDays('2026-03-08')).toEqual([{ status: 'pending', bookings: 1 }]);
    await given(bookingStreamId('b3'), [updated('b3', { serviceIds: [4, 4, 5] })]);
    expect(await serviceDays('2026-03-08')).toEqual([
      { service_id: 4, bookings: 1 },
      { service_id: 5, bookings: 1 },
    ]);
    expect(await serviceDays('2026-03-07')).toEqual([{ service_id: 3, bookings: 1 }]);
    // A change of something the report does not count by changes nothing.
    await given(bookingStreamId('b3'), [updated('b3', { notes: 'Gate code 1234' })]);
    expect(await bookingDays('2026-03-08')).toEqual([{ status: 'pending', bookings: 1 }]);
  });

  it('stops counting a deleted booking, and a later change of it brings it back to no day', async () => {
    await given(bookingStreamId('b5'), [created('b5', { date: '2026-03-09', serviceIds: [6] })]);
    await given(bookingStreamId('b5'), [deleted('b5')]);
    expect(await bookingDays('2026-03-09')).toEqual([]);
    expect(await serviceDays('2026-03-09')).toEqual([]);
    await given(bookingStreamId('b5'), [statusChanged('b5', 'pending', 'approved'), updated('b5', { date: '2026-03-10' })]);
    expect(await bookingDays('2026-03-10')).toEqual([]);
  });

  it("stops counting a deleted customer's bookings (deleted before the customer is)", async () => {
    await given(bookingStreamId('b6'), [created('b6', { date: '2026-03-11', customerId: 'c6' })]);
    await given(bookingStreamId('b6'), [deleted('b6')]);
    await given('customer-c6', [{ type: 'CustomerDeleted', data: { customerId: 'c6' } }]);
    expect(await bookingDays('2026-03-11')).toEqual([]);
  });

  it('never counts the placeholder bookings of the old system, until one becomes a real booking', async () => {
    await given(bookingStreamId('p1'), [created('p1', { date: '2026-03-12', vehicleType: 'CUSTOMER_PROFILE' })]);
    await given(bookingStreamId('p2'), [created('p2', { date: '1900-01-01' })]);
    expect(await bookingDays('2026-03-12')).toEqual([]);
    expect(await bookingDays('1900-01-01')).toEqual([]);
    expect(await db.sql`select count(*)::int as n from report_service_days where day in ('2026-03-12', '1900-01-01')`).toEqual([{ n: 0 }]);
    await given(bookingStreamId('p2'), [updated('p2', { date: '2026-03-12' })]);
    expect(await bookingDays('2026-03-12')).toEqual([{ status: 'pending', bookings: 1 }]);
  });

  it('counts a BookingCreated stored at version 1 (before customers), read upcast', async () => {
    const { customerId: _, ...v1 } = (created('old1', { date: '2026-03-13' }) as BookingCreated).data;
    await db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      values (${randomUUID()}, ${bookingStreamId('old1')}, 1, 'BookingCreated', ${db.sql.json(v1)},
        ${db.sql.json({ commandId: 'old1', actor: { kind: 'system', id: null, name: null }, correlationId: 'old1', causationId: null, occurredAt: '2025-01-01T00:00:00.000Z', schemaVersion: 1 })})`;
    await given(bookingStreamId('old2'), [created('old2', { date: '2026-03-13' })]);
    expect(await bookingDays('2026-03-13')).toEqual([{ status: 'pending', bookings: 2 }]);
  });
});

describe('booked revenue: the recorded quotes of bookings not yet billed', () => {
  const quote = (totalCents: number) => ({ items: [{ serviceId: 1, name: 'Wash', priceCents: totalCents, durationHours: 1 }], totalCents });
  const booked = async (day: string) =>
    Number((await db.sql`select coalesce(sum(unbilled_cents), 0)::int as cents from report_booking_days where day = ${day}`)[0]!.cents);

  it('counts a quote on its day until the booking is completed, and follows re-quotes, moves, the backfill and cancellation', async () => {
    await given(bookingStreamId('q1'), [created('q1', { date: '2026-05-01', quote: quote(10_000) })]);
    await given(bookingStreamId('q2'), [created('q2', { date: '2026-05-01', quote: null })]);
    expect(await booked('2026-05-01')).toBe(10_000);
    // The backfill prices the booking from before quotes; a re-quote replaces a quote.
    await given(bookingStreamId('q2'), [{ type: 'BookingQuoteRecorded', data: { bookingId: 'q2', quote: quote(2_500) } }]);
    await given(bookingStreamId('q1'), [{ type: 'BookingDetailsUpdated', data: { bookingId: 'q1', changes: { serviceIds: [1] }, quote: quote(12_000) } }]);
    expect(await booked('2026-05-01')).toBe(14_500);
    await given(bookingStreamId('q1'), [updated('q1', { date: '2026-05-02' })]);
    expect([await booked('2026-05-01'), await booked('2026-05-02')]).toEqual([2_500, 12_000]);
    // Completed: billed (the invoice's revenue counts from now), also when a later status follows.
    await given(bookingStreamId('q1'), [statusChanged('q1', 'pending', 'completed'), { type: 'BookingCompleted', data: { bookingId: 'q1', status: 'completed' } }]);
    await given(bookingStreamId('q1'), [statusChanged('q1', 'completed', 'aftercare')]);
    expect(await booked('2026-05-02')).toBe(0);
    // Cancelled: nothing expected; approved again: expected again.
    await given(bookingStreamId('q2'), [statusChanged('q2', 'pending', 'cancelled')]);
    expect(await booked('2026-05-01')).toBe(0);
    await given(bookingStreamId('q2'), [statusChanged('q2', 'cancelled', 'approved')]);
    expect(await booked('2026-05-01')).toBe(2_500);
    await given(bookingStreamId('q2'), [deleted('q2')]);
    expect(await booked('2026-05-01')).toBe(0);
  });
});

describe('the reports read model of invoices', () => {
  it('counts invoices by invoice date and status with their totals, following paid, pending and void', async () => {
    await given('invoice-i1', [issued('i1', { totalCents: 12345 })]);
    await given('invoice-i2', [issued('i2', { invoiceNumber: '20002', totalCents: 1000, status: 'paid' })]);
    expect(await invoiceDays('2026-04-02')).toEqual([
      { status: 'paid', invoices: 1, cents: 1000 },
      { status: 'pending', invoices: 1, cents: 12345 },
    ]);
    await given('invoice-i1', [invoiceStatus('i1', 'pending', 'paid')]);
    expect(await invoiceDays('2026-04-02')).toEqual([{ status: 'paid', invoices: 2, cents: 13345 }]);
    await given('invoice-i1', [invoiceStatus('i1', 'paid', 'pending')]);
    await given('invoice-i2', [invoiceStatus('i2', 'paid', 'void')]);
    expect(await invoiceDays('2026-04-02')).toEqual([
      { status: 'pending', invoices: 1, cents: 12345 },
      { status: 'void', invoices: 1, cents: 1000 },
    ]);
    await given('invoice-i2', [invoiceStatus('i2', 'void', 'pending')]);
    expect(await invoiceDays('2026-04-02')).toEqual([{ status: 'pending', invoices: 2, cents: 13345 }]);
  });

  it('never counts quotes, drafts or deleted invoices', async () => {
    await given('invoice-q1', [issued('q1', { type: 'quote', invoiceNumber: '20003', invoiceDate: '2026-04-03' })]);
    await given('invoice-q1', [invoiceStatus('q1', 'pending', 'paid')]);
    await given('invoice-d1', [
      { type: 'InvoiceDraftSaved', data: { invoiceId: 'd1', draft: { type: 'invoice', customer: null, business: defaultBusinessInfo, items: [], subtotalCents: 700, invoiceDate: '2026-04-03', dueDate: null, notes: null } } },
    ]);
    await given('invoice-i3', [issued('i3', { invoiceNumber: '20004', invoiceDate: '2026-04-03', status: 'paid' })]);
    await given('invoice-i3', [{ type: 'InvoiceDeleted', data: { invoiceId: 'i3' } }]);
    await given('invoice-i3', [invoiceStatus('i3', 'paid', 'pending')]);
    expect(await invoiceDays('2026-04-03')).toEqual([]);
    // A converted quote's invoice is an invoice like any other.
    await given('invoice-i4', [issued('i4', { invoiceNumber: '20005', invoiceDate: '2026-04-03', fromQuoteId: 'q1', totalCents: 800 })]);
    await given('invoice-q1', [{ type: 'QuoteConvertedToInvoice', data: { quoteId: 'q1', invoiceId: 'i4' } }]);
    expect(await invoiceDays('2026-04-03')).toEqual([{ status: 'pending', invoices: 1, cents: 800 }]);
  });
});

describe('replaying the reports read model', () => {
  const everyRow = async () => ({
    bookings: await db.sql`select * from report_bookings order by id`,
    bookingDays: await db.sql`select * from report_booking_days order by day, status`,
    serviceDays: await db.sql`select * from report_service_days order by day, service_id`,
    invoices: await db.sql`select * from report_invoices order by id`,
    invoiceDays: await db.sql`select * from report_invoice_days order by day, status`,
  });

  it('rebuilds exactly the rows it holds live, also after an erasure of personal data', async () => {
    const before = await everyRow();
    expect(before.bookingDays.length).toBeGreaterThan(0);
    await harness.runner.rebuild('reports');
    expect(await everyRow()).toEqual(before);
    await (harness.store as SqlEventStore).vault.erase([bookingStreamId('b1'), bookingStreamId('b3')]);
    await harness.runner.rebuild('reports');
    expect(await everyRow()).toEqual(before);
  });
});
