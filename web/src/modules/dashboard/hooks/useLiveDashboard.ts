import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLiveBookings } from '@/modules/bookings/hooks/useLiveBookings';
import { DashboardSummaryQuery } from '@/modules/dashboard/graphql/DashboardSummaryQuery';
import { TodaysBookingsQuery } from '@/modules/dashboard/graphql/TodaysBookingsQuery';

/**
 * The summary figures and today's bookings. A booking change reaches today's list through the
 * cache; the figures are the server's sums (revenue from invoices, customers seen), so they come
 * again after each change.
 */
export function useLiveDashboard() {
  const client = useApolloClient();
  const { pollInterval } = useLiveBookings(() => void client.refetchQueries({ include: [DashboardSummaryQuery] }));
  const summary = useQuery(DashboardSummaryQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const todays = useQuery(TodaysBookingsQuery, { fetchPolicy: 'cache-and-network', pollInterval });

  return {
    summary: summary.data?.dashboardSummary,
    summaryError: summary.data ? undefined : summary.error,
    todaysBookings: todays.data?.todaysBookings,
    todaysError: todays.data ? undefined : todays.error,
  };
}
