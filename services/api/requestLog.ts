import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST } from 'graphql';
import type { Logger } from '../platform/logger.js';
import { withRequestId } from '../platform/requestContext.js';
import type { RequestContext } from './context.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Short enough for any log index, and nothing that could break a header or a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A trusted proxy's id for the request (so its log and ours line up), else a new one: a client cannot pick it. */
export function requestIdOf(req: IncomingMessage, trustProxy: number): string {
  const offered = req.headers['x-request-id'];
  return trustProxy > 0 && typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/** Names the route a request took, for a handler whose pattern Express cannot tell (a mounted app, or a router left on an error). */
export function nameRoute(res: Response, route: string): void {
  res.locals.route = route;
}

/**
 * The route pattern a request took (`/api/bookings/:id`), never its URL: paths carry ids and the
 * calendar feed's secret token, query strings carry searches for names.
 */
export function routeOf(req: Request, res: Response): string {
  if (typeof res.locals.route === 'string') return res.locals.route;
  return req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
}

/** Which kind of session the request came with, by the cookie that was found valid. */
export function sessionKindOf(ctx: RequestContext | undefined): 'admin' | 'customer' | 'none' {
  return ctx?.user ? 'admin' : ctx?.customer ? 'customer' : 'none';
}

/**
 * Answers a request's id in X-Request-Id and logs one line when its answer is finished or the
 * client gave up on it, with the route and session `describe` tells then.
 */
export function startRequestLog(
  logger: Logger,
  requestId: string,
  req: IncomingMessage,
  res: ServerResponse,
  describe: () => { route: string; ctx: RequestContext | undefined },
  started = performance.now(),
): void {
  res.setHeader(REQUEST_ID_HEADER, requestId);
  // 'close' follows 'finish' on every answer, and comes alone when the connection went first.
  res.once('close', () => {
    const finished = res.writableFinished;
    const { route, ctx } = describe();
    logger.info(
      {
        requestId,
        method: req.method,
        route,
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
        session: sessionKindOf(ctx),
        ...(finished ? {} : { aborted: true }),
      },
      finished ? 'request finished' : 'request aborted',
    );
  });
}

/** `startRequestLog` for every request the app serves; its id is readable below through `currentRequestId`. */
export function requestLog(logger: Logger, trustProxy: number): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req, trustProxy);
    startRequestLog(logger, requestId, req, res, () => ({ route: routeOf(req, res), ctx: res.locals.ctx as RequestContext | undefined }));
    withRequestId(requestId, next);
  };
}

/** One line per GraphQL operation over HTTP: its name and type, how long it took, and its errors' codes (never its variables). */
export function operationLog(logger: Logger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, document, request, response }) {
          // Before validation passes Apollo names no operation; the parsed document still does.
          const definition = operation ?? (document ? getOperationAST(document, request.operationName) : null);
          const body = response.body;
          const errors = body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
          const errorCodes = [...new Set((errors ?? []).map((e) => String(e.extensions?.code ?? 'UNKNOWN')))];
          logger.info(
            {
              operationName: operationName ?? definition?.name?.value ?? 'anonymous',
              operationType: definition?.operation ?? null,
              durationMs: Math.round(performance.now() - started),
              ...(errorCodes.length ? { errorCodes } : {}),
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
