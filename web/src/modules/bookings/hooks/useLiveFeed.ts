import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useLiveConnectionStatus } from './useLiveConnectionStatus';

/**
 * A subscription to a change feed whose changes go to `onChange` (which writes each into the
 * cache, or asks for what it changed again), never into the component: the screen re-renders from
 * the cache where a change touches what it shows, and here only when the feed fails or recovers.
 * Re-rendering on every change made an import of 400 customers re-render the Customers screen 400
 * times, which on a busy machine kept the page behind the import for most of a minute. Answers
 * whether the feed is live: the connection up and the subscription not failed (screens poll
 * meanwhile).
 */
export function useLiveFeed<TData>(feed: TypedDocumentNode<TData, Record<string, never>>, onChange: (client: ApolloClient, data: TData) => void): boolean {
  const connection = useLiveConnectionStatus();
  const [failed, setFailed] = useState(false);
  // Set only when it changes: a state set to its own value may still call the component again.
  const failedNow = useRef(false);
  const feedFailed = (value: boolean) => {
    if (failedNow.current === value) return;
    failedNow.current = value;
    setFailed(value);
  };
  useSubscription(feed, {
    // Written by `onChange` alone.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ client, data }) => {
      feedFailed(false);
      if (data.data) onChange(client, data.data as TData);
    },
    onError: () => feedFailed(true),
  });
  return connection === 'connected' && !failed;
}
