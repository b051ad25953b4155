import type { BookingChangedSubscription as BookingChangedResult } from '@/gql/graphql';
import { BookingChangedSubscription } from '@/modules/bookings/graphql/BookingChangedSubscription';
import { applyBookingChange } from '@/modules/bookings/utils/bookingCache';
import { useLiveFeed } from './useLiveFeed';

/** Polling is only the fallback while the live connection is down (000 §7 asked for 1 s). */
export const FALLBACK_POLL_MS = 1000;

export type LiveBookingChange = BookingChangedResult['bookingChanged'];

/**
 * Keeps the cache current from `bookingChanged`: each change is written into the cache once, and
 * every screen showing that booking renders from it; no list is fetched again. Answers whether the
 * live connection is up, so the screen's queries poll only while it is not.
 */
export function useLiveBookings(onChange?: (change: LiveBookingChange) => void): { isLive: boolean; pollInterval: number } {
  // applyBookingChange also places the booking in the cached lists.
  const isLive = useLiveFeed(BookingChangedSubscription, (client, { bookingChanged }) => {
    applyBookingChange(client.cache, bookingChanged);
    onChange?.(bookingChanged);
  });
  return { isLive, pollInterval: isLive ? 0 : FALLBACK_POLL_MS };
}
