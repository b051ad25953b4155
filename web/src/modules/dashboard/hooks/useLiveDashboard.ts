import { useQuery, useSubscription } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { liveConnection } from '@/app/apollo/liveConnection';
import { DashboardBookingChangedSubscription } from '@/modules/dashboard/graphql/DashboardBookingChangedSubscription';
import { DashboardSummaryQuery } from '@/modules/dashboard/graphql/DashboardSummaryQuery';
import { TodaysBookingsQuery } from '@/modules/dashboard/graphql/TodaysBookingsQuery';

/** Polling is only the fallback while the live connection is down, as in the bookings list. */
const FALLBACK_POLL_MS = 1000;

/** The summary figures and today's bookings (names and labels included), refetched on every `bookingChanged`. */
export function useLiveDashboard() {
  const connection = useSyncExternalStore(liveConnection.subscribe, liveConnection.getSnapshot);
  const subscription = useSubscription(DashboardBookingChangedSubscription, {
    onData: ({ client }) => {
      void client.refetchQueries({ include: [DashboardSummaryQuery, TodaysBookingsQuery] });
    },
  });
  const isLive = connection === 'connected' && !subscription.error;
  const pollInterval = isLive ? 0 : FALLBACK_POLL_MS;
  const summary = useQuery(DashboardSummaryQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const todays = useQuery(TodaysBookingsQuery, { fetchPolicy: 'cache-and-network', pollInterval });

  return {
    summary: summary.data?.dashboardSummary,
    summaryError: summary.data ? undefined : summary.error,
    todaysBookings: todays.data?.todaysBookings,
    todaysError: todays.data ? undefined : todays.error,
    refetch: () => Promise.all([summary.refetch(), todays.refetch()]),
  };
}
