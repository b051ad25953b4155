import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { CustomerChangedSubscription } from '@/modules/customers/graphql/CustomerChangedSubscription';
import { useLiveConnectionStatus } from '@/modules/bookings/hooks/useLiveConnectionStatus';
import { applyCustomerChange } from '@/modules/customers/utils/customerCache';

/** Polling is only the fallback while the live connection is down. */
export const CUSTOMERS_FALLBACK_POLL_MS = 5000;

/** An import sends a change per row: the page is read again at most this often while they arrive. */
export const LIST_REFRESH_MS = 500;

/**
 * Keeps the cache current from `customerChanged`: an edited customer is written in place, so every
 * card showing them updates without a request; a new or deleted customer makes the screen read its
 * current page again (`refreshList`), coalesced so a burst of changes costs one request. Answers
 * how often the screen should poll: only while the live connection is down.
 */
export function useLiveCustomers(refreshList: () => void): { isLive: boolean; pollInterval: number } {
  const connection = useLiveConnectionStatus();
  const refresh = useRef(refreshList);
  refresh.current = refreshList;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const subscription = useSubscription(CustomerChangedSubscription, {
    // Written by applyCustomerChange alone, which also tells whether the list must be read again.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const change = data.data?.customerChanged;
      if (!change || !applyCustomerChange(client.cache, change) || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        refresh.current();
      }, LIST_REFRESH_MS);
    },
  });
  const isLive = connection === 'connected' && !subscription.error;
  return { isLive, pollInterval: isLive ? 0 : CUSTOMERS_FALLBACK_POLL_MS };
}
