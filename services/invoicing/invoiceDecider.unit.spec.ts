import { describe, it } from 'vitest';
import { defaultBusinessInfo, type InvoiceDraft, type InvoiceEvent, type InvoiceIssued } from '@detailing/schema';
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

const draft: InvoiceDraft = {
  type: 'invoice',
  customer: null,
  business: defaultBusinessInfo,
  items: [],
  subtotalCents: 0,
  invoiceDate: null,
  dueDate: null,
  notes: null,
};
const saved = (changes: Partial<InvoiceDraft> = {}): InvoiceEvent => ({ type: 'InvoiceDraftSaved', data: { invoiceId: 'inv-1', draft: { ...draft, ...changes } } });
const discarded: InvoiceEvent = { type: 'InvoiceDraftDiscarded', data: { invoiceId: 'inv-1' } };

describe('SaveInvoiceDraft', () => {
  it('starts a new draft with the whole draft, and replaces it on each save', () => {
    given(invoiceDecider, []).when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft, isNew: true }).then([saved()]);
    given(invoiceDecider, [saved()])
      .when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft: { ...draft, notes: 'Again' }, isNew: false })
      .then([saved({ notes: 'Again' })]);
  });

  it("refuses to edit a draft that was never saved, was discarded or was issued with 'Draft not found'", () => {
    given(invoiceDecider, []).when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft, isNew: false }).thenThrows('Draft not found');
    given(invoiceDecider, [saved(), discarded]).when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft, isNew: false }).thenThrows('Draft not found');
    given(invoiceDecider, [saved(), issued]).when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft, isNew: false }).thenThrows('Draft not found');
    given(invoiceDecider, [issued]).when({ type: 'SaveInvoiceDraft', invoiceId: 'inv-1', draft, isNew: true }).thenThrows('Draft not found');
  });
});

describe('issuing and discarding a draft', () => {
  it('issues a draft on its own stream, once', () => {
    given(invoiceDecider, [saved(), saved()]).when({ type: 'IssueInvoice', invoice }).then([issued]);
    given(invoiceDecider, [saved(), issued]).when({ type: 'IssueInvoice', invoice }).then([]);
  });

  it("never issues a discarded draft ('Draft not found')", () => {
    given(invoiceDecider, [saved(), discarded]).when({ type: 'IssueInvoice', invoice }).thenThrows('Draft not found');
  });

  it('discards a draft once, and never an issued invoice', () => {
    given(invoiceDecider, [saved()]).when({ type: 'DiscardInvoiceDraft' }).then([discarded]);
    given(invoiceDecider, [saved(), discarded]).when({ type: 'DiscardInvoiceDraft' }).thenThrows('Draft not found');
    given(invoiceDecider, [issued]).when({ type: 'DiscardInvoiceDraft' }).thenThrows('Draft not found');
  });

  it('leaves a draft out of status changes and deletion', () => {
    given(invoiceDecider, [saved()]).when({ type: 'ChangeInvoiceStatus', status: 'paid' }).thenThrows('Invoice not found');
    given(invoiceDecider, [saved()]).when({ type: 'DeleteInvoice' }).thenThrows('Invoice not found');
  });
});

describe('MarkQuoteConverted', () => {
  const quote: InvoiceEvent = { type: 'InvoiceIssued', data: { ...invoice, type: 'quote' } };
  const converted: InvoiceEvent = { type: 'QuoteConvertedToInvoice', data: { quoteId: 'inv-1', invoiceId: 'inv-2' } };

  it('links a quote to its invoice once', () => {
    given(invoiceDecider, [quote]).when({ type: 'MarkQuoteConverted', invoiceId: 'inv-2' }).then([converted]);
    given(invoiceDecider, [quote, converted]).when({ type: 'MarkQuoteConverted', invoiceId: 'inv-2' }).then([]);
  });

  it("refuses an invoice ('Only a quote can be converted to an invoice'), and a deleted or unknown quote ('Invoice not found')", () => {
    given(invoiceDecider, [issued]).when({ type: 'MarkQuoteConverted', invoiceId: 'inv-2' }).thenThrows('Only a quote can be converted to an invoice');
    given(invoiceDecider, [quote, deleted]).when({ type: 'MarkQuoteConverted', invoiceId: 'inv-2' }).thenThrows('Invoice not found');
    given(invoiceDecider, []).when({ type: 'MarkQuoteConverted', invoiceId: 'inv-2' }).thenThrows('Invoice not found');
  });
});
