import type { RestRoute } from '../api/access.js';
import { templateCsv } from './csvExport.js';

/** `POST /api/customers/import` (001 §7) and the CSV template download (001 §9). */
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
];
