import { isUuid } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { DomainError } from '../platform/errors.js';
import { portalMessages } from './portalLinks.js';
import { systemClock } from '../platform/clock.js';
import { exportFileName, readModelPages, sendCustomersCsv, templateCsv } from './csvExport.js';

/** `POST /api/customers/import` (001 §7), the CSV export and the CSV template download (001 §9). */
export const customerImportRoutes: RestRoute[] = [
  {
    // The same pipeline as `importCustomers(csv)`, over JSON rows; the import runs as a job.
    method: 'POST',
    path: '/api/customers/import',
    role: 'admin',
    handler: async (req, res, _ctx, services) => {
      const started = await services.customerImports.importJson((req.body as { customers?: unknown } | undefined)?.customers);
      res.status(202).json({ message: `Importing ${started.total} customers`, import: started });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/template.csv',
    role: 'admin',
    handler: async (_req, res) => {
      res
        .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="customers-template.csv"', 'Cache-Control': 'no-store' })
        .send(await templateCsv());
    },
  },
  {
    // Every customer, streamed a page at a time from the read model; named by the business date.
    method: 'GET',
    path: '/api/customers/export.csv',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      await sendCustomersCsv(res, readModelPages(services.db.sql), exportFileName(await services.timeZone(), systemClock.now()));
    },
  },
  {
    // Texts the customer a one-time sign-in link; answers once the provider took it, or with why not.
    method: 'POST',
    path: '/api/send-portal-sms/:id',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const customerId = String(req.params.id ?? '');
      if (!isUuid(customerId)) throw new DomainError('NOT_FOUND', portalMessages.notFound);
      await services.portalLinks.send(customerId, ctx.origin ?? '');
      res.json({ message: 'Sign-in link sent' });
    },
  },
];
