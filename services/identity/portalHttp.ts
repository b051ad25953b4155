import type { CookieOptions, Request, Response } from 'express';
import type { CustomerPrincipal } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import type { Sql } from '../platform/database.js';
import { CUSTOMER_SESSION_COOKIE, type CustomerSession, type CustomerSessionStart } from './customerSessions.js';
import type { PortalCustomer } from './portalCustomers.js';
import { portalCustomer } from './portalCustomers.js';

// What the portal's sign-in routes (the registration form, the text's link, demo accounts) share.

export const cookieOptions = (req: Request, services: ApiServices): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
  maxAge: services.customerSessions.cookieMaxAgeMs,
});

export const customerCookieOf = (req: Request): string | undefined => req.cookies?.[CUSTOMER_SESSION_COOKIE];

/**
 * Starts a customer session (ending the one this browser had) and sets its cookie; null when
 * what it names was deleted meanwhile, and nothing was started.
 */
export async function startCustomerSession(req: Request, res: Response, services: ApiServices, start: CustomerSessionStart): Promise<CustomerSession | null> {
  const created = await services.customerSessions.create(start, customerCookieOf(req));
  if (!created) return null;
  res.cookie(CUSTOMER_SESSION_COOKIE, created.token, cookieOptions(req, services));
  return created.session;
}

export interface PortalMe {
  customer: PortalCustomer | null;
  vehicleRego: string | null;
  account: { username: string; fullName: string | null; email: string | null } | null;
}

/** What `GET /api/customer/me` and `portalSession` answer for a customer session. */
export async function portalMe(sql: Sql, principal: Pick<CustomerPrincipal, 'customerId' | 'vehicleRego' | 'accountId'>): Promise<PortalMe> {
  const [customer, accounts] = await Promise.all([
    principal.customerId ? portalCustomer(sql, principal.customerId) : null,
    principal.accountId ? sql`select username, full_name, email from users where id = ${principal.accountId}` : [],
  ]);
  const account = accounts[0];
  return {
    customer,
    vehicleRego: principal.vehicleRego,
    account: account ? { username: account.username as string, fullName: account.full_name as string | null, email: account.email as string | null } : null,
  };
}

