import { useQuery } from '@apollo/client/react';
import { MyBookingsQuery } from './portalOperations';
import type { PortalBooking } from './portalTypes';

const none: PortalBooking[] = [];

/** The signed-in customer's bookings (`myBookings`), newest date first; kept current by `usePortalLive`. */
export function useMyBookings() {
  const { data, loading, error, refetch } = useQuery(MyBookingsQuery);
  return { bookings: data?.myBookings ?? none, loading: loading && !data, error, refetch };
}
