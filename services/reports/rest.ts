import { ReportDatesInput, reportFileName } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { parseInput } from '../platform/validation.js';
import { reportCsv } from './csv.js';
import { reportFor } from './report.js';

/** The report's CSV export (admin): the same figures as `report(from, to)`, a row per day and a total. */
export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/reports/export.csv',
    role: 'admin',
    handler: async (req, res, _ctx, services) => {
      const range = parseInput(ReportDatesInput, { from: req.query.from, to: req.query.to });
      const report = await reportFor(services.db.sql, services.catalogLookup, range, await services.timeZone());
      res
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${reportFileName(range.from, range.to)}"`,
          'Cache-Control': 'no-store',
        })
        .send(reportCsv(report));
    },
  },
];
