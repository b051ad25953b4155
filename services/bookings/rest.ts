import type express from 'express';
import { Temporal } from 'temporal-polyfill';
import type { Request, Response } from 'express';
import { bookingMessages as m, CalendarExportInput, isUuid, type PhotoType } from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import { readPhotoUpload } from '../blobs/multipart.js';
import { sendBlob } from '../blobs/sendBlob.js';
import type { RestRoute } from '../api/access.js';
import { param } from '../api/http.js';
import { restCommandOptions as options, sendVersioned } from '../api/versions.js';
import { DomainError, ValidationError } from '../platform/errors.js';
import { parseId, parseInput } from '../platform/validation.js';
import { bookingAvailability } from './availability.js';
import { EXPORT_FILE_NAME, exportBookings } from './calendarExport.js';
import { bookingCatalog, withCatalogNames } from './bookingCatalog.js';
import { bookingsInRange } from './dashboard.js';
import { publicReceipt } from './publicReceipt.js';
import { findBookingRow, listBookings, photoReference, toBooking } from './queries.js';

const MAX_PHOTOS = 10;
const PHOTO_PATH = /^\/customer-cars\/([0-9a-f-]{36})\/(before|after)\/([0-9a-f]{64}\.(?:jpg|png|webp))$/;

/** Booking ids are UUIDs; anything else is a booking that does not exist. */
const bookingIdOf = (req: express.Request): string => parseId(param(req, 'id'), isUuid, m.notFound);

const photoTypeOf = (value: unknown): PhotoType => {
  if (value === 'before' || value === 'after') return value;
  throw new ValidationError(m.photoTypeRequired, [{ path: 'photoType', message: m.photoTypeRequired }]);
};

const imageNotFound = () => new DomainError('NOT_FOUND', 'Image not found');

/** Private images (a customer's car, licence, signature): kept by no cache, never sniffed into something else. */
async function sendPrivateBlob(req: Request, res: Response, blobs: BlobStore, id: string | null) {
  if (!id || !(await sendBlob(req, res, blobs, id, 'no-store'))) throw imageNotFound();
}

