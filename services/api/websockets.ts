import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { SESSION_COOKIE } from '../identity/sessions.js';
import type { User } from '../identity/users.js';
import type { RequestContext } from './context.js';
import { exposesInternals, exposesSchema } from '../platform/config.js';
import { graphQLErrorFormatter, type Log, withoutSuggestions } from './errors.js';
import { queryLimitsRule } from './limits.js';
import type { ApiServices } from './services.js';

/** Browsers always send Origin on WebSocket upgrades; it must be this site or an allowed origin. */
export function originAllowed(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser: without a session cookie it gets nothing anyway
  try {
    return new URL(origin).host === request.headers.host || allowed.includes(origin);
  } catch {
    return false;
  }
}

export async function userOf(request: IncomingMessage, services: ApiServices): Promise<User | null> {
  const token = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
  return services.sessions.userFor(token);
}

/** graphql-ws on /graphql: the session and the same validation limits as HTTP, checked per operation. */
export function graphqlWebSocketServer(schema: GraphQLSchema, services: ApiServices, log: Log) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const showSchema = exposesSchema(services.config);
  const rules = [...specifiedRules, queryLimitsRule(), ...(showSchema ? [] : [NoSchemaIntrospectionCustomRule])];
  const formatError = graphQLErrorFormatter({ exposeInternals: exposesInternals(services.config), log });
  type Extra = { request: IncomingMessage; user?: User | null };
  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      isProd: !exposesInternals(services.config),
      onConnect: async (ctx) => {
        const user = await userOf(ctx.extra.request, services);
        if (!user) return false; // closes with 4403 Forbidden
        ctx.extra.user = user;
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return showSchema ? errors : errors.map(withoutSuggestions);
        const contextValue: RequestContext & { services: ApiServices } = {
          user: ctx.extra.user ?? null,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
          services,
        };
        return { schema, document, variableValues: payload.variables ?? undefined, operationName: payload.operationName ?? undefined, contextValue };
      },
      // The same masking as over HTTP: domain errors keep their message, unplanned ones get an id.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) } : undefined,
    },
    wss,
  );
  return { wss, dispose: async () => disposable.dispose() };
}

/** The /ws shim of 000 §7: `{ type: 'booking_created' | 'booking_updated' | 'booking_deleted', data }` to signed-in admins. */
export function liveShimServer(services: ApiServices) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  wss.on('connection', (socket: WebSocket) => {
    const off = services.live.onBookingChange((change) => {
      const data = change.booking ?? { id: change.bookingId };
      socket.send(JSON.stringify({ type: `booking_${change.kind.toLowerCase()}`, data }));
    });
    socket.on('close', off);
    socket.on('error', off);
  });
  return wss;
}
