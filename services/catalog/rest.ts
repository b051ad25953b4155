import { type Request, Router } from 'express';
import { catalogMessages, isVehicleTypeId } from '@detailing/schema';
import { actorOf, type RequestContext, requireAdmin } from '../api/context.js';
import { route } from '../api/http.js';
import { commandIdOf } from '../api/idempotency.js';
import type { ApiServices } from '../api/services.js';
import type { CommandOptions } from './CatalogCommands.js';
import { DomainError } from '../platform/errors.js';
import { parseId } from '../platform/validation.js';
import { listBookingStatuses, listServices, listVehicleTypes } from './queries.js';
import { publicServiceView, serviceView } from './serviceView.js';
import { BlobStore } from '../blobs/BlobStore.js';

function serviceIdOf(param: unknown): number {
  const text = String(param);
  if (!/^\d{1,9}$/.test(text)) throw new DomainError('NOT_FOUND', catalogMessages.serviceNotFound);
  return Number(text);
}

const vehicleTypeIdOf = (param: unknown): string => parseId(String(param), isVehicleTypeId, catalogMessages.vehicleTypeNotFound);

const commandOptions = (req: Request, ctx: RequestContext): CommandOptions => ({ actor: actorOf(ctx), commandId: commandIdOf(req) });

/**
 * `/api/services` of 001 §7: for admins (invoice generator, reports) every service not deleted,
 * with all fields; for anyone else what the booking wizard offers, with the public fields only.
 */
export function serviceRoutes(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/',
    route(async (_req, res, ctx) => {
      if (ctx.user?.role === 'admin') {
        res.json((await listServices(services.db.sql, 'all')).map(serviceView));
      } else {
        res.json((await listServices(services.db.sql, 'bookable')).map(publicServiceView));
      }
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.status(201).json(serviceView(await services.catalog.createService(req.body, commandOptions(req, ctx))));
    }),
  );

  router.put(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(serviceView(await services.catalog.updateService(serviceIdOf(req.params.id), req.body, commandOptions(req, ctx))));
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      await services.catalog.deleteService(serviceIdOf(req.params.id), commandOptions(req, ctx));
      res.json({ message: catalogMessages.serviceDeleted });
    }),
  );

  return router;
}

/** `/api/admin/services`: every service not deleted, inactive ones included. */
export function adminServiceRoutes(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json((await listServices(services.db.sql, 'all')).map(serviceView));
    }),
  );
  return router;
}

/** `/api/vehicle-types`: active types for everyone; `?all=true` (admin) adds inactive ones. */
export function vehicleTypeRoutes(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/',
    route(async (req, res, ctx) => {
      const includeInactive = req.query.all === 'true';
      if (includeInactive) requireAdmin(ctx);
      res.json(await listVehicleTypes(services.db.sql, { includeInactive }));
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.status(201).json(await services.catalog.createVehicleType(req.body, commandOptions(req, ctx)));
    }),
  );

  router.put(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.catalog.updateVehicleType(vehicleTypeIdOf(req.params.id), req.body, commandOptions(req, ctx)));
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      await services.catalog.deleteVehicleType(vehicleTypeIdOf(req.params.id), commandOptions(req, ctx));
      res.json({ message: catalogMessages.vehicleTypeDeleted });
    }),
  );

  return router;
}

/** `/api/settings/statuses` of 001 §7: read the list, or replace it with `{ statuses }`. */
export function bookingStatusRoutes(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await listBookingStatuses(services.db.sql));
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.catalog.saveBookingStatuses(req.body, commandOptions(req, ctx)));
    }),
  );

  return router;
}

/** GET /api/blobs/{id}: public, but only for a blob that is a current service's picture (never a licence or photo). */
export function serviceImageRoutes(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/:id',
    route(async (req, res) => {
      const id = String(req.params.id);
      const [used] = BlobStore.isId(id) ? await services.db.sql`select 1 from services where service_image_blob_id = ${id} and not deleted` : [];
      const blob = used ? await services.blobs.get(id) : null;
      if (!blob) throw new DomainError('NOT_FOUND', 'Image not found');
      res.set({ 'Content-Type': blob.contentType, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.send(blob.bytes);
    }),
  );
  return router;
}
