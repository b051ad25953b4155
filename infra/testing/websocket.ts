import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import { until } from './until.js';

/** A real graphql-ws client that presents a browser's cookie and Origin (and any other upgrade headers). */
export function graphqlWsClient(
  baseUrl: string,
  options: { cookie?: string; origin?: string; headers?: Record<string, string>; on?: ClientOptions['on']; lazy?: boolean } = {},
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
    lazy: options.lazy ?? true,
    on: options.on,
  });
}

/** The first `count` results of a subscription (or its error), with a deadline. */
export function take<T>(client: Client, query: string, count: number, timeoutMs = 10_000, variables?: Record<string, unknown>): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const results: T[] = [];
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out after ${results.length} of ${count} results`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query, variables },
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

export interface OpenSocket {
  /** The close code, once the server closed the socket. */
  closed: Promise<number>;
}

/**
 * A graphql-ws connection made with a browser's cookie and acknowledged, holding `subscription`
 * open when one is given. Without one no operation is in flight once it resolves, so what closes
 * the socket next is what the test does, not a check of an operation still on its way.
 */
export async function openGraphqlWs(baseUrl: string, session: { cookie: string }, subscription?: string): Promise<OpenSocket & { client: Client }> {
  let connected!: () => void;
  let refused!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((connected = resolve), (refused = reject)));
  let closedWith!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = graphqlWsClient(baseUrl, {
    cookie: session.cookie,
    lazy: subscription !== undefined,
    on: {
      connected: () => connected(),
      closed: (event) => {
        const code = (event as { code: number }).code;
        closedWith(code);
        refused(new Error(`closed with ${code} before it was acknowledged`));
      },
    },
  });
  if (subscription) client.subscribe({ query: subscription }, { next: () => {}, error: () => {}, complete: () => {} });
  await ready;
  return { client, closed };
}

/** A subscription that keeps every result, for tests that must first know the server holds it. */
export interface Feed<T> {
  results: T[];
  /**
   * Repeats `probe` (a change this subscription reports) until a result arrives: from then on the
   * server holds the subscription. graphql-ws has no acknowledgement of a subscribe of its own.
   */
  live(probe: () => Promise<unknown>, timeoutMs?: number): Promise<void>;
  /** The first result, received or still to come, that `matches`. */
  next(matches: (result: T) => boolean, what: string, timeoutMs?: number): Promise<T>;
  dispose(): void;
}

export function feed<T>(client: Client, query: string, variables?: Record<string, unknown>): Feed<T> {
  const results: T[] = [];
  let failure: unknown = null;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) failure = Object.assign(new Error(value.errors[0]!.message), { errors: value.errors });
        else results.push(value.data as T);
      },
      error: (error) => {
        failure = error instanceof Error ? error : Object.assign(new Error('subscription failed'), { cause: error });
      },
      complete: () => {},
    },
  );
  const check = <R>(value: R): R => {
    if (failure) throw Object.assign(new Error('the subscription failed'), { cause: failure });
    return value;
  };
  return {
    results,
    async live(probe, timeoutMs = 10_000) {
      await until(
        async () => {
          if (check(results.length > 0)) return true;
          await probe();
          return false;
        },
        'the subscription to reach the server',
        timeoutMs,
        100,
      );
    },
    next(matches, what, timeoutMs = 10_000) {
      return until(() => check(results.find(matches)), what, timeoutMs);
    },
    dispose,
  };
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
