import { describe, expect, it } from 'vitest';
import { InvoiceDraftInput } from './issueInvoice.js';
import { InvoicePageInput } from './invoicePage.js';

const messageOf = (schema: typeof InvoiceDraftInput | typeof InvoicePageInput, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('InvoiceDraftInput', () => {
  it('takes a draft without customer, items, dates or type, and ignores any number', () => {
    expect(InvoiceDraftInput.parse({ invoiceNumber: '123' })).toEqual({
      type: 'invoice',
      customer: null,
      items: [],
      invoiceDate: null,
      dueDate: null,
      notes: null,
      business: {},
    });
  });

  it('counts a customer without a name as none, and keeps one with a name as issueInvoice does', () => {
    expect(InvoiceDraftInput.parse({ customer: { email: 'a@example.com' } }).customer).toBeNull();
    expect(InvoiceDraftInput.parse({ type: 'Quote', customer: { fullName: 'Jo', vehicleRego: 'abc1' } })).toMatchObject({
      type: 'quote',
      customer: { id: null, name: 'Jo', email: null, phone: null, address: null, vehicleRego: 'ABC1' },
    });
  });

  it('holds every field to the bounds of issueInvoice', () => {
    expect(messageOf(InvoiceDraftInput, { notes: 'n'.repeat(10_000) })).toMatch(/^Notes must be at most \d+ characters$/);
    expect(messageOf(InvoiceDraftInput, { customer: { fullName: 'x'.repeat(1_000) } })).toMatch(/^Customer name must be at most/);
    expect(messageOf(InvoiceDraftInput, { items: [{ name: 'Wash', quantity: 0.05 }] })).toBe('Quantity must be in steps of 0.1');
    expect(messageOf(InvoiceDraftInput, { items: [{ name: 'Wash', price: -1 }] })).toBe('Price must be a positive number');
    expect(messageOf(InvoiceDraftInput, { invoiceDate: '2026-02-30' })).toBe('Invalid date');
    expect(messageOf(InvoiceDraftInput, { type: 'receipt' })).toBe("Type must be 'invoice' or 'quote'");
    expect(messageOf(InvoiceDraftInput, { items: Array.from({ length: 1_000 }, () => ({ name: 'A' })) })).toMatch(/^Items can have at most/);
  });
});

describe('InvoicePageInput', () => {
  it('trims the search, reads filters in any case, and defaults the page', () => {
    expect(InvoicePageInput.parse({ search: '  Jo ', status: 'PAID', type: ' Quote ' })).toEqual({ search: 'Jo', status: 'paid', type: 'quote', offset: 0, limit: 50 });
    expect(InvoicePageInput.parse({ search: '   ', status: '', type: null })).toEqual({ search: null, status: null, type: null, offset: 0, limit: 50 });
  });

  it('refuses a search past 200 characters, a bad filter and a page out of bounds', () => {
    expect(messageOf(InvoicePageInput, { search: 'x'.repeat(10_240) })).toBe('Search must be at most 200 characters');
    expect(messageOf(InvoicePageInput, { status: 'overdue' })).toBe('Status must be pending, paid or void');
    expect(messageOf(InvoicePageInput, { type: 'receipt' })).toBe("Type must be 'invoice' or 'quote'");
    expect(messageOf(InvoicePageInput, { limit: 0 })).toBe('limit must be a whole number from 1 to 200');
    expect(messageOf(InvoicePageInput, { limit: 201 })).toBe('limit must be a whole number from 1 to 200');
    expect(messageOf(InvoicePageInput, { limit: 1.5 })).toBe('limit must be a whole number from 1 to 200');
    expect(messageOf(InvoicePageInput, { offset: -1 })).toBe('offset must be a whole number from 0 to 1000000');
  });
});
