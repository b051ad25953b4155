import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { REREAD_AFTER_RECONNECT_MS } from '@/utils/rereadAfterReconnect';
import { typePolicies } from './typePolicies';

/**
 * Queries and mutations over HTTP with cookies; subscriptions over graphql-ws; one normalised cache.
 * Changes made while the live connection was down reach no subscription, and polling (which runs
 * only while it is down) may not have caught the last of them: once it is back after a drop, every
 * query a screen shows is read again.
 */
export function createApolloClient(wsClient: Client): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(wsClient);
  const client = new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http),
    cache: new InMemoryCache({ typePolicies }),
  });
  wsClient.on('connected', (_socket, _payload, wasRetry) => {
    // A failed read shows on its screen as any failed query does.
    if (wasRetry) setTimeout(() => void client.refetchQueries({ include: 'active' }).catch(() => undefined), REREAD_AFTER_RECONNECT_MS);
  });
  return client;
}
