import { stringify } from 'csv-stringify/sync';
import { REPORT_CSV_COLUMNS } from '@detailing/schema';
import type { ReportFigures } from './report.js';

/** Whole cents as dollars with two decimals, no currency sign ("1234.50"). */
export const dollarsText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The report as CSV: a row per day of the range (zeros included), then the range's totals. Every
 * cell is a date, a count or an amount the server formatted, never user text, so no cell can be
 * read as a formula and none needs neutralising.
 */
export function reportCsv(report: ReportFigures): string {
  const row = (date: string, f: Omit<ReportFigures['days'][number], 'date'>) => [
    date,
    String(f.bookings),
    String(f.completedBookings),
    String(f.approvedBookings),
    String(f.pendingBookings),
    dollarsText(f.paidRevenueCents),
    dollarsText(f.pendingRevenueCents),
    dollarsText(f.bookedRevenueCents),
    String(f.invoices),
    String(f.newCustomers),
  ];
  const total = row('Total', {
    bookings: report.totalBookings,
    completedBookings: report.completedBookings,
    approvedBookings: report.approvedBookings,
    pendingBookings: report.pendingBookings,
    paidRevenueCents: report.paidRevenueCents,
    pendingRevenueCents: report.pendingRevenueCents,
    bookedRevenueCents: report.bookedRevenueCents,
    invoices: report.totalInvoices,
    newCustomers: report.newCustomers,
  });
  return stringify([...report.days.map((d) => row(d.date, d)), total], { header: true, columns: [...REPORT_CSV_COLUMNS], bom: true });
}
