import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request } from 'express';
import type { GraphQLSchema } from 'graphql';
import { exposesInternals, exposesSchema } from '../platform/config.js';
import { type Log, type Logger, logThrough } from '../platform/logger.js';
import { refusalFor } from './access.js';
import type { RequestContext } from './context.js';
import { graphqlAnswers } from './graphqlAnswers.js';
import { graphqlIdempotency } from './idempotency.js';
import { bodyLimitGate, jsonBodyWithinLimit } from './bodyLimits.js';
import { callerOf } from './callers.js';
import { noStore } from './cacheControl.js';
import { fromThisSite, refuseCrossSiteWrites } from './crossSite.js';
import { graphQLErrorFormatter, restErrorHandler } from './errors.js';
import { queryLimitsRule } from './limits.js';
import { nameRoute, operationLog, requestLog } from './requestLog.js';
import { operationMetrics, requestMetrics } from './requestMetrics.js';
import { restRouter, restRoutes } from './restRoutes.js';
import { type FrontHandler, readPath } from './readPath.js';
import { securityHeaderSetter } from './securityHeaders.js';
import { webAppRoutes } from './staticAssets.js';
import type { ApiServices } from './services.js';
import { graphqlWebSocketServer, liveShimServer, userOf } from './websockets.js';

export interface ApiServer {
  server: Server;
  close(): Promise<void>;
}

/** One HTTP server: /graphql (HTTP and graphql-ws), the /ws shim, /api REST shims, /healthz and the web app. */
export async function createApiServer(
  services: ApiServices,
  schema: GraphQLSchema,
  options: { webDist?: string; log?: Log; logger: Logger },
): Promise<ApiServer> {
  const log = options.log ?? logThrough(options.logger);
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const setSecurityHeaders = securityHeaderSetter({ embedAllowedOrigins: config.EMBED_ALLOWED_ORIGINS });
  // Set once Apollo has started, before the server listens.
  let front: FrontHandler = (_req, _res, next) => next();
  // The handler carries the app it fronts, for a reader of its routes (infra/testing/expressRoutes.ts).
  const server = createServer(Object.assign((req: IncomingMessage, res: ServerResponse) => front(req, res, () => app(req, res)), { app }));

  const graphqlWs = graphqlWebSocketServer(schema, services, log);
  const shim = liveShimServer(services);
  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    const target = pathname === '/graphql' ? graphqlWs.wss : pathname === '/ws' ? shim : null;
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (!target) return refuse('404 Not Found');
    // Browsers send Origin (and Fetch Metadata) on every upgrade: another site's page gets no socket.
    if (!fromThisSite(request.headers, request.headers.host, config.ALLOWED_ORIGINS)) return refuse('403 Forbidden');
    if (target === shim) {
      void userOf(request, services).then(
        (user) => {
          if (refusalFor('admin', { user, customer: null })) return refuse('401 Unauthorized');
          shim.handleUpgrade(request, socket, head, (ws) => shim.emit('connection', ws, request));
        },
        (error: unknown) => {
          log('WebSocket session check failed', error);
          refuse('503 Service Unavailable');
        },
      );
      return;
    }
    target.handleUpgrade(request, socket, head, (ws) => target.emit('connection', ws, request));
  });

  const apollo = new ApolloServer<RequestContext & { services: ApiServices }>({
    schema,
    csrfPrevention: true,
    introspection: exposesSchema(config),
    hideSchemaDetailsFromClientErrors: !exposesSchema(config),
    includeStacktraceInErrorResponses: exposesInternals(config),
    // main.ts owns the signals; Apollo stopping itself on SIGTERM would stop it twice.
    stopOnTerminationSignals: false,
    validationRules: [queryLimitsRule()],
    formatError: graphQLErrorFormatter({ exposeInternals: exposesInternals(config), log }),
    plugins: [
      // Finishes requests in flight when stopping, within the 10 s a shutdown may take.
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: 5000 }),
      { async serverWillStart() { return { async drainServer() { await graphqlWs.dispose(); } }; } },
      operationLog(options.logger),
      operationMetrics(services.metrics),
    ],
  });
  await apollo.start();
  // A query the read path answers carries no Idempotency-Key (it leaves those to the app).
  front = readPath(restRoutes, services, { logger: options.logger, setSecurityHeaders, apollo, graphqlContext: (ctx) => ({ ...ctx, idempotency: null, services }) });

  app.use(requestLog(options.logger, config.TRUST_PROXY));
  app.use(requestMetrics(services.metrics));
  // Named here: the gates below may answer a GraphQL request before it reaches its handler.
  app.use('/graphql', (_req, res, next) => {
    nameRoute(res, 'graphql');
    next();
  });
  app.use((req, res, next) => {
    setSecurityHeaders(res, req.path, req.secure);
    next();
  });
  // Before anything under them can answer (a refusal too): only a route declared cacheable says otherwise.
  app.use(['/api', '/graphql'], noStore);
  // Liveness: the process answers. Readiness: it should get traffic (the proxy's health check).
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const report = await services.readiness.check();
    res.status(report.status === 'ready' ? 200 : 503).set('Cache-Control', 'no-store').json(report);
  });
  // Metrics are served on METRICS_PORT only, never here, whether or not the web app is built.
  app.use('/metrics', (_req, res) => void res.status(404).type('text').send('Not found'));
  app.use(bodyLimitGate());
  app.use(refuseCrossSiteWrites(config.ALLOWED_ORIGINS));

  app.use(async (req, res, next) => {
    try {
      const { ctx, cookies } = await callerOf(req, services, { ip: req.ip ?? req.socket.remoteAddress ?? '', origin: `${req.protocol}://${req.get('host') ?? 'localhost'}` });
      (req as Request & { cookies: Record<string, string | undefined> }).cookies = cookies;
      res.locals.ctx = ctx;
      next();
    } catch (error) {
      next(error);
    }
  });
  const graphqlContext = (req: Request, ctx: RequestContext) => ({ ...ctx, idempotency: graphqlIdempotency(req), services });
  app.use(
    '/graphql',
    jsonBodyWithinLimit(),
    graphqlAnswers(apollo, services.answers, graphqlContext),
    expressMiddleware(apollo, { context: async ({ req, res }) => graphqlContext(req, res.locals.ctx as RequestContext) }),
  );

  // Every /api route comes from the one table, each checked against its declared role first.
  app.use('/api', restRouter(restRoutes, services, log));

  const webDist = options.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    app.use(webAppRoutes(webDist));
  } else {
    app.get('/{*path}', (_req, res) => void res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.'));
  }
  app.use(restErrorHandler(log));

  return {
    server,
    /** Stops taking connections, sends WebSockets away (1001), and lets requests in flight finish. */
    async close() {
      for (const client of shim.clients) client.close(1001, 'Server shutting down');
      shim.close();
      await apollo.stop(); // closes the listener and idle connections, waits for busy ones, disposes graphql-ws
    },
  };
}
