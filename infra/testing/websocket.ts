import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/** A real graphql-ws client that presents a browser's cookie and Origin (and any other upgrade headers). */
export function graphqlWsClient(
  baseUrl: string,
  options: { cookie?: string; origin?: string; headers?: Record<string, string>; on?: ClientOptions['on'] } = {},
): Client {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  headers.origin = options.origin ?? baseUrl;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: true,
    on: options.on,
  });
}

/** The first `count` results of a subscription (or its error), with a deadline. */
export function take<T>(client: Client, query: string, count: number, timeoutMs = 10_000): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const results: T[] = [];
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out after ${results.length} of ${count} results`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query },
      {
        next: (value) => {
          if (value.errors) {
            clearTimeout(timer);
            dispose();
            reject(Object.assign(new Error(value.errors[0]!.message), { errors: value.errors }));
            return;
          }
          results.push(value.data as T);
          if (results.length === count) {
            clearTimeout(timer);
            dispose();
            resolve(results);
          }
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : Object.assign(new Error('subscription failed'), { cause: error }));
        },
        complete: () => {},
      },
    );
  });
}

/** Opens a plain WebSocket and resolves with it once open, or rejects with the refusal. */
export function openSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}
