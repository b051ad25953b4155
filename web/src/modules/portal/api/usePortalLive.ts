import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { REREAD_AFTER_RECONNECT_MS } from '@/utils/rereadAfterReconnect';
import { MyBookingsQuery, MyInvoicesQuery, MyPortalChangedSubscription, PortalSessionQuery } from './portalOperations';
import { portalLiveConnection } from './portalLiveConnection';
import { portalSocket } from './portalSocket';
import { portalStore } from './portalStore';

/** Polling is only the fallback while the live connection is down. */
export const PORTAL_FALLBACK_POLL_MS = 10_000;

/** The query each kind of change makes stale. */
const staleQuery = { BOOKING: MyBookingsQuery, INVOICE: MyInvoicesQuery, PROFILE: PortalSessionQuery } as const;

/**
 * Keeps the dashboard current without a reload (issue 12: a booking approved by staff shows at
 * once): each `myPortalChanged` reads the list it names again. A second after the connection
 * comes back from a drop, every shown list is read again, since changes may have been missed; while
 * it is down, they are polled. Answers whether the live connection is up.
 */
export function usePortalLive(): { isLive: boolean } {
  const status = useSyncExternalStore(portalLiveConnection.subscribe, portalLiveConnection.getSnapshot);
  const [failed, setFailed] = useState(false);

  useEffect(
    () =>
      portalSocket.subscribe(MyPortalChangedSubscription, {
        next: ({ data }) => {
          const change = data?.myPortalChanged;
          if (change) void portalStore.refetch(staleQuery[change.kind]);
        },
        // The connection gave up (its retries are spent): polling takes over.
        error: () => setFailed(true),
        complete: () => undefined,
      }),
    [],
  );
  const isLive = status === 'connected' && !failed;

  const connectionsSeen = useRef(portalLiveConnection.connections());
  useEffect(() => {
    if (status !== 'connected') return;
    const connections = portalLiveConnection.connections();
    const cameBack = connections > connectionsSeen.current && connectionsSeen.current > 0;
    connectionsSeen.current = connections;
    if (!cameBack) return;
    // Dropped again before then: polling takes over, and the next return reads again.
    const reread = setTimeout(() => void portalStore.refetchActive(), REREAD_AFTER_RECONNECT_MS);
    return () => clearTimeout(reread);
  }, [status]);

  useEffect(() => {
    if (isLive || status === 'idle' || status === 'connecting') return;
    const timer = setInterval(() => void portalStore.refetchActive(), PORTAL_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [isLive, status]);

  return { isLive };
}
