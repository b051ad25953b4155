import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
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

const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://local').pathname;

/**
 * The headers every page and API answer carries. The policy allows no inline script and no
 * script from elsewhere; images may be data: and blob: URLs (photo previews, signatures).
 * Strict-Transport-Security only goes out over HTTPS, where a browser will honour it.
 */
export function securityHeaders(options: { embedAllowedOrigins: readonly string[] } = { embedAllowedOrigins: ['*'] }): RequestHandler[] {
  // EMBED_ALLOWED_ORIGINS: the sites that may frame the wizard ('*' when any site may).
  const embedAncestors = options.embedAllowedOrigins.join(' ');
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", ...inlineStyleSources],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameSrc: ["'none'"],
          frameAncestors: [(req) => (isFramable(pathOf(req)) ? embedAncestors : "'none'")],
        },
      },
      strictTransportSecurity: false,
      xFrameOptions: false,
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    }),
    (req, res, next) => {
      if (!isFramable(req.path)) res.set('X-Frame-Options', 'DENY');
      // Helmet's same-origin resource policy would stop other sites' pages from running the loader.
      if (req.path === EMBED_LOADER_PATH) res.set('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (isSignInLinkPage(req.path)) res.set('Referrer-Policy', 'no-referrer');
      next();
    },
  ];
}
