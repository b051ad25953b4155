import { useQuery, useSubscription } from '@apollo/client/react';
import { useLiveConnectionStatus } from '@/modules/bookings/hooks/useLiveConnectionStatus';
import { ProjectionProgressSubscription } from '@/modules/operations/graphql/ProjectionProgressSubscription';
import { ProjectionsQuery } from '@/modules/operations/graphql/ProjectionsQuery';

/** Polling stands in for the updates while the live connection is down. */
const FALLBACK_POLL_MS = 2000;
/** A read model held back sends no progress while events pile up behind it: its lag is asked for this often. */
const LAG_POLL_MS = 5000;

/**
 * The read models, kept current by `projectionProgress`: each update lands in the cache under the
 * read model's name (its type policy), so the row shown moves without a list being fetched again.
 * A slower poll keeps the lag of one that does not move current.
 */
export function useProjections() {
  const connection = useLiveConnectionStatus();
  const subscription = useSubscription(ProjectionProgressSubscription);
  const isLive = connection === 'connected' && !subscription.error;
  const { data, error } = useQuery(ProjectionsQuery, { pollInterval: isLive ? LAG_POLL_MS : FALLBACK_POLL_MS });
  return { projections: data?.projections ?? null, error: error ?? null, isLive };
}
