import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { type Client, createClient } from 'graphql-ws';
import { portalCleanups } from './portalCleanups';
import { portalLiveConnection } from './portalLiveConnection';
import { portalTypePolicies } from './portalTypePolicies';

const MAX_RETRIES = 5;

const isNormalClose = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && 'code' in event && event.code === 1000;

/** Lazy: opens with the first subscription; retries an abnormal close with a growing wait (000 §4). */
function createWsClient(): Client {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createClient({
    url: `${protocol}//${window.location.host}/graphql`,
    lazy: true,
    retryAttempts: MAX_RETRIES,
    shouldRetry: (event) => !isNormalClose(event),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 30_000))),
    on: {
      connecting: () => portalLiveConnection.set('connecting'),
      connected: () => portalLiveConnection.set('connected'),
      closed: () => portalLiveConnection.set('offline'),
      error: () => portalLiveConnection.set('offline'),
    },
  });
}

let client: ApolloClient | undefined;

/**
 * The portal's own GraphQL client (the admin app's is never loaded here): queries over HTTP with
 * the session cookie, `myPortalChanged` over graphql-ws, one normalised cache. Signing in or out
 * forgets the cache and replaces the live connection, which was opened with the old cookie.
 */
export function portalClient(): ApolloClient {
  if (client) return client;
  let ws = createWsClient();
  // The link keeps this one object; the connection behind it is swapped on sign-in and sign-out.
  const live: Client = {
    on: (event, listener) => ws.on(event, listener),
    subscribe: (payload, sink) => ws.subscribe(payload, sink),
    iterate: (payload) => ws.iterate(payload),
    terminate: () => ws.terminate(),
    dispose: () => ws.dispose(),
  };
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const created = new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(live), http),
    cache: new InMemoryCache({ typePolicies: portalTypePolicies }),
  });
  portalCleanups.add(async () => {
    const old = ws;
    ws = createWsClient();
    await old.dispose();
    await created.clearStore();
  });
  client = created;
  return created;
}
