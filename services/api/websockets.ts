import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import proxyAddr from 'proxy-addr';
import { WebSocketServer, type WebSocket } from 'ws';
import { assertNever, identityMessages } from '@detailing/schema';
import { refusalFor } from './access.js';
import type { SessionEndReason } from '../identity/sessionEnds.js';
import { CUSTOMER_SESSION_COOKIE, type CustomerSession } from '../identity/customerSessions.js';
import { type Session, SESSION_COOKIE, sessionIdOf } from '../identity/sessions.js';
import type { User } from '../identity/users.js';
import type { CustomerPrincipal, RequestContext } from './context.js';
import { exposesInternals, exposesSchema } from '../platform/config.js';
import { graphQLErrorFormatter, type Log, withoutSuggestions } from './errors.js';
import { queryLimitsRule } from './limits.js';
import type { ApiServices } from './services.js';

/**
 * The client's address as Express's `req.ip` gives it with `trust proxy` set to the same hop count:
 * X-Forwarded-For is read from the right, and only as many entries as there are trusted proxies.
 */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  // No proxy trusted: the socket's peer, as proxy-addr would say, without reading X-Forwarded-For.
  if (trustedHops < 1) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, (_address, hop) => hop < trustedHops);
}

const cookiesOf = (request: IncomingMessage) => parseCookie(request.headers.cookie ?? '');

export async function userOf(request: IncomingMessage, services: ApiServices): Promise<User | null> {
  return services.sessions.userFor(cookiesOf(request)[SESSION_COOKIE]);
}

/** The portal customer a customer session stands for. */
export const customerPrincipal = (session: CustomerSession): CustomerPrincipal => ({
  sessionId: session.id,
  customerId: session.customerId,
  vehicleRego: session.vehicleRego,
  accountId: session.userId,
  grantedOn: session.grantedOn,
});

/** An ended session closes its sockets: 4401 when it is gone, 4403 when the user's rights changed. */
function closeFor(socket: WebSocket, reason: SessionEndReason): void {
  switch (reason) {
    case 'role_changed':
      return socket.close(CloseCode.Forbidden, 'Forbidden');
    case 'logout':
    case 'rotated':
    case 'expired':
    case 'password_changed':
    case 'customer_deleted':
    case 'proof_withdrawn':
      return socket.close(CloseCode.Unauthorized, 'Unauthorized');
    default:
      return assertNever(reason);
  }
}

/**
 * Looks the socket's admin session up and keeps watching it: when it ends anywhere, or expires,
 * the socket closes. Watching starts before the look-up, so an end in between is not missed.
 */
async function watchSession(socket: WebSocket, request: IncomingMessage, services: ApiServices): Promise<Session | null> {
  const token = cookiesOf(request)[SESSION_COOKIE];
  if (!token) return null;
  const watch = services.sessions.watch(sessionIdOf(token), (reason) => closeFor(socket, reason));
  socket.once('close', watch.stop);
  const session = await services.sessions.byId(sessionIdOf(token));
  if (session) watch.until(session.expiresAt);
  else watch.stop();
  return session;
}

/**
 * The same for the socket's customer session. Its idle expiry moves while the session is used
 * (over HTTP or by new operations here), so when it comes it is looked up again before closing.
 */
async function watchCustomerSession(socket: WebSocket, request: IncomingMessage, services: ApiServices): Promise<CustomerSession | null> {
  const token = cookiesOf(request)[CUSTOMER_SESSION_COOKIE];
  if (!token) return null;
  const id = sessionIdOf(token);
  const watch = services.customerSessions.watch(id, (reason) => closeFor(socket, reason));
  socket.once('close', watch.stop);
  const session = await services.customerSessions.byId(id);
  if (session) watch.until(session.expiresAt, async () => (await services.customerSessions.byId(id, { touch: false }))?.expiresAt ?? null);
  else watch.stop();
  return session;
}

/** graphql-ws on /graphql: the session and the same validation limits as HTTP, checked per operation. */
export function graphqlWebSocketServer(schema: GraphQLSchema, services: ApiServices, log: Log) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const showSchema = exposesSchema(services.config);
  const rules = [...specifiedRules, queryLimitsRule(), ...(showSchema ? [] : [NoSchemaIntrospectionCustomRule])];
  const formatError = graphQLErrorFormatter({ exposeInternals: exposesInternals(services.config), log });
  type Extra = { request: IncomingMessage; sessionId?: string; customerSessionId?: string };
  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      isProd: !exposesInternals(services.config),
      onConnect: async (ctx) => {
        // An admin session, a customer session, or both (an admin trying the portal in the same browser).
        const [session, customer] = await Promise.all([
          watchSession(ctx.extra.socket, ctx.extra.request, services),
          watchCustomerSession(ctx.extra.socket, ctx.extra.request, services),
        ]);
        if (!session && !customer) return false; // closes with 4403 Forbidden
        ctx.extra.sessionId = session?.id;
        ctx.extra.customerSessionId = customer?.id;
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // Asked again per operation: a session that ended (or a notice that got lost) grants nothing more.
        const { sessionId, customerSessionId } = ctx.extra;
        const [session, customer] = await Promise.all([
          sessionId ? services.sessions.byId(sessionId) : null,
          customerSessionId ? services.customerSessions.byId(customerSessionId) : null,
        ]);
        if (Boolean(sessionId) !== Boolean(session) || Boolean(customerSessionId) !== Boolean(customer)) {
          ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return [new GraphQLError(identityMessages.notAuthenticated, { extensions: { code: 'UNAUTHENTICATED' } })];
        }
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return showSchema ? errors : errors.map(withoutSuggestions);
        const contextValue: RequestContext & { services: ApiServices } = {
          user: session?.user ?? null,
          sessionId: session?.id ?? null,
          customer: customer && customerPrincipal(customer),
          ip: clientAddress(ctx.extra.request, services.config.TRUST_PROXY),
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
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // The upgrade checked the session already; it is looked up once more to watch it for as long as the socket lives.
    void watchSession(socket, request, services).then(
      (session) => {
        if (refusalFor('admin', { user: session?.user ?? null, customer: null })) return socket.close(CloseCode.Unauthorized, 'Unauthorized');
        if (socket.readyState !== socket.OPEN) return;
        const off = services.live.onBookingChange((change) => {
          const data = change.booking ?? { id: change.bookingId };
          socket.send(JSON.stringify({ type: `booking_${change.kind.toLowerCase()}`, data }));
        });
        socket.on('close', off);
        socket.on('error', off);
      },
      () => socket.close(1011, 'Internal error'),
    );
  });
  return wss;
}
