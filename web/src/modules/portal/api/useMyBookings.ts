import { MyBookingsQuery } from './portalOperations';
import type { PortalBooking } from './portalTypes';
import { usePortalQuery } from './usePortalQuery';

const none: PortalBooking[] = [];

/** The signed-in customer's bookings (`myBookings`), newest date first; kept current by `usePortalLive`. */
export function useMyBookings() {
  const { data, loading, error, refetch } = usePortalQuery(MyBookingsQuery);
  return { bookings: data?.myBookings ?? none, loading: loading && !data, error, refetch };
}