/** REST shims of 000 §7 over the same commands and queries as GraphQL. */
export const bookingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/bookings',
    role: 'admin',
    handler: async (_req, res, _ctx, { db, catalogLookup }) => {
      res.json(await withCatalogNames(bookingCatalog(catalogLookup), await listBookings(db.sql)));
    },
  },
  {
    // The booking wizard's step 3: never stored by a client (no-store), a day taken a moment ago
    // must disappear; kept here only while no read model moves.
    method: 'GET',
    path: '/api/bookings/availability',
    role: 'public',
    answer: (_ctx, { db, clock, timeZone }) => ({
      key: 'bookings:availability',
      read: async () => bookingAvailability(db.sql, clock.now(), await timeZone()),
    }),
  },
  {
    // The booking wizard's form; an admin's booking may take any status and is not rate limited.
    method: 'POST',
    path: '/api/bookings',
    role: 'public',
    adminSeesMore: true,
    handler: async (req, res, ctx, services) => {
      const isAdmin = ctx.user?.role === 'admin';
      if (!isAdmin) await services.publicBookingLimit(ctx.ip);
      const booking = await services.bookings.createBooking(req.body, isAdmin ? 'admin' : 'public', options(req, ctx));
      res.status(201).json(isAdmin ? booking : publicReceipt(booking));
    },
  },
  {
    method: 'GET',
    path: '/api/bookings/calendar.ics',
    role: 'admin',
    handler: async (req, res, _ctx, services) => {
      const range = parseInput(CalendarExportInput, req.query);
      const [from, to] = [range.from ?? '0000-01-01', range.to ?? '9999-12-31'];
      const bookings = await bookingsInRange(services.db.sql, services.catalogLookup, from, to);
      const ics = exportBookings(bookings, await services.timeZone(), Temporal.Instant.from(services.clock.now()));
      res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}"` }).send(ics);
    },
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/full',
    role: 'admin',
    handler: async (req, res, _ctx, { db }) => {
      const row = await findBookingRow(db.sql, bookingIdOf(req));
      if (!row) throw new DomainError('NOT_FOUND', m.notFound);
      sendVersioned(res, row.version, toBooking(row));
    },
  },
  {
    method: 'PATCH',
    path: '/api/bookings/:id',
    role: 'admin',
    handler: async (req, res, ctx, { bookings }) => {
      const booking = await bookings.updateBooking(bookingIdOf(req), req.body, options(req, ctx));
      sendVersioned(res, booking.version, booking);
    },
  },
  {
    method: 'DELETE',
    path: '/api/bookings/:id',
    role: 'admin',
    handler: async (req, res, ctx, { bookings }) => {
      const id = bookingIdOf(req);
      await bookings.deleteBooking(id, options(req, ctx));
      res.json({ message: 'Booking deleted', id });
    },
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/photos',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const id = bookingIdOf(req);
      const upload = await readPhotoUpload(req, services.uploads, { files: MAX_PHOTOS, fileSize: 100 * 1024 * 1024 });
      try {
        if (upload.tooManyFiles) throw new ValidationError(m.tooManyPhotos, [{ path: 'photos', message: m.tooManyPhotos }]);
        const photoType = photoTypeOf(upload.fields.photoType);
        const files = upload.files.filter((f) => f.field === 'photos');
        if (files.length === 0) throw new ValidationError(m.noPhotos, [{ path: 'photos', message: m.noPhotos }]);
        const outcome = await services.bookings.uploadPhotos(id, photoType, files, options(req, ctx));
        // Nothing stored: the request as a whole failed, and says why.
        const status = outcome.uploaded.length === 0 ? 400 : 200;
        res.status(status).json({ ...(status === 400 ? { message: outcome.failed[0]!.reason } : {}), uploaded: outcome.uploaded, failed: outcome.failed, version: outcome.version });
      } finally {
        await upload.discard();
      }
    },
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/photos/:photoType',
    role: 'admin',
    handler: async (req, res, _ctx, { db }) => {
      const photoType = photoTypeOf(param(req, 'photoType'));
      const row = await findBookingRow(db.sql, bookingIdOf(req));
      if (!row) throw new DomainError('NOT_FOUND', m.notFound);
      const photos = photoType === 'before' ? row.before_photos : row.after_photos;
      res.json({ photos: photos.map((p) => ({ url: photoReference(p).url, path: p.path })) });
    },
  },
  ...(['front', 'back'] as const).map(
    (side): RestRoute => ({
      method: 'GET',
      path: `/api/bookings/:id/licence/${side}`,
      role: 'admin',
      handler: async (req, res, _ctx, { db, blobs }) => {
        const row = await findBookingRow(db.sql, bookingIdOf(req));
        await sendPrivateBlob(req, res, blobs, side === 'front' ? (row?.licence_front_blob ?? null) : (row?.licence_back_blob ?? null));
      },
    }),
  ),
  {
    method: 'GET',
    path: '/api/bookings/:id/signature',
    role: 'admin',
    handler: async (req, res, _ctx, { db, blobs }) => {
      const row = await findBookingRow(db.sql, bookingIdOf(req));
      await sendPrivateBlob(req, res, blobs, row?.signature_blob ?? null);
    },
  },
  {
    // GET /api/nas-photo?path=/customer-cars/...: a booking photo, only if that booking still
    // holds it. An admin as ever (400 for a malformed path, 404 for a photo no booking holds); the
    // customer whose live, verified booking holds it (portal session); anyone else, signed in or not, the
    // same 404 whether it exists or not. Hence declared public: a 401 or 403 would say more.
    method: 'GET',
    path: '/api/nas-photo',
    role: 'public',
    handler: async (req, res, ctx, services) => {
      const isAdmin = ctx.user?.role === 'admin';
      const customerId = ctx.customer?.customerId ?? null;
      if (!isAdmin && !customerId) throw imageNotFound();
      const path = typeof req.query.path === 'string' ? req.query.path : '';
      const match = PHOTO_PATH.exec(path);
      if (!match) {
        if (isAdmin) throw new ValidationError('Invalid photo path', [{ path: 'path', message: 'Invalid photo path' }]);
        throw imageNotFound();
      }
      const [, bookingId, photoType] = match;
      const row = await findBookingRow(services.db.sql, bookingId!);
      // The customer's own booking, as their portal shows it: one staff made or confirmed.
      if (!isAdmin && (row?.customer_id !== customerId || !row.verified)) throw imageNotFound();
      const photo = (photoType === 'before' ? row?.before_photos : row?.after_photos)?.find((p) => p.path === path);
      const blobId = photo ? (req.query.size === 'thumbnail' ? photo.thumbnailBlobId : photo.blobId) : null;
      await sendPrivateBlob(req, res, services.blobs, blobId);
    },
  },
];
