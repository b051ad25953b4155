import { describe, it } from 'vitest';
import { defaultBusinessInfo, type InvoiceEvent, type InvoiceIssued } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { invoiceDecider } from './invoiceDecider.js';

const invoice: InvoiceIssued['data'] = {
  invoiceId: 'inv-1',
  invoiceNumber: '20001',
  type: 'invoice',
  status: 'pending',
  bookingId: null,
  customer: { id: null, name: 'Jo Citizen', email: 'jo@example.com', phone: '0400111222', address: null, vehicleRego: 'ABC123' },
  business: defaultBusinessInfo,
  items: [{ name: 'Wash', description: '', quantity: 2, unitPriceCents: 2500, totalCents: 5000, serviceId: 1 }],
  subtotalCents: 5000,
  taxCents: 0,
  totalCents: 5000,
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  notes: null,
  fromQuoteId: null,
};
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: invoice };
const statusChanged = (from: 'pending' | 'paid' | 'void', to: 'pending' | 'paid' | 'void'): InvoiceEvent => ({
  type: 'InvoiceStatusChanged',
  data: { invoiceId: 'inv-1', from, to },
});
const deleted: InvoiceEvent = { type: 'InvoiceDeleted', data: { invoiceId: 'inv-1' } };

describe('IssueInvoice', () => {
  it('records InvoiceIssued with every fact of the invoice', () => {
    given(invoiceDecider, []).when({ type: 'IssueInvoice', invoice }).then([issued]);
  });

  it('records nothing for an invoice already issued (a retried request)', () => {
    given(invoiceDecider, [issued]).when({ type: 'IssueInvoice', invoice }).then([]);
  });
});

describe('ChangeInvoiceStatus', () => {
  it('records the change from the current status', () => {
    given(invoiceDecider, [issued]).when({ type: 'ChangeInvoiceStatus', status: 'paid' }).then([statusChanged('pending', 'paid')]);
  });

  it('allows any status after any other, with no ordering (001 §4)', () => {
    given(invoiceDecider, [issued, statusChanged('pending', 'void')])
      .when({ type: 'ChangeInvoiceStatus', status: 'pending' })
      .then([statusChanged('void', 'pending')]);
    given(invoiceDecider, [issued, statusChanged('pending', 'paid')])
      .when({ type: 'ChangeInvoiceStatus', status: 'void' })
      .then([statusChanged('paid', 'void')]);
  });

  it('records nothing when the status is the same', () => {
    given(invoiceDecider, [issued]).when({ type: 'ChangeInvoiceStatus', status: 'pending' }).then([]);
  });

  it("refuses an unknown invoice with 'Invoice not found'", () => {
    given(invoiceDecider, []).when({ type: 'ChangeInvoiceStatus', status: 'paid' }).thenThrows('Invoice not found');
  });

  it("refuses a deleted invoice with 'Invoice not found'", () => {
    given(invoiceDecider, [issued, deleted]).when({ type: 'ChangeInvoiceStatus', status: 'paid' }).thenThrows('Invoice not found');
  });
});

describe('DeleteInvoice', () => {
  it('records InvoiceDeleted', () => {
    given(invoiceDecider, [issued]).when({ type: 'DeleteInvoice' }).then([deleted]);
  });

  it("refuses to delete twice with 'Invoice not found'", () => {
    given(invoiceDecider, [issued, deleted]).when({ type: 'DeleteInvoice' }).thenThrows('Invoice not found');
  });

  it("refuses an unknown invoice with 'Invoice not found'", () => {
    given(invoiceDecider, []).when({ type: 'DeleteInvoice' }).thenThrows('Invoice not found');
  });
});
