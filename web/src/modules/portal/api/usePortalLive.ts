import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MyPortalChangedSubscription } from './portalOperations';
import { portalLiveConnection } from './portalLiveConnection';

/** Polling is only the fallback while the live connection is down. */
export const PORTAL_FALLBACK_POLL_MS = 10_000;

/** The query each kind of change makes stale. */
const staleQuery = { BOOKING: 'MyBookings', INVOICE: 'MyInvoices', PROFILE: 'PortalSession' } as const;

/**
 * Keeps the dashboard current without a reload (issue 12: a booking approved by staff shows at
 * once): each `myPortalChanged` reads the list it names again. After the connection comes back
 * every shown list is read again, since changes may have been missed; while it is down, they are
 * polled. Answers whether the live connection is up.
 */
export function usePortalLive(): { isLive: boolean } {
  const client = useApolloClient();
  const status = useSyncExternalStore(portalLiveConnection.subscribe, portalLiveConnection.getSnapshot);
  const subscription = useSubscription(MyPortalChangedSubscription, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const change = data.data?.myPortalChanged;
      if (change) void client.refetchQueries({ include: [staleQuery[change.kind]] });
    },
  });
  const isLive = status === 'connected' && !subscription.error;

  const connectionsSeen = useRef(portalLiveConnection.connections());
  useEffect(() => {
    if (status !== 'connected') return;
    const connections = portalLiveConnection.connections();
    if (connections > connectionsSeen.current && connectionsSeen.current > 0) void client.refetchQueries({ include: 'active' });
    connectionsSeen.current = connections;
  }, [status, client]);

  useEffect(() => {
    if (isLive || status === 'idle' || status === 'connecting') return;
    const timer = setInterval(() => void client.refetchQueries({ include: 'active' }), PORTAL_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [isLive, status, client]);

  return { isLive };
}
