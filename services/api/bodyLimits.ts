import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { SESSION_COOKIE } from '../identity/sessions.js';
import type { RequestContext } from './context.js';

const KB = 1024;
const MB = 1024 * KB;

export const BODY_TOO_LARGE = 'Request body is too large';

/** The largest request body a route takes, by who sends it. */
export interface BodyLimit {
  admin: number;
  /** Anonymous callers and customers: nothing they may send is large. */
  others: number;
  /** The route reads its own body as a stream (multipart uploads, with their own per-file limits). */
  streamed?: boolean;
}

interface BodyRule {
  methods: readonly string[];
  path: RegExp;
  limit: BodyLimit;
}

const DEFAULT_LIMIT: BodyLimit = { admin: 1 * MB, others: 100 * KB };

// Licence images and signature drawings travel inside JSON as data URLs (000 §5 allows 150 MB
// of base64), through PATCH /api/bookings/{id} and the updateBooking mutation alike.
const bodyRules: readonly BodyRule[] = [
  { methods: ['PATCH'], path: /^\/api\/bookings\/[^/]+$/, limit: { admin: 160 * MB, others: 100 * KB } },
  { methods: ['POST'], path: /^\/graphql$/, limit: { admin: 160 * MB, others: 100 * KB } },
  // 20,000 customers as JSON rows (the CSV import's row limit).
  { methods: ['POST'], path: /^\/api\/customers\/import$/, limit: { admin: 12 * MB, others: 100 * KB } },
  { methods: ['POST', 'PUT'], path: /^\/api\/services(?:\/[^/]+)?$/, limit: { admin: 12 * MB, others: 100 * KB } },
  // The logo or the login icon as a data URL (8MB of image); as multipart it is read as a stream, within its own file limit.
  { methods: ['POST'], path: /^\/api\/settings\/(?:logo|branding)$/, limit: { admin: 12 * MB, others: 100 * KB } },
  { methods: ['POST'], path: /^\/api\/bookings\/[^/]+\/photos$/, limit: { admin: 10 * 100 * MB + MB, others: 0, streamed: true } },
];

export function bodyLimitOf(method: string, path: string): BodyLimit {
  return bodyRules.find((rule) => rule.methods.includes(method) && rule.path.test(path))?.limit ?? DEFAULT_LIMIT;
}

/** The Content-Length a request declares, or null when it streams chunks without one. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

const LINGER_MS = 2000;

/**
 * For a request refused without reading its body. Hanging up at once would reset the connection
 * under a client still sending, which then never sees the answer; so what it still sends is read
 * into nothing, for a moment at most, and then the connection is closed.
 */
export function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete) return;
  const hangUp = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  req.once('end', () => clearTimeout(hangUp)).once('close', () => clearTimeout(hangUp));
  req.resume();
}

/** Answers 413 without reading the body into memory. */
export function refuseTooLarge(req: Request, res: Response): void {
  res.status(413).json({ message: BODY_TOO_LARGE });
  discardUnreadBody(req);
}

/**
 * Runs before authentication: a body larger than anyone may send to this route, or larger than
 * a caller without a session may send, is refused on its declared length before a byte is read.
 */
export function bodyLimitGate(): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitOf(req.method, req.path);
    const hasSession = Boolean(parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE]);
    const declared = declaredLength(req);
    if (declared !== null && declared > (hasSession ? limit.admin : limit.others)) return refuseTooLarge(req, res);
    res.locals.bodyLimit = limit;
    next();
  };
}

/** Bodies the read path read before handing their requests to the app: parsed, or the parser's error (see `readPath`). */
export const bodiesReadInFront = new WeakMap<IncomingMessage, { body: unknown } | { error: unknown }>();

/**
 * After authentication: parses a JSON body within the caller's limit. A body without a declared
 * length is counted as it streams in and refused (413) the moment it passes the limit.
 */
export function jsonBodyWithinLimit(): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  const parserFor = (limit: number) => {
    let parser = parsers.get(limit);
    if (!parser) parsers.set(limit, (parser = express.json({ limit })));
    return parser;
  };
  return (req, res, next) => {
    const read = bodiesReadInFront.get(req);
    if (read) {
      // Read by the same parser, within every limit that applies to it.
      if ('error' in read) return next(read.error);
      req.body = read.body;
      return next();
    }
    const limit = (res.locals.bodyLimit as BodyLimit | undefined) ?? bodyLimitOf(req.method, req.path);
    const { user } = res.locals.ctx as RequestContext;
    const max = user?.role === 'admin' ? limit.admin : limit.others;
    const declared = declaredLength(req);
    if (declared !== null && declared > max) return refuseTooLarge(req, res);
    if (limit.streamed) return next();
    parserFor(max)(req, res, next);
  };
}
