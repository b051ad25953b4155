import { describe, expect, it } from 'vitest';
import { defaultBusinessInfo } from '../settings/business.js';
import { invoiceEventTypes } from './events.js';

describe('InvoiceIssued', () => {
  const before = {
    invoiceId: 'i1',
    invoiceNumber: '20001',
    type: 'invoice',
    status: 'pending',
    bookingId: null,
    customer: { id: null, name: 'Jo', email: null, phone: null, address: null, vehicleRego: null },
    business: defaultBusinessInfo,
    items: [],
    subtotalCents: 0,
    taxCents: 0,
    totalCents: 0,
    invoiceDate: '2026-03-02',
    dueDate: '2026-04-01',
    notes: null,
  };

  it('reads an invoice stored before quotes converted as made from no quote', () => {
    const definition = invoiceEventTypes.InvoiceIssued;
    expect(definition.version).toBe(1);
    expect(definition.schema.parse(before).fromQuoteId).toBeNull();
    expect(definition.schema.parse({ ...before, fromQuoteId: 'q1' }).fromQuoteId).toBe('q1');
  });
});
