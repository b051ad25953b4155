import { Router } from 'express';
import { catalogMessages, isVehicleTypeId } from '@detailing/schema';
import { requireAdmin } from '../api/context.js';
import { route } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions as commandOptions, sendVersioned, viewed } from '../api/versions.js';
import { DomainError, VersionConflict } from '../platform/errors.js';
import { parseId } from '../platform/validation.js';
import { versionedStatuses } from './bookingStatusView.js';
import { bookingStatusList, isServiceImage, listServices, listVehicleTypes } from './queries.js';
import { publicServiceView, serviceView } from './serviceView.js';
import { BlobStore } from '../blobs/BlobStore.js';

function serviceIdOf(param: unknown): number {
  const text = String(param);
  if (!/^\d{1,9}$/.test(text)) throw new DomainError('NOT_FOUND', catalogMessages.serviceNotFound);
  return Number(text);
}

const vehicleTypeIdOf = (param: unknown): string => parseId(String(param), isVehicleTypeId, catalogMessages.vehicleTypeNotFound);

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
      const service = await viewed(serviceView, services.catalog.updateService(serviceIdOf(req.params.id), req.body, commandOptions(req, ctx)));
      sendVersioned(res, service.version, service);
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      await services.catalog.deleteService(serviceIdOf(req.params.id), commandOptions(req, ctx)).catch(VersionConflict.as(serviceView));
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
      const type = await services.catalog.updateVehicleType(vehicleTypeIdOf(req.params.id), req.body, commandOptions(req, ctx));
      sendVersioned(res, type.version, type);
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
      const list = await bookingStatusList(services.db.sql);
      sendVersioned(res, list.version, versionedStatuses(list));
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const list = await services.catalog.saveBookingStatuses(req.body, commandOptions(req, ctx));
      sendVersioned(res, list.version, versionedStatuses(list));
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
      const used = BlobStore.isId(id) && (await isServiceImage(services.db.sql, id));
      const blob = used ? await services.blobs.get(id) : null;
      if (!blob) throw new DomainError('NOT_FOUND', 'Image not found');
      res.set({ 'Content-Type': blob.contentType, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.send(blob.bytes);
    }),
  );
  return router;
}
