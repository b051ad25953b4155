import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted';

/**
 * Whether a browser sent this request from a page of this site (or of an allowed origin).
 * Browsers say so in Sec-Fetch-Site, and in Origin on every non-GET request; a request with
 * neither comes from something that is not a browser, which carries no victim's cookies.
 */
export function fromThisSite(headers: IncomingHttpHeaders, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin && allowedOrigins.includes(origin)) return true;
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host; // 'null' (sandboxed frames, files) fails to parse
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests that other sites' pages make with the visitor's cookies
 * (forms and `fetch` without a preflight). Reads stay open; GraphQL has Apollo's own check too.
 */
export function refuseCrossSiteWrites(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || fromThisSite(req.headers, req.get('host'), allowedOrigins)) {
      next();
      return;
    }
    res.status(403).json({ message: CROSS_SITE_REFUSED });
  };
}
