import type { CookieOptions, Request } from 'express';
import { ChangePasswordInput, identityMessages as m, LoginInput } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import type { ApiServices } from '../api/services.js';
import { ValidationError } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import { admit, tooMany } from '../api/admission.js';
import { SESSION_COOKIE } from './sessions.js';
import { changePassword, verifyCredentials } from './users.js';

/** Login attempts a minute from one address, whatever the names (successful ones are handed back). */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 30;
/**
 * Attempts a minute for one username from one address. Per address, not per name alone, so a flood
 * of wrong passwords for the admin's name from one place never locks the admin out from another.
 */
export const LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS = 10;
/** Wrong current passwords a minute for one signed-in user (a stolen session must not guess on). */
export const PASSWORD_CHANGE_ATTEMPTS = 10;

const cookieOptions = (req: Request, services: ApiServices): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
  maxAge: services.config.SESSION_TTL_HOURS * 3_600_000,
});

/** `/api/auth` of 001 §7: sign in and out, who is signed in, and the signed-in user's own password. */
export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const { sessions, loginAttempts } = services;
      const { username, password } = parseInput(LoginInput, req.body);
      // Counted before the password is evaluated, and the same for names that exist and names that do not.
      const byAddress = `address:${ctx.ip}`;
      const byNameAndAddress = `name-at-address:${JSON.stringify([username.toLowerCase(), ctx.ip])}`;
      const admission = await admit(loginAttempts, [
        [byAddress, LOGIN_ATTEMPTS_PER_ADDRESS],
        [byNameAndAddress, LOGIN_ATTEMPTS_PER_NAME_AND_ADDRESS],
      ]);
      if (!admission.allowed) {
        services.metrics.loginRefused('admin', 'rate-limited');
        return tooMany(res, admission, m.tooManyAttempts);
      }
      const user = await verifyCredentials(services.db.sql, username, password);
      if (!user) {
        services.metrics.loginRefused('admin', 'credentials');
        res.status(401).json({ message: m.invalidCredentials });
        return;
      }
      await Promise.all([loginAttempts.reset(byNameAndAddress), loginAttempts.giveBack(byAddress)]);
      const { token } = await sessions.create(user.id, req.cookies?.[SESSION_COOKIE]);
      res.cookie(SESSION_COOKIE, token, cookieOptions(req, services)).json(user);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    role: 'public',
    neverReplayed: true,
    handler: async (req, res, _ctx, services) => {
      await services.sessions.destroy(req.cookies?.[SESSION_COOKIE]);
      const { maxAge: _maxAge, ...options } = cookieOptions(req, services);
      res.clearCookie(SESSION_COOKIE, options).json({ message: 'Logged out' });
    },
  },
  {
    // Without a session: 401, which is how the web app learns nobody is signed in.
    method: 'GET',
    path: '/api/auth/user',
    role: 'signedIn',
    handler: (_req, res, ctx) => {
      res.json(ctx.user);
    },
  },
  {
    // The signed-in user's own password; every other session of theirs ends, open sockets included.
    method: 'POST',
    path: '/api/auth/password',
    role: 'signedIn',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const { loginAttempts } = services;
      if (!ctx.user || !ctx.sessionId) throw new Error('the route table lets only signed-in users here');
      const input = parseInput(ChangePasswordInput, req.body);
      const attempts = `password:${ctx.user.id}`;
      const admission = await admit(loginAttempts, [[attempts, PASSWORD_CHANGE_ATTEMPTS]]);
      if (!admission.allowed) return tooMany(res, admission, m.tooManyPasswordAttempts);
      if (!(await changePassword(services.db, ctx.user.id, input, ctx.sessionId))) {
        throw new ValidationError(m.currentPasswordWrong, [{ path: 'currentPassword', message: m.currentPasswordWrong }]);
      }
      await loginAttempts.reset(attempts);
      res.json({ message: m.passwordChanged });
    },
  },
];
