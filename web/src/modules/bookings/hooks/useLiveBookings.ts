import { useQuery, useSubscription } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { liveConnection } from '../../../app/apollo/liveConnection';
import { BookingChangedSubscription } from '../graphql/BookingChangedSubscription';
import { BookingsListQuery } from '../graphql/BookingsListQuery';

/** Polling is only the fallback while the live connection is down (spec README decision). */
const FALLBACK_POLL_MS = 1000;

/** The bookings list, kept current by the `bookingChanged` subscription. */
export function useLiveBookings() {
  const connection = useSyncExternalStore(liveConnection.subscribe, liveConnection.getSnapshot);
  const subscription = useSubscription(BookingChangedSubscription, {
    onData: ({ client, data }) => {
      const change = data.data?.bookingChanged;
      if (!change) return;
      if (change.kind === 'DELETED') {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Booking', id: change.bookingId }) });
        client.cache.gc();
      }
      // Created and updated bookings may move in the server's order; ask for the list again.
      void client.refetchQueries({ include: [BookingsListQuery] });
    },
  });
  const isLive = connection === 'connected' && !subscription.error;
  const query = useQuery(BookingsListQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: isLive ? 0 : FALLBACK_POLL_MS,
  });

  return {
    bookings: query.data?.bookings,
    error: query.data ? undefined : query.error,
    isLive,
  };
}
