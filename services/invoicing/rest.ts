import { Router } from 'express';
import { invoiceMessages } from '@detailing/schema';
import { requireAdmin } from '../api/context.js';
import { param, route } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions as commandOptions, sendVersioned, viewed } from '../api/versions.js';
import { VersionConflict } from '../platform/errors.js';
import { restInvoice } from './invoiceView.js';
import { listInvoices } from './queries.js';

/** `/api/invoices` of 001 §7, all admin: list, create, status, delete and the PDF. */
export function invoiceRoutes(services: ApiServices): Router {
  const router = Router();
  const { invoices } = services;

  router.get(
    '/',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json((await listInvoices(services.db.sql)).map(restInvoice));
    }),
  );

  router.post(
    '/',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.status(201).json(restInvoice(await invoices.issueInvoice(req.body, commandOptions(req, ctx))));
    }),
  );

  router.patch(
    '/:id/status',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const status = (req.body as { status?: unknown } | undefined)?.status;
      const invoice = await viewed(restInvoice, invoices.changeStatus(param(req, 'id'), status, commandOptions(req, ctx)));
      sendVersioned(res, invoice.version, invoice);
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      await invoices.deleteInvoice(param(req, 'id'), commandOptions(req, ctx)).catch(VersionConflict.as(restInvoice));
      res.json({ message: invoiceMessages.deleted, id: param(req, 'id') });
    }),
  );

  router.get(
    '/:id/pdf',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const { fileName, bytes } = await invoices.pdf(param(req, 'id'));
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
      res.send(bytes);
    }),
  );

  return router;
}
