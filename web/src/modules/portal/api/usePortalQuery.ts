import { useCallback, useSyncExternalStore } from 'react';
import type { TypedDocumentString } from '@/modules/portal/gql/graphql';
import { portalStore } from './portalStore';

/**
 * A portal query as its component sees it: the last answer, the last failure, whether a read is
 * under way, and `refetch` for Retry. Read once, then shared by every component that shows it.
 */
export function usePortalQuery<TResult>(document: TypedDocumentString<TResult, Record<string, never>>) {
  const watch = useCallback((listener: () => void) => portalStore.watch(document, listener), [document]);
  const { data, error, loading } = useSyncExternalStore(watch, () => portalStore.state(document));
  const refetch = useCallback(() => portalStore.refetch(document), [document]);
  return { data, error, loading, refetch };
}
