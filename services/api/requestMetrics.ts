import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Metrics } from '../platform/metrics.js';
import { routeOf } from './requestLog.js';

/** Times every answer, by method, route pattern (never the URL: see `routeOf`) and status class. */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => metrics.observeHttp(req.method, routeOf(req, res), res.statusCode, (performance.now() - started) / 1000));
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
