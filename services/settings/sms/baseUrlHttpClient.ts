import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

export const TWILIO_DEFAULT_BASE_URL = 'https://api.twilio.com';

/**
 * Twilio's own request client with the base of every request URL replaced by `baseUrl`
 * (TWILIO_API_BASE_URL): a proxy, a regional edge, or a local server in tests. A path on the
 * base is kept as a prefix. With Twilio's own address nothing is rewritten, so the library's
 * edge and region handling still applies.
 */
export class BaseUrlHttpClient extends twilio.RequestClient {
  private readonly base: URL | null;

  constructor(baseUrl: string, options: { timeoutMs: number }) {
    // autoRetry stays off: retrying is the caller's decision (a job's backoff), not hidden here.
    super({ timeout: options.timeoutMs, autoRetry: false });
    const base = new URL(baseUrl);
    this.base = base.origin === TWILIO_DEFAULT_BASE_URL && base.pathname === '/' ? null : base;
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>(this.base ? { ...opts, uri: rebase(opts.uri, this.base) } : opts);
  }
}

export function rebase(uri: string, base: URL): string {
  const original = new URL(uri);
  const target = new URL(base.href);
  target.pathname = `${base.pathname.replace(/\/+$/, '')}${original.pathname}`;
  target.search = original.search;
  return target.href;
}
