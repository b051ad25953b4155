import { isSignedOutError } from '@/modules/portal/utils/isSignedOutError';
import { PortalSessionQuery } from './portalOperations';
import type { PortalSession } from './portalTypes';
import { usePortalQuery } from './usePortalQuery';

/**
 * The customer session (`portalSession`): who is signed in, with which registration, and the
 * business's today. `isSignedOut` once the server says there is no session (expired, revoked).
 */
export function usePortalSession() {
  const { data, loading, error, refetch } = usePortalQuery(PortalSessionQuery);
  const session: PortalSession | null = data?.portalSession ?? null;
  const isSignedOut = (!loading && !error && data !== undefined && session === null) || isSignedOutError(error);
  return { session, loading: loading && !data, error, isSignedOut, refetch };
}
