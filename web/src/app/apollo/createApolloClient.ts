import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { typePolicies } from './typePolicies';

/** Queries and mutations over HTTP with cookies; subscriptions over graphql-ws; one normalised cache. */
export function createApolloClient(wsClient: Client): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(wsClient);
  return new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http),
    cache: new InMemoryCache({ typePolicies }),
  });
}
