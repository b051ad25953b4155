import type { ServerResponse } from 'node:http';
import { inlineStyleSources } from './inlineStyles.js';

/** Only the booking wizard may be framed by other sites (its loader embeds it anywhere). */
export const isFramable = (path: string): boolean => path.startsWith('/embed/');

/** The wizard's loader: other sites load it with a <script> tag, so it may be read cross-origin. */
export const EMBED_LOADER_PATH = '/embed.js';

/**
 * The portal's sign-in pages: the one-time link of the text lands on `/customer/login?token=…`.
 * They send no Referer at all, so the token never travels on with a request the page makes.
 */
export const isSignInLinkPage = (path: string): boolean => path === '/customer/login' || path === '/customer-login';

/** The policy: no inline script and no script from elsewhere; images may be data: and blob: URLs (photo previews, signatures). */
function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${inlineStyleSources.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join(';');
}

/** The same for every answer: isolation from other sites' windows and processes, no sniffing, no legacy features. */
const COMMON: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  // The browsers' old XSS auditor did more harm than good: off.
  ['X-XSS-Protection', '0'],
];

/** Sets the security headers on an answer to `path`; `secure` says the request came over HTTPS. */
export type SetSecurityHeaders = (res: ServerResponse, path: string, secure: boolean) => void;

/**
 * The headers every page and API answer carries, computed once: setting them is a few
 * assignments per request. Strict-Transport-Security only goes out over HTTPS, where a browser
 * will honour it.
 */
export function securityHeaderSetter(options: { embedAllowedOrigins: readonly string[] } = { embedAllowedOrigins: ['*'] }): SetSecurityHeaders {
  // EMBED_ALLOWED_ORIGINS: the sites that may frame the wizard ('*' when any site may).
  const framedPolicy = contentSecurityPolicy(options.embedAllowedOrigins.join(' '));
  const policy = contentSecurityPolicy("'none'");
  return (res, path, secure) => {
    const framable = isFramable(path);
    res.setHeader('Content-Security-Policy', framable ? framedPolicy : policy);
    for (const [name, value] of COMMON) res.setHeader(name, value);
    // The same-origin resource policy would stop other sites' pages from running the loader.
    res.setHeader('Cross-Origin-Resource-Policy', path === EMBED_LOADER_PATH ? 'cross-origin' : 'same-origin');
    res.setHeader('Referrer-Policy', isSignInLinkPage(path) ? 'no-referrer' : 'same-origin');
    if (!framable) res.setHeader('X-Frame-Options', 'DENY');
    if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
