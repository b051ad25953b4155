import { useSubscription } from '@apollo/client/react';
import type { BookingChangedSubscription as BookingChangedResult } from '@/gql/graphql';
import { BookingChangedSubscription } from '@/modules/bookings/graphql/BookingChangedSubscription';
import { applyBookingChange } from '@/modules/bookings/utils/bookingCache';
import { useLiveConnectionStatus } from './useLiveConnectionStatus';

/** Polling is only the fallback while the live connection is down (000 §7 asked for 1 s). */
export const FALLBACK_POLL_MS = 1000;

export type LiveBookingChange = BookingChangedResult['bookingChanged'];

/**
 * Keeps the cache current from `bookingChanged`: each change is written into the cache once, and
 * every screen showing that booking renders from it; no list is fetched again. Answers whether the
 * live connection is up, so the screen's queries poll only while it is not.
 */
export function useLiveBookings(onChange?: (change: LiveBookingChange) => void): { isLive: boolean; pollInterval: number } {
  const connection = useLiveConnectionStatus();
  const subscription = useSubscription(BookingChangedSubscription, {
    // Written by applyBookingChange alone, which also places the booking in the cached lists.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const change = data.data?.bookingChanged;
      if (!change) return;
      applyBookingChange(client.cache, change);
      onChange?.(change);
    },
  });
  const isLive = connection === 'connected' && !subscription.error;
  return { isLive, pollInterval: isLive ? 0 : FALLBACK_POLL_MS };
}
