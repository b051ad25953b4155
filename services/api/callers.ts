import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { CUSTOMER_SESSION_COOKIE } from '../identity/customerSessions.js';
import { SESSION_COOKIE } from '../identity/sessions.js';
import type { RequestContext } from './context.js';
import type { ApiServices } from './services.js';
import { customerPrincipal } from './websockets.js';

/**
 * Who sent a request: its admin session and its customer session, each looked up once (at the
 * same time, and only when its cookie came), its address and where it came to.
 */
export async function callerOf(
  req: IncomingMessage,
  services: Pick<ApiServices, 'sessions' | 'customerSessions'>,
  where: { ip: string; origin: string },
): Promise<{ ctx: RequestContext; cookies: Record<string, string | undefined> }> {
  const cookies = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
  const [session, customer] = req.headers.cookie
    ? await Promise.all([services.sessions.find(cookies[SESSION_COOKIE]), services.customerSessions.find(cookies[CUSTOMER_SESSION_COOKIE])])
    : [null, null];
  return {
    cookies,
    ctx: {
      user: session?.user ?? null,
      sessionId: session?.id ?? null,
      customer: customer && customerPrincipal(customer),
      ip: where.ip,
      origin: where.origin,
    },
  };
}
