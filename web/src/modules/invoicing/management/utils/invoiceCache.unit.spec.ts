import { InMemoryCache } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { typePolicies } from '@/app/apollo/typePolicies';
import { InvoicePageQuery } from '@/modules/invoicing/management/graphql/InvoicePageQuery';
import { applyInvoiceChange, removeInvoice } from './invoiceCache';

/** An invoice with every field the screen selects, as the live feed sends it. */
function invoice(id: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Invoice' as const,
    id,
    invoiceNumber: `2000${id.length}`,
    type: 'invoice',
    customerName: `Customer ${id}`,
    invoiceDate: '2026-11-26',
    totalAmount: 100,
    status: 'pending',
    version: 1,
    pdfUrl: `/api/invoices/${id}/pdf`,
    amountPaid: 0,
    amountDue: 100,
    convertedToInvoiceId: null,
    convertedToInvoiceNumber: null,
    convertedFromQuoteId: null,
    convertedFromQuoteNumber: null,
    ...fields,
  };
}

const variables = { search: null, status: null, offset: 0, limit: 50 };
const change = (invoiceId: string, fields: Record<string, unknown> | null) =>
  ({ __typename: 'InvoiceChange' as const, kind: fields ? 'UPDATED' : 'DELETED', invoiceId, invoice: fields === null ? null : invoice(invoiceId, fields) }) as never;

describe('invoiceCache', () => {
  let cache: InMemoryCache;
  const items = () =>
    ((cache.readQuery({ query: InvoicePageQuery, variables }) as { invoicePage: { items: { id: string; status: string }[] } } | null)?.invoicePage.items ?? []).map(
      (i) => `${i.id}:${i.status}`,
    );

  beforeEach(() => {
    cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: InvoicePageQuery,
      variables,
      data: { invoicePage: { __typename: 'InvoicePage', total: 2, offset: 0, limit: 50, items: [invoice('a'), invoice('b')] } } as never,
    });
  });

  it('writes a changed invoice into every page that shows it, at once', () => {
    applyInvoiceChange(cache, change('a', { status: 'paid', version: 2, amountPaid: 100, amountDue: 0 }));
    expect(items()).toEqual(['a:paid', 'b:pending']);
    expect(cache.extract()[cache.identify({ __typename: 'Invoice', id: 'a' })!]).toMatchObject({ amountPaid: 100, amountDue: 0, version: 2 });
  });

  it('drops a deleted invoice from every cached page', () => {
    applyInvoiceChange(cache, change('b', null));
    expect(cache.extract()[cache.identify({ __typename: 'Invoice', id: 'b' })!]).toBeUndefined();
    expect(items()).toEqual(['a:pending']);
  });

  it('forgets an invoice deleted here the same way', () => {
    removeInvoice(cache, 'a');
    expect(items()).toEqual(['b:pending']);
  });
});
