import { type Client, createClient } from 'graphql-ws';
import { sessionEnded } from '@/modules/identity/utils/sessionEnded';
import { isSessionEndedClose } from '@/utils/isSessionEndedClose';
import { liveConnection } from './liveConnection';

const MAX_RETRIES = 5;

function graphqlWsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

function isNormalClose(event: unknown): boolean {
  return typeof event === 'object' && event !== null && 'code' in event && event.code === 1000;
}

/**
 * The live connection (spec 000 §4): lazy, so it opens with the first subscription and after
 * sign-in; retries up to 5 times after an abnormal close, waiting min(1000 × 2^n, 30000) ms. A
 * close that ends the session (4401, 4403) is not retried: the app goes to its sign-in gate.
 */
export function createWsClient(): Client {
  return createClient({
    url: graphqlWsUrl,
    lazy: true,
    retryAttempts: MAX_RETRIES,
    shouldRetry: (event) => !isNormalClose(event) && !isSessionEndedClose(event),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 30_000))),
    on: {
      connecting: () => liveConnection.set('connecting'),
      connected: () => liveConnection.set('connected'),
      closed: (event) => {
        liveConnection.set('offline');
        if (isSessionEndedClose(event)) sessionEnded.notify();
      },
      error: () => liveConnection.set('offline'),
    },
  });
}
