import { DemoLinkInput, DemoRegisterInput, demoAccountMessages as m, LoginInput, portalLoginMessages } from '@detailing/schema';
import type { Request, Response } from 'express';
import type { RestRoute } from '../api/access.js';
import type { ApiServices } from '../api/services.js';
import { parseInput } from '../platform/validation.js';
import { CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS, CUSTOMER_LOGIN_ATTEMPTS_PER_REGO } from './customerRest.js';
import { customerHolding } from './portalCustomers.js';
import { admit, tooMany } from '../api/admission.js';
import { portalMe, startCustomerSession } from './portalHttp.js';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS } from './rest.js';
import { accountLink, createDemoAccount, findUser, linkAccount, unlinkAccount, verifyCredentials } from './users.js';

/**
 * A demo account's session: for its linked customer while the link stands on its proof; else the
 * link is dropped (the plate no longer signs them in, their credentials changed, they were
 * deleted) and the session is the unlinked account's.
 */
async function startDemoSession(req: Request, res: Response, services: ApiServices, userId: string) {
  const link = await accountLink(services.db.sql, userId);
  const linked = link.customerId ? await startCustomerSession(req, res, services, { ...link, userId, grantedOn: 'registration' }) : null;
  if (linked) return linked;
  if (link.customerId) await unlinkAccount(services.db.sql, userId);
  return startCustomerSession(req, res, services, { customerId: null, vehicleRego: null, userId, grantedOn: 'registration', credentialsVersion: null });
}

/** Accounts one address may create an hour (the limiter's window). */
export const REGISTRATIONS_PER_ADDRESS = 10;

/**
 * The demo page's username/password customer accounts (001 §2 "Demo account page", §7): register,
 * sign in to a portal session, and link the account to the customer with its e-mail by proving a
 * registration of theirs.
 */
export const demoAccountRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/customers/register',
    role: 'public',
    handler: async (req, res, ctx, services) => {
      const input = parseInput(DemoRegisterInput, req.body);
      const admission = await admit(services.registrations, [[`address:${ctx.ip}`, REGISTRATIONS_PER_ADDRESS]]);
      if (!admission.allowed) return tooMany(res, admission, m.tooManyRegistrations);
      const outcome = await createDemoAccount(services.db.sql, input);
      if (outcome === 'usernameTaken') {
        res.status(409).json({ message: m.usernameTaken });
        return;
      }
      // A taken e-mail answers exactly as a new account: whether an address has an account is nobody's to learn here.
      res.status(201).json({ message: m.accountCreated });
    },
  },
  {
    method: 'POST',
    path: '/api/customers/login',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const { username, password } = parseInput(LoginInput, req.body);
      const byAddress = `demo-address:${ctx.ip}`;
      const byNameAndAddress = `demo-name-at-address:${JSON.stringify([username.toLowerCase(), ctx.ip])}`;
      const admission = await admit(services.loginAttempts, [
        [byAddress, LOGIN_ATTEMPTS_PER_ADDRESS],
        [byNameAndAddress, LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS],
      ]);
      if (!admission.allowed) {
        services.metrics.loginRefused('demo', 'rate-limited');
        return tooMany(res, admission, portalLoginMessages.tooManyAttempts);
      }
      const user = await verifyCredentials(services.db.sql, username, password);
      // Admins and staff sign in at the admin login only: they never get a customer session.
      const session = user?.role === 'customer' ? await startDemoSession(req, res, services, user.id) : null;
      if (!user || !session) {
        services.metrics.loginRefused('demo', 'credentials');
        res.status(401).json({ message: m.invalidCredentials });
        return;
      }
      await Promise.all([services.loginAttempts.reset(byNameAndAddress), services.loginAttempts.giveBack(byAddress)]);
      res.json(await portalMe(services.db.sql, { customerId: session.customerId, vehicleRego: session.vehicleRego, accountId: user.id }));
    },
  },
  {
    method: 'POST',
    path: '/api/customers/link',
    role: 'portal',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const principal = ctx.customer;
      if (!principal) throw new Error('the route table lets only customer sessions here');
      const { vehicleRego } = parseInput(DemoLinkInput, req.body);
      // The portal sign-in's own counters: linking is no way around its limits.
      const byAddress = `customer-address:${ctx.ip}`;
      const byRego = `customer-rego:${vehicleRego}`;
      const admission = await admit(services.loginAttempts, [
        [byAddress, CUSTOMER_LOGIN_ATTEMPTS_PER_ADDRESS],
        [byRego, CUSTOMER_LOGIN_ATTEMPTS_PER_REGO],
      ]);
      if (!admission.allowed) return tooMany(res, admission, portalLoginMessages.tooManyAttempts);
      const account = principal.accountId ? await findUser(services.db.sql, principal.accountId) : null;
      // The same one look-up whether or not a customer has the account's e-mail.
      // The portal sign-in's own proof: the account's e-mail with a plate that signs that customer in.
      const proven = await customerHolding(services.db.sql, (account?.email ?? '').toLowerCase(), vehicleRego);
      if (!account?.email || !proven) {
        res.status(401).json({ message: portalLoginMessages.invalidCredentials });
        return;
      }
      const customer = proven.customer;
      await linkAccount(services.db, account.id, { customerId: customer.id, vehicleRego, credentialsVersion: proven.credentialsVersion });
      await Promise.all([services.loginAttempts.giveBack(byAddress), services.loginAttempts.reset(byRego)]);
      res.json(await portalMe(services.db.sql, { customerId: customer.id, vehicleRego, accountId: account.id }));
    },
  },
];
