import { useCallback, useEffect, useRef } from 'react';
import { useLiveFeed } from '@/modules/bookings/hooks/useLiveFeed';
import { type CoalescedRefresh, coalescedRefresh } from '@/modules/customers/utils/coalescedRefresh';
import { InvoiceChangedSubscription } from '@/modules/invoicing/management/graphql/InvoiceChangedSubscription';
import { applyInvoiceChange } from '@/modules/invoicing/management/utils/invoiceCache';

/** Polling is only the fallback while the live connection is down. */
export const INVOICES_FALLBACK_POLL_MS = 5000;

/** A burst of changes (a batch of bookings completed) reads the page again at most this often. */
export const INVOICE_LIST_REFRESH_MS = 500;

/**
 * Keeps Invoice Management current from `invoiceChanged`: the changed invoice is written into the
 * cache at once, and the current page is read again (`refreshList`, settling when it has arrived),
 * coalesced so a burst costs a request per INVOICE_LIST_REFRESH_MS and always once more after the
 * last change: a new invoice, a deleted one or one that left the filter changes what the page holds.
 * Answers `refresh`, to ask for the page the same way after a change made here, and how often the
 * screen should poll: only while the live connection is down.
 */
export function useLiveInvoices(refreshList: () => Promise<unknown>): { pollInterval: number; refresh: () => void } {
  const refresh = useRef(refreshList);
  refresh.current = refreshList;
  const refresher = useRef<CoalescedRefresh | null>(null);
  useEffect(() => {
    const coalesced = coalescedRefresh(() => refresh.current(), INVOICE_LIST_REFRESH_MS);
    refresher.current = coalesced;
    return () => coalesced.cancel();
  }, []);

  // applyInvoiceChange also forgets a deleted invoice.
  const isLive = useLiveFeed(InvoiceChangedSubscription, (client, { invoiceChanged }) => {
    applyInvoiceChange(client.cache, invoiceChanged);
    refresher.current?.request();
  });
  const requestRefresh = useCallback(() => refresher.current?.request(), []);
  return { pollInterval: isLive ? 0 : INVOICES_FALLBACK_POLL_MS, refresh: requestRefresh };
}
