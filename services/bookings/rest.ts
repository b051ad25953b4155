import { Router } from 'express';
import { actorOf, requireAdmin } from '../api/context.js';
import { idempotencyKey, route } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { listBookings } from './queries.js';

/** REST shims of 000 §7 over the same commands and queries as GraphQL. */
export function bookingRoutes(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await listBookings(services.db.sql));
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      const isAdmin = ctx.user?.role === 'admin';
      if (!isAdmin) await services.publicBookingLimit(ctx.ip);
      const booking = await services.bookings.createBooking(req.body, isAdmin ? 'admin' : 'public', {
        actor: actorOf(ctx),
        commandId: idempotencyKey(req, ctx),
      });
      res.status(201).json(booking);
    }),
  );

  return router;
}
