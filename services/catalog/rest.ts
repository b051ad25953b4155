import { catalogMessages, isVehicleTypeId } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { restCommandOptions as commandOptions, sendVersioned, viewed } from '../api/versions.js';
import { DomainError, VersionConflict } from '../platform/errors.js';
import { parseId } from '../platform/validation.js';
import { versionedStatuses } from './bookingStatusView.js';
import { bookingStatusList, isServiceImage, listServices, listVehicleTypes } from './queries.js';
import { publicServiceView, serviceView } from './serviceView.js';
import { isBlobId } from '../blobs/BlobStore.js';
import { sendBlob } from '../blobs/sendBlob.js';
import { isPublishedSettingsImage } from '../settings/published.js';

function serviceIdOf(param: unknown): number {
  const text = String(param);
  if (!/^\d{1,9}$/.test(text)) throw new DomainError('NOT_FOUND', catalogMessages.serviceNotFound);
  return Number(text);
}

const vehicleTypeIdOf = (param: unknown): string => parseId(String(param), isVehicleTypeId, catalogMessages.vehicleTypeNotFound);

/**
 * The catalog's REST shims of 001 §7. `/api/services`: for admins (invoice generator, reports)
 * every service not deleted, with all fields; for anyone else what the booking wizard offers,
 * with the public fields only.
 */
export const catalogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/services',
    role: 'public',
    cacheable: true,
    adminSeesMore: true,
    answer: (ctx, { db }) =>
      ctx.user?.role === 'admin'
        ? { key: 'services:all', read: async () => (await listServices(db.sql, 'all')).map(serviceView) }
        : { key: 'services:bookable', read: async () => (await listServices(db.sql, 'bookable')).map(publicServiceView) },
  },
  {
    method: 'POST',
    path: '/api/services',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.status(201).json(serviceView(await services.catalog.createService(req.body, commandOptions(req, ctx))));
    },
  },
  {
    method: 'PUT',
    path: '/api/services/:id',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const service = await viewed(serviceView, services.catalog.updateService(serviceIdOf(req.params.id), req.body, commandOptions(req, ctx)));
      sendVersioned(res, service.version, service);
    },
  },
  {
    method: 'DELETE',
    path: '/api/services/:id',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      await services.catalog.deleteService(serviceIdOf(req.params.id), commandOptions(req, ctx)).catch(VersionConflict.as(serviceView));
      res.json({ message: catalogMessages.serviceDeleted });
    },
  },
  {
    // Every service not deleted, inactive ones included.
    method: 'GET',
    path: '/api/admin/services',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      res.json((await listServices(services.db.sql, 'all')).map(serviceView));
    },
  },
  {
    // Active types for everyone; `?all=true` (admin) adds inactive ones.
    method: 'GET',
    path: '/api/vehicle-types',
    role: 'public',
    cacheable: true,
    adminOnlyQuery: { all: 'true' },
    handler: async (req, res, _ctx, services) => {
      const includeInactive = req.query.all === 'true';
      res.json(await listVehicleTypes(services.db.sql, { includeInactive }));
    },
  },
  {
    method: 'POST',
    path: '/api/vehicle-types',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.status(201).json(await services.catalog.createVehicleType(req.body, commandOptions(req, ctx)));
    },
  },
  {
    method: 'PUT',
    path: '/api/vehicle-types/:id',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const type = await services.catalog.updateVehicleType(vehicleTypeIdOf(req.params.id), req.body, commandOptions(req, ctx));
      sendVersioned(res, type.version, type);
    },
  },
  {
    method: 'DELETE',
    path: '/api/vehicle-types/:id',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      await services.catalog.deleteVehicleType(vehicleTypeIdOf(req.params.id), commandOptions(req, ctx));
      res.json({ message: catalogMessages.vehicleTypeDeleted });
    },
  },
  {
    // Read the booking statuses, or replace the list with `{ statuses }`.
    method: 'GET',
    path: '/api/settings/statuses',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const list = await bookingStatusList(services.db.sql);
      sendVersioned(res, list.version, versionedStatuses(list));
    },
  },
  {
    method: 'POST',
    path: '/api/settings/statuses',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const list = await services.catalog.saveBookingStatuses(req.body, commandOptions(req, ctx));
      sendVersioned(res, list.version, versionedStatuses(list));
    },
  },
  {
    // A current service's picture, the current logo or login icon, never a licence or photo: those are the admin's.
    method: 'GET',
    path: '/api/blobs/:id',
    role: 'public',
    cacheable: true,
    handler: async (req, res, _ctx, services) => {
      const id = String(req.params.id);
      const used = isBlobId(id) && ((await isServiceImage(services.db.sql, id)) || (await isPublishedSettingsImage(services.db.sql, id)));
      if (!used || !(await sendBlob(req, res, services.blobs, id, 'public, max-age=31536000, immutable'))) throw new DomainError('NOT_FOUND', 'Image not found');
    },
  },
];
