import { stringify } from 'csv-stringify';
import { IMPORT_FIELDS, todayIn } from '@detailing/schema';
import { Temporal } from 'temporal-polyfill';
import type { Response } from 'express';
import type { Sql } from '../platform/database.js';
import { type CustomerView, customersAfter } from './queries.js';

/** The export's columns (001 §9). */
export const EXPORT_COLUMNS = ['Full Name', 'Email', 'Mobile', 'Address', 'Vehicle Registration', 'Total Bookings', 'Last Booking', 'Notes'] as const;

/** What the export writes of a customer: the read model's customer, its columns (001 §9). */
export type ExportedCustomer = Pick<CustomerView, 'fullName' | 'email' | 'mobile' | 'address' | 'vehicleRego' | 'totalBookings' | 'lastBooking' | 'notes'>;

/** One page of customers after `cursor` (null: from the start), in a stable order; an empty page ends the export. */
export type CustomerPages = (cursor: string | null, limit: number) => Promise<{ customers: ExportedCustomer[]; next: string | null }>;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets
 * a leading `'` (OWASP "CSV injection"); the import takes it off again.
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** `customers-YYYY-MM-DD.csv`, the business date at `now`. */
export const exportFileName = (timeZone: string, now: string) => `customers-${todayIn(timeZone, Temporal.Instant.from(now))}.csv`;

/**
 * Pages over the customers read model, by full name then id. The cursor is the last row's
 * (fullName, id) as JSON: the next page starts right after it.
 */
export const readModelPages =
  (sql: Sql): CustomerPages =>
  async (cursor, limit) => {
    const after = cursor ? (JSON.parse(cursor) as [string, string]) : null;
    const customers = await customersAfter(sql, after ? { fullName: after[0], id: after[1] } : null, limit);
    const last = customers.at(-1);
    return { customers, next: customers.length === limit && last ? JSON.stringify([last.fullName, last.id]) : null };
  };

export const EXPORT_PAGE = 500;

/** Streams every customer as CSV, a page at a time: the whole list is never in memory. */
export async function sendCustomersCsv(res: Response, pages: CustomerPages, fileName: string, pageSize = EXPORT_PAGE): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  csv.pipe(res);
  // Waits while the client is slower than the reads; a client that leaves ends the wait (and the loop).
  const write = (record: string[]) =>
    csv.write(record) || res.destroyed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            csv.off('drain', done);
            res.off('close', done);
            resolve();
          };
          csv.once('drain', done);
          res.once('close', done);
        });
  try {
    let cursor: string | null = null;
    do {
      const page = await pages(cursor, pageSize);
      for (const c of page.customers) {
        if (res.destroyed) break;
        await write(
          [c.fullName, c.email, c.mobile, c.address ?? '', c.vehicleRego ?? '', String(c.totalBookings), c.lastBooking ?? '', c.notes ?? ''].map(neutralised),
        );
      }
      cursor = page.next;
    } while (cursor !== null && !res.destroyed);
    csv.end();
  } catch (error) {
    // Headers are gone already: cut the download short rather than end it as if complete.
    csv.destroy();
    res.destroy(error as Error);
  }
}

/** The import's columns (001 §5) with five sample rows (001 §9), three of them with a booking. */
export function templateCsv(): Promise<string> {
  const rows = [
    ['John Smith', 'john.smith@example.com', '0412 345 678', '12 Collins St, Melbourne VIC 3000', 'ABC123', 'Prefers morning appointments', 'Sedan/Hatch', '2026-03-02', '09:00'],
    ['Sarah Johnson', 'sarah.johnson@example.com', '0423 456 789', '45 Chapel St, South Yarra VIC 3141', 'XYZ789', '', 'SUV 5 Seater', '03/03/2026', '10:30'],
    ['Michael Brown', 'michael.brown@example.com', '0434 567 890', '8 Sydney Rd, Brunswick VIC 3056', '', 'Fleet customer', 'UTE', '2026-03-04', '13:00'],
    ['Emma Wilson', 'emma.wilson@example.com', '0445 678 901', '', 'DEF456', 'Call before arriving', '', '', ''],
    ['David Lee', 'david.lee@example.com', '0456 789 012', '101 High St, Kew VIC 3101', '', '', '', '', ''],
  ];
  return new Promise((resolve, reject) =>
    stringify(rows, { header: true, columns: [...IMPORT_FIELDS] }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  );
}
