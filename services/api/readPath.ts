import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response } from 'express';
import { SESSION_COOKIE } from '../identity/sessions.js';
import type { Logger } from '../platform/logger.js';
import { withRequestId } from '../platform/requestContext.js';
import { refusalFor, type RestRoute } from './access.js';
import { sendAnswer } from './answerCache.js';
import { bodiesReadInFront } from './bodyLimits.js';
import { callerOf } from './callers.js';
import { NO_STORE, REVALIDATE } from './cacheControl.js';
import type { RequestContext } from './context.js';
import { fromThisSite } from './crossSite.js';
import { isKeptQuery, keptGraphqlAnswer } from './graphqlAnswers.js';
import { requestIdOf, startRequestLog } from './requestLog.js';
import { timeRequest } from './requestMetrics.js';
import { routeAnswer, routeContext, sendRouteAnswer } from './restRoutes.js';
import type { SetSecurityHeaders } from './securityHeaders.js';
import type { ApiServices } from './services.js';
import { clientAddress } from './websockets.js';

/** What resolvers are handed: the caller, and the services. */
type GraphqlContext = RequestContext & { services: ApiServices };

/** When a request the read path serves came, and its id. */
interface Served {
  started: number;
  requestId: string;
}

/** Serves a request, or leaves it to the next handler (the app). */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A GraphQL body this small is read here; a larger one (an admin's upload of a licence image, say) goes to the app. */
const FRONT_GRAPHQL_BODY = 64 * 1024;

/**
 * The reads people wait on most are kept answers (see `AnswerCache`): the wizard's services and
 * free days and the portal's bookings (`RestRoute.answer`), and a signed-in admin's GraphQL
 * queries of the screens' lists and figures (`isKeptQuery`). Express's routing and middleware cost
 * several times what a kept answer does, so these are served here, in front of the app, when
 * asked for plainly: a GET of the exact path, no query string and no body; a POST of a small JSON
 * body to /graphql, from this site, with no Idempotency-Key. They get the app's security headers,
 * Cache-Control, request id, log line and timing, the same session look-up and access check, the
 * same body parser, and the same answer. Anything else, a refusal or a failure included, goes on
 * to the app, which answers it as it answers every request (with the body read here, if it was).
 */
export function readPath(
  routes: readonly RestRoute[],
  services: ApiServices,
  options: {
    logger: Logger;
    setSecurityHeaders: SetSecurityHeaders;
    apollo: ApolloServer<GraphqlContext>;
    graphqlContext: (ctx: RequestContext) => GraphqlContext;
  },
): FrontHandler {
  const reads = new Map(routes.filter((route) => route.answer && route.method === 'GET').map((route) => [route.path as string, route]));
  const { TRUST_PROXY: trustProxy, ALLOWED_ORIGINS: allowedOrigins } = services.config;
  const parseJson = express.json({ limit: FRONT_GRAPHQL_BODY });
  return (req, res, next) => {
    let serve: ((served: Served) => Promise<boolean>) | null = null;
    if (req.method === 'GET') {
      const route = reads.get(req.url ?? '');
      if (route && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) serve = (served) => serveRead(route, req, res, served);
    } else if (req.method === 'POST' && req.url === '/graphql' && smallJson(req) && req.headers['idempotency-key'] === undefined && req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) {
      serve = (served) => serveGraphql(req, res, served);
    }
    if (!serve) return next();
    const served = { started: performance.now(), requestId: requestIdOf(req, trustProxy) };
    // What Apollo logs while it answers carries the request's id, as in the app (a kept read logs nothing).
    void (req.method === 'POST' ? withRequestId(served.requestId, () => serve(served)) : serve(served)).then(
      (done) => done || next(),
      () => (res.headersSent ? res.destroy() : next()),
    );
  };

  function callerOfRequest(req: IncomingMessage) {
    const secure = protocolOf(req, trustProxy) === 'https';
    const where = { ip: clientAddress(req, trustProxy), origin: `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}` };
    return { secure, caller: callerOf(req, services, where) };
  }

  /** The answer's headers, its log line and its timing, as the app gives every answer. */
  function answering(req: IncomingMessage, res: ServerResponse, route: string, ctx: RequestContext, secure: boolean, { started, requestId }: Served): void {
    startRequestLog(options.logger, requestId, req, res, () => ({ route, ctx }), started);
    timeRequest(services.metrics, req, res, () => route, started);
    options.setSecurityHeaders(res, req.url ?? '/', secure);
  }

  async function serveRead(route: RestRoute, req: IncomingMessage, res: ServerResponse, served: Served): Promise<boolean> {
    const { secure, caller } = callerOfRequest(req);
    const { ctx } = await caller;
    if (refusalFor(route.role, ctx)) return false;
    const spec = route.answer!(routeContext(route, ctx), services, {});
    // Read before anything is said, so a failure leaves the request whole for the app.
    const answer = await routeAnswer(spec, services.answers);
    answering(req, res, route.path, ctx, secure, served);
    res.setHeader('Cache-Control', route.cacheable ? REVALIDATE : NO_STORE);
    sendRouteAnswer(req, res, spec, answer);
    return true;
  }

  async function serveGraphql(req: IncomingMessage, res: ServerResponse, served: Served): Promise<boolean> {
    // Another site's page is refused by the app (before its body is read).
    if (!fromThisSite(req.headers, req.headers.host, allowedOrigins)) return false;
    const { secure, caller } = callerOfRequest(req);
    const { ctx } = await caller;
    if (!ctx.user) return false;
    const read = await new Promise<{ body: unknown } | { error: unknown }>((resolve) => {
      parseJson(req as Request, res as Response, (error?: unknown) => resolve(error ? { error } : { body: (req as Request).body }));
    });
    // From here on the app, if it answers, takes the body as read here.
    bodiesReadInFront.set(req, read);
    if (!('body' in read) || !isKeptQuery(read.body as Parameters<typeof isKeptQuery>[0])) return false;
    const body = read.body as Parameters<typeof keptGraphqlAnswer>[4];
    const answer = await keptGraphqlAnswer(options.apollo, services.answers, ctx.user, req.headers, body, () => options.graphqlContext(ctx));
    answering(req, res, 'graphql', ctx, secure, served);
    res.setHeader('Cache-Control', NO_STORE);
    sendAnswer(req, res, answer);
    return true;
  }
}

/** A JSON body of a declared length the read path reads itself. */
function smallJson(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= FRONT_GRAPHQL_BODY && req.headers['transfer-encoding'] === undefined && /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

/** The request's protocol as Express's `req.protocol` tells it: X-Forwarded-Proto only from a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: number): 'http' | 'https' {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (trustProxy < 1) return own;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (typeof forwarded === 'string' ? forwarded : own).split(',')[0]!.trim();
  return first === 'https' ? 'https' : first === 'http' ? 'http' : own;
}
