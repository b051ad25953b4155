import { type Request, Router } from 'express';
import { invoiceMessages } from '@detailing/schema';
import { actorOf, type RequestContext, requireAdmin } from '../api/context.js';
import { param, route } from '../api/http.js';
import { commandIdOf } from '../api/idempotency.js';
import type { ApiServices } from '../api/services.js';
import type { InvoiceCommandOptions } from './InvoiceCommands.js';
import { restInvoice } from './invoiceView.js';
import { listInvoices } from './queries.js';

const commandOptions = (req: Request, ctx: RequestContext): InvoiceCommandOptions => ({ actor: actorOf(ctx), commandId: commandIdOf(req) });

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
      res.json(restInvoice(await invoices.changeStatus(param(req, 'id'), status, commandOptions(req, ctx))));
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      await invoices.deleteInvoice(param(req, 'id'), commandOptions(req, ctx));
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
