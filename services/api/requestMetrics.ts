import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Metrics } from '../platform/metrics.js';
import { routeOf } from './requestLog.js';

/** Times an answer, by method, route pattern (never the URL: see `routeOf`) and status class. */
export function timeRequest(metrics: Metrics, req: IncomingMessage, res: ServerResponse, route: () => string, started = performance.now()): void {
  res.once('finish', () => metrics.observeHttp(req.method ?? 'GET', route(), res.statusCode, (performance.now() - started) / 1000));
}

/** `timeRequest` for every answer the app gives. */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    timeRequest(metrics, req, res, () => routeOf(req, res));
    next();
  };
}

/** Times every GraphQL operation over HTTP by its name, once it validated (else it counts as `other`). */
export function operationMetrics(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName }) {
          metrics.observeGraphql(operation ? { name: operationName ?? null } : null, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
