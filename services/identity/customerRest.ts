import { CustomerLoginInput, portalLoginMessages as m, regoKey } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { DomainError } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import { CUSTOMER_SESSION_COOKIE } from './customerSessions.js';
import { admit, tooMany } from '../api/admission.js';
import { cookieOptions, customerCookieOf, portalMe, startCustomerSession } from './portalHttp.js';
import { customerHolding, provenCustomer } from './portalCustomers.js';

/** Portal sign-in attempts a minute from one address, whatever the credentials (a success is handed back). */
export const CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS = 30;
/**
 * Attempts a minute for one registration, from anywhere: guessing e-mails for a known plate stops
 * here. The window is a minute, so the real customer is never kept out for longer than that.
 */
export const CUSTOMER_LOGIN_ATTEMPTS_PER_REGO = 10;
/** One-time link redemptions a minute from one address: a token is a password that works once. */
export const PORTAL_LINK_ATTEMPTS_PER_ADDRESS = 10;

/** `/api/customer/*` of 001 §7 that sign a customer in and out. The portal's records are the data part's. */
export const customerAuthRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/customer/login',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const { vehicleRego, email } = parseInput(CustomerLoginInput, req.body);
      // Counted before the look-up, alike for every answer it will give.
      const byAddress = `customer-address:${ctx.ip}`;
      const byRego = `customer-rego:${vehicleRego}`;
      const admission = await admit(services.loginAttempts, [
        [byAddress, CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS],
        [byRego, CUSTOMER_LOGIN_ATTEMPTS_PER_REGO],
      ]);
      if (!admission.allowed) {
        services.metrics.loginRefused('portal', 'rate-limited');
        return tooMany(res, admission, m.tooManyAttempts);
      }
      // One statement for every case: an unknown registration, e-mail, both, or a deleted customer cost the same.
      const proven = await customerHolding(services.db.sql, email, vehicleRego);
      const start = proven && { customerId: proven.customer.id, vehicleRego, grantedOn: 'registration' as const, credentialsVersion: proven.credentialsVersion };
      if (!start || !(await startCustomerSession(req, res, services, start))) {
        services.metrics.loginRefused('portal', 'credentials');
        res.status(401).json({ message: m.invalidCredentials });
        return;
      }
      const { customer } = proven;
      await Promise.all([services.loginAttempts.giveBack(byAddress), services.loginAttempts.reset(byRego)]);
      res.json({ customer, vehicleRego });
    },
  },
  {
    // The one-time link of the text (from the customers area): consumed here, signs in like the form.
    method: 'POST',
    path: '/api/customer/login/link',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const byAddress = `portal-link:${ctx.ip}`;
      const admission = await admit(services.loginAttempts, [[byAddress, PORTAL_LINK_ATTEMPTS_PER_ADDRESS]]);
      if (!admission.allowed) {
        services.metrics.loginRefused('portal-link', 'rate-limited');
        return tooMany(res, admission, m.tooManyAttempts);
      }
      const refused = () => services.metrics.loginRefused('portal-link', 'credentials');
      // Any bad token (unknown, used, revoked, expired, not text) gets the one same 400.
      const redeemed = await services.portalLinks.redeem((req.body as { token?: unknown } | undefined)?.token).catch((error: unknown) => {
        if (error instanceof DomainError) refused();
        throw error;
      });
      const vehicleRego = redeemed.vehicleRego ? regoKey(redeemed.vehicleRego) || null : null;
      const proven = await provenCustomer(services.db.sql, redeemed.id);
      const start = proven && { customerId: proven.customer.id, vehicleRego, grantedOn: 'link' as const, credentialsVersion: proven.credentialsVersion };
      if (!start || !(await startCustomerSession(req, res, services, start))) {
        refused();
        throw new DomainError('BAD_USER_INPUT', m.linkExpired);
      }
      const { customer } = proven;
      await services.loginAttempts.giveBack(byAddress);
      res.json({ customer, vehicleRego });
    },
  },
  {
    method: 'POST',
    path: '/api/customer/logout',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, _ctx, services) => {
      await services.customerSessions.destroy(customerCookieOf(req));
      const { maxAge: _maxAge, ...options } = cookieOptions(req, services);
      res.clearCookie(CUSTOMER_SESSION_COOKIE, options).json({ message: m.signedOut });
    },
  },
  {
    // Without a session: 401, which is how the portal learns nobody is signed in.
    method: 'GET',
    path: '/api/customer/me',
    role: 'portal',
    handler: async (_req, res, ctx, services) => {
      if (!ctx.customer) throw new Error('the route table lets only customer sessions here');
      res.json(await portalMe(services.db.sql, ctx.customer));
    },
  },
];
