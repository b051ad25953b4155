import { type Client, createClient, type Sink } from 'graphql-ws';
import type { TypedDocumentString } from '@/modules/portal/gql/graphql';
import { isSessionEndedClose } from '@/utils/isSessionEndedClose';
import { operationName } from './operationName';
import { portalCleanups } from './portalCleanups';
import { portalLiveConnection } from './portalLiveConnection';
import { PortalSessionQuery } from './portalOperations';
import { portalStore } from './portalStore';

const MAX_RETRIES = 5;

const isNormalClose = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && 'code' in event && event.code === 1000;

/**
 * Lazy: opens with the first subscription; retries an abnormal close with a growing wait (000 §4),
 * but not a close that ends the session (4401, 4403): the session is read again at once, and its
 * answer (no session) sends the dashboard to the login, as any signed-out answer does.
 */
function createSocket(): Client {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createClient({
    url: `${protocol}//${window.location.host}/graphql`,
    lazy: true,
    retryAttempts: MAX_RETRIES,
    shouldRetry: (event) => !isNormalClose(event) && !isSessionEndedClose(event),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 30_000))),
    on: {
      connecting: () => portalLiveConnection.set('connecting'),
      connected: () => portalLiveConnection.set('connected'),
      closed: (event) => {
        portalLiveConnection.set('offline');
        if (isSessionEndedClose(event)) void portalStore.refetch(PortalSessionQuery);
      },
      error: () => portalLiveConnection.set('offline'),
    },
  });
}

let socket: Client | undefined;

// The connection was opened with the previous customer's cookie: signing in or out closes it, and
// the next subscription opens a new one.
portalCleanups.add(async () => {
  const old = socket;
  socket = undefined;
  await old?.dispose();
});

/** The portal's graphql-ws connection (`myPortalChanged`), separate from the admin app's. */
export const portalSocket = {
  /** Subscribes; answers the function that ends the subscription. */
  subscribe<TResult>(document: TypedDocumentString<TResult, Record<string, never>>, sink: Sink<{ data?: TResult | null }>): () => void {
    socket ??= createSocket();
    return socket.subscribe<TResult>({ operationName: operationName(document), query: document.toString() }, sink);
  },
};
