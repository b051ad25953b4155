import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '@/gql';
import type { InvoiceChangedSubscription } from '@/gql/graphql';

/** What a live change or a save writes into the cache: a row and what the preview shows of payment. */
export const InvoiceCache_invoice = graphql(`
  fragment InvoiceCache_invoice on Invoice {
    id
    status
    version
    amountPaid
    amountDue
    ...InvoiceRow_invoice
  }
`);

type InvoiceChange = InvoiceChangedSubscription['invoiceChanged'];

/** Forgets a deleted invoice: every cached page and the preview drop it. */
export function removeInvoice(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Invoice', id }) });
  cache.gc();
}

/**
 * Writes one live change into the normalised cache, so a row already shown updates in place at
 * once; the page is read again anyway (a new invoice, or one that left the search or filter).
 */
export function applyInvoiceChange(cache: ApolloCache, change: InvoiceChange): void {
  if (!change.invoice) {
    removeInvoice(cache, change.invoiceId);
    return;
  }
  cache.writeFragment({
    id: cache.identify({ __typename: 'Invoice', id: change.invoiceId }),
    fragment: InvoiceCache_invoice,
    fragmentName: 'InvoiceCache_invoice',
    data: getFragmentData(InvoiceCache_invoice, change.invoice),
  });
}
