import { useCallback, useEffect, useRef } from 'react';
import { CustomerChangedSubscription } from '@/modules/customers/graphql/CustomerChangedSubscription';
import { useLiveFeed } from '@/modules/bookings/hooks/useLiveFeed';
import { type CoalescedRefresh, coalescedRefresh } from '@/modules/customers/utils/coalescedRefresh';
import { applyCustomerChange } from '@/modules/customers/utils/customerCache';

/** Polling is only the fallback while the live connection is down. */
export const CUSTOMERS_FALLBACK_POLL_MS = 5000;

/** An import sends a change per row: the page is read again at most this often while they arrive. */
export const LIST_REFRESH_MS = 500;

/**
 * Keeps the cache current from `customerChanged`: an edited customer is written in place, so every
 * card showing them updates without a request; a new or deleted customer makes the screen read its
 * current page again (`refreshList`, settling when the page has arrived), coalesced so a burst of
 * changes costs a request per LIST_REFRESH_MS, and always read once more after the burst's last
 * change. Answers `refresh`, to ask for the page the same way after a change made here, and how
 * often the screen should poll: only while the live connection is down.
 */
export function useLiveCustomers(refreshList: () => Promise<unknown>): { pollInterval: number; refresh: () => void } {
  const refresh = useRef(refreshList);
  refresh.current = refreshList;
  const refresher = useRef<CoalescedRefresh | null>(null);
  useEffect(() => {
    const coalesced = coalescedRefresh(() => refresh.current(), LIST_REFRESH_MS);
    refresher.current = coalesced;
    return () => coalesced.cancel();
  }, []);

  // applyCustomerChange also tells whether the list must be read again.
  const isLive = useLiveFeed(CustomerChangedSubscription, (client, { customerChanged }) => {
    if (applyCustomerChange(client.cache, customerChanged)) refresher.current?.request();
  });
  const requestRefresh = useCallback(() => refresher.current?.request(), []);
  return { pollInterval: isLive ? 0 : CUSTOMERS_FALLBACK_POLL_MS, refresh: requestRefresh };
}
