import { invoiceMessages } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { param } from '../api/http.js';
import { restCommandOptions as commandOptions, sendVersioned, viewed } from '../api/versions.js';
import { VersionConflict } from '../platform/errors.js';
import { restInvoice } from './invoiceView.js';
import { listInvoices } from './queries.js';

/** `/api/invoices` of 001 §7, all admin: list, create, status, delete and the PDF. */
export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/invoices',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      res.json((await listInvoices(services.db.sql)).map(restInvoice));
    },
  },
  {
    method: 'POST',
    path: '/api/invoices',
    role: 'admin',
    handler: async (req, res, ctx, { invoices }) => {
      res.status(201).json(restInvoice(await invoices.issueInvoice(req.body, commandOptions(req, ctx))));
    },
  },
  {
    method: 'PATCH',
    path: '/api/invoices/:id/status',
    role: 'admin',
    handler: async (req, res, ctx, { invoices }) => {
      const status = (req.body as { status?: unknown } | undefined)?.status;
      const invoice = await viewed(restInvoice, invoices.changeStatus(param(req, 'id'), status, commandOptions(req, ctx)));
      sendVersioned(res, invoice.version, invoice);
    },
  },
  {
    method: 'DELETE',
    path: '/api/invoices/:id',
    role: 'admin',
    handler: async (req, res, ctx, { invoices }) => {
      await invoices.deleteInvoice(param(req, 'id'), commandOptions(req, ctx)).catch(VersionConflict.as(restInvoice));
      res.json({ message: invoiceMessages.deleted, id: param(req, 'id') });
    },
  },
  {
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    role: 'admin',
    handler: async (req, res, _ctx, { invoices }) => {
      const { fileName, bytes } = await invoices.pdf(param(req, 'id'));
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
      res.send(bytes);
    },
  },
];
