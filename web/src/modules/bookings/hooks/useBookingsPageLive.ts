import { useSubscription } from '@apollo/client/react';
import { toast } from '@/ui/Toast/toast';
import { BookingChangedSubscription } from '@/modules/bookings/graphql/BookingChangedSubscription';
import { BookingsPageQuery } from '@/modules/bookings/graphql/BookingsPageQuery';
import { CalendarBookingsQuery } from '@/modules/bookings/graphql/CalendarBookingsQuery';
import { bookingChangeToast } from '@/modules/bookings/utils/bookingChangeToast';
import { isOwnChange } from '@/modules/bookings/utils/ownChanges';
import { useLiveConnectionStatus } from './useLiveConnectionStatus';

/** Polling is only the fallback while the live connection is down. */
export const FALLBACK_POLL_MS = 1000;

/**
 * Keeps the bookings page's list and calendar current from `bookingChanged`, with a toast per
 * change (000 §7); returns whether the live connection is up so queries can poll otherwise.
 */
export function useBookingsPageLive(): { isLive: boolean; pollInterval: number } {
  const connection = useLiveConnectionStatus();
  const subscription = useSubscription(BookingChangedSubscription, {
    onData: ({ client, data }) => {
      const change = data.data?.bookingChanged;
      if (!change) return;
      if (change.kind === 'DELETED') {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Booking', id: change.bookingId }) });
        client.cache.evict({ id: client.cache.identify({ __typename: 'CalendarBooking', id: change.bookingId }) });
        client.cache.gc();
      }
      if (!isOwnChange(change.bookingId)) toast(bookingChangeToast(change.kind, change.booking?.fullName));
      void client.refetchQueries({ include: [BookingsPageQuery, CalendarBookingsQuery] });
    },
  });
  const isLive = connection === 'connected' && !subscription.error;
  return { isLive, pollInterval: isLive ? 0 : FALLBACK_POLL_MS };
}
