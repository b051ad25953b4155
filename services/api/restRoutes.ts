import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RequestHandler, Router } from 'express';
import { bookingRoutes } from '../bookings/rest.js';
import { calendarRoutes } from '../calendar/rest.js';
import { catalogRoutes } from '../catalog/rest.js';
import { customerImportRoutes } from '../customers/importRest.js';
import { customerRoutes } from '../customers/rest.js';
import { customerAuthRoutes } from '../identity/customerRest.js';
import { demoAccountRoutes } from '../identity/demoRest.js';
import { authRoutes } from '../identity/rest.js';
import { invoiceRoutes } from '../invoicing/rest.js';
import { portalRoutes } from '../portal/rest.js';
import { reportRoutes } from '../reports/rest.js';
import { settingsRoutes } from '../settings/rest.js';
import { type AnswerSpec, refusalError, refusalFor, type RestRoute, roleForQuery } from './access.js';
import { type AnswerCache, type CachedAnswer, jsonAnswer, sendAnswer } from './answerCache.js';
import { discardUnreadBody, jsonBodyWithinLimit } from './bodyLimits.js';
import { revalidate } from './cacheControl.js';
import type { RequestContext } from './context.js';
import type { Log } from './errors.js';
import { idempotentRequests } from './idempotency.js';
import { nameRoute } from './requestLog.js';
import type { ApiServices } from './services.js';

/** Every REST route of the product, each with the role it needs: the one place access to /api is declared. */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...customerAuthRoutes,
  ...demoAccountRoutes,
  ...bookingRoutes,
  ...calendarRoutes,
  ...catalogRoutes,
  ...customerRoutes,
  ...customerImportRoutes,
  ...invoiceRoutes,
  ...portalRoutes,
  ...reportRoutes,
  ...settingsRoutes,
];

/** A portal route acts as the customer alone, even from a browser that also holds an admin session. */
export function routeContext(route: Pick<RestRoute, 'role'>, ctx: RequestContext): RequestContext {
  return route.role === 'customer' || route.role === 'portal' ? { ...ctx, user: null, sessionId: null } : ctx;
}

/** A route's answer (`RestRoute.answer`), kept or read now. */
export const routeAnswer = (spec: AnswerSpec, answers: AnswerCache): Promise<CachedAnswer> => answers.answer(spec.key, async () => jsonAnswer(await spec.read()));

/** Sends a route's answer, with its Cache-Control when it names one. */
export function sendRouteAnswer(req: IncomingMessage, res: ServerResponse, spec: AnswerSpec, answer: CachedAnswer): void {
  if (spec.cacheControl) res.setHeader('Cache-Control', spec.cacheControl);
  sendAnswer(req, res, answer);
}

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Mounts `routes` (to be used at `/api`). Each request is checked against its route's role first,
 * so a refused caller's body is never parsed and no idempotency key is claimed for it; then the
 * JSON body (within the caller's limit), idempotency (unless the route is `neverReplayed`), and the
 * handler. A `cacheable` route's answer says `Cache-Control: no-cache`; every other one keeps the
 * server's `no-store`.
 */
export function restRouter(routes: readonly RestRoute[], services: ApiServices, log: Log): Router {
  const router = Router();
  const jsonBody = jsonBodyWithinLimit();
  const idempotent = idempotentRequests(services.db, log);
  const skip: RequestHandler = (_req, _res, next) => next();
  for (const route of routes) {
    if (route.cacheable && (route.method !== 'GET' || route.role !== 'public')) throw new Error(`${route.method} ${route.path}: only a public read may be cacheable`);
    if (!route.handler === !route.answer || (route.answer && route.method !== 'GET')) throw new Error(`${route.method} ${route.path}: a handler, or an answer for a GET`);
    const admit: RequestHandler = (req, res, next) => {
      // The table's pattern: an error leaving this router takes Express's mount path (/api) with it.
      nameRoute(res, route.path);
      const role = roleForQuery(route, req.query);
      const refusal = refusalFor(role, res.locals.ctx as RequestContext);
      if (refusal) discardUnreadBody(req);
      next(refusal && refusalError(refusal, role));
    };
    const handle: RequestHandler = async (req, res) => {
      const ctx = routeContext(route, res.locals.ctx as RequestContext);
      if (route.answer) {
        const spec = route.answer(ctx, services, req.query);
        return sendRouteAnswer(req, res, spec, await routeAnswer(spec, services.answers));
      }
      await route.handler!(req, res, ctx, services);
    };
    const replayable = route.neverReplayed ? skip : idempotent;
    router[METHODS[route.method]](route.path.slice('/api'.length), admit, jsonBody, replayable, route.cacheable ? revalidate : skip, handle);
  }
  router.use((_req, res) => void res.status(404).json({ message: 'Not found' }));
  return router;
}
