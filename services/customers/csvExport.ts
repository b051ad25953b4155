import { stringify } from 'csv-stringify';
import { todayIn } from '@detailing/schema';
import { Temporal } from 'temporal-polyfill';
import type { Response } from 'express';

/** The export's columns (001 §9). */
export const EXPORT_COLUMNS = ['Full Name', 'Email', 'Mobile', 'Address', 'Vehicle Registration', 'Total Bookings', 'Last Booking', 'Notes'] as const;

export interface ExportedCustomer {
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  vehicleRego: string | null;
  totalBookings: number;
  lastBooking: string | null;
  notes: string | null;
}

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

const PAGE = 500;

/** Streams every customer as CSV, a page at a time: the whole list is never in memory. */
export async function sendCustomersCsv(res: Response, pages: CustomerPages, fileName: string): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  csv.pipe(res);
  const write = (record: string[]) => (csv.write(record) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve)));
  try {
    let cursor: string | null = null;
    do {
      const page = await pages(cursor, PAGE);
      for (const c of page.customers) {
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
    stringify(rows, { header: true, columns: ['fullName', 'email', 'mobile', 'address', 'vehicleRego', 'notes', 'vehicleType', 'date', 'time'] }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  );
}
