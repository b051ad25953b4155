import { Router, type CookieOptions, type Request } from 'express';
import { identityMessages as m, LoginInput } from '@detailing/schema';
import type { ApiServices } from '../api/services.js';
import { route } from '../api/http.js';
import { parseInput } from '../platform/validation.js';
import { SESSION_COOKIE } from './sessions.js';
import { verifyCredentials } from './users.js';

export const MAX_LOGIN_FAILURES = 10;

export function authRoutes(services: ApiServices): Router {
  const router = Router();
  const { sessions, loginFailures } = services;
  const cookieOptions = (req: Request): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: services.config.SESSION_TTL_HOURS * 3_600_000,
  });

  router.post(
    '/login',
    route(async (req, res, ctx) => {
      const { username, password } = parseInput(LoginInput, req.body);
      const keys = [`login:ip:${ctx.ip}`, `login:user:${username.toLowerCase()}`];
      const counts = await Promise.all(keys.map((k) => loginFailures.count(k)));
      if (Math.max(...counts) >= MAX_LOGIN_FAILURES) {
        res.set('Retry-After', '60').status(429).json({ message: m.tooManyAttempts });
        return;
      }
      const user = await verifyCredentials(services.db.sql, username, password);
      if (!user) {
        await Promise.all(keys.map((k) => loginFailures.hit(k)));
        res.status(401).json({ message: m.invalidCredentials });
        return;
      }
      await loginFailures.reset(keys[1]!);
      const { token } = await sessions.create(user.id, req.cookies?.[SESSION_COOKIE]);
      res.cookie(SESSION_COOKIE, token, cookieOptions(req)).json(user);
    }),
  );

  router.post(
    '/logout',
    route(async (req, res) => {
      await sessions.destroy(req.cookies?.[SESSION_COOKIE]);
      const { maxAge: _maxAge, ...options } = cookieOptions(req);
      res.clearCookie(SESSION_COOKIE, options).json({ message: 'Logged out' });
    }),
  );

  router.get(
    '/user',
    route((_req, res, ctx) => {
      if (!ctx.user) res.status(401).json({ message: m.notAuthenticated });
      else res.json(ctx.user);
    }),
  );

  return router;
}
