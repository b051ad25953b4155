import { performance } from 'node:perf_hooks';
import { defaultBusinessSettings } from '@detailing/schema';
import { exportBookings } from '@detailing/services/bookings/calendarExport';
import { renderInvoicePdf } from '@detailing/services/invoicing/invoicePdf';
import { calendarBooking, invoiceRecord } from '../testing/fixtures/records.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';
import { median } from './support.js';

const SHORT_NAME = 'Jo Citizen-Smith';
/**
 * Larger than any field maximum in schema/, with no space to break at and multi-byte characters
 * to fold around: the worst case for line folding and PDF wrapping.
 */
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorffé'.repeat(139).slice(0, 5_000);

/**
 * Work that grows with a field's length grows linearly: one booking exported to iCalendar and one
 * invoice rendered to PDF with a 5,000-character name, against the same with a short name.
 */
export async function benchLongText({ quick }: BenchOptions): Promise<Figure[]> {
  const { timeZone } = defaultBusinessSettings;
  const ics = await compare(quick ? 100 : 400, (name) => exportBookings([calendarBooking({ fullName: name })], timeZone));
  const pdf = await compare(quick ? 20 : 80, (name) => renderInvoicePdf(invoiceRecord({ customer: { ...invoiceRecord().customer, name } })));
  const note = (runs: number) => `median of ${runs} runs; ${LONG_NAME.length} vs ${SHORT_NAME.length} characters`;
  return [
    withRatio({
      key: 'export.ics.longNameRatio',
      label: `calendar export of one booking with a ${LONG_NAME.length.toLocaleString('en')}-character name (baseline: a short name)`,
      value: ics.long,
      unit: 'ms',
      baseline: ics.short,
      note: note(ics.runs),
    }),
    withRatio({
      key: 'invoice.pdf.longNameRatio',
      label: `invoice PDF for a customer with a ${LONG_NAME.length.toLocaleString('en')}-character name (baseline: a short name)`,
      value: pdf.long,
      unit: 'ms',
      baseline: pdf.short,
      // Linear is not free: the long name is about 100 lines to lay out and draw, the short one 1.
      note: `${note(pdf.runs)}; about 100 lines of text against 1`,
    }),
  ];
}

/** Median times of `work` with each name, the two interleaved so drift in the machine hits both alike. */
async function compare(runs: number, work: (name: string) => unknown): Promise<{ short: number; long: number; runs: number }> {
  const time = async (name: string) => {
    const started = performance.now();
    await work(name);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) {
    await time(SHORT_NAME);
    await time(LONG_NAME);
  }
  const short: number[] = [];
  const long: number[] = [];
  for (let i = 0; i < runs; i++) {
    short.push(await time(SHORT_NAME));
    long.push(await time(LONG_NAME));
  }
  return { short: median(short), long: median(long), runs };
}

