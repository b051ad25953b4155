import { performance } from 'node:perf_hooks';
import type { CalendarBooking } from '@detailing/services/bookings/dashboard';
import { exportBookings } from '@detailing/services/bookings/calendarExport';
import { renderInvoicePdf } from '@detailing/services/invoicing/invoicePdf';
import type { InvoiceRecord } from '@detailing/services/invoicing/queries';
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
  const timeZone = 'Australia/Melbourne';
  const ics = await compare(quick ? 100 : 400, (name) => exportBookings([booking(name)], timeZone));
  const pdf = await compare(quick ? 20 : 80, (name) => renderInvoicePdf(invoice(name)));
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

function booking(fullName: string): CalendarBooking {
  return {
    id: '0f8e1c1e-7a3b-4d4e-9a57-3c1f7f0d2b10',
    fullName,
    email: 'jo@example.com',
    mobile: '0400 111 222',
    address: null,
    date: '2026-12-01',
    time: '09:30',
    vehicleType: 'UTE',
    modelYear: 2024,
    vehicleRego: 'ABC123',
    serviceIds: [1],
    notes: null,
    status: 'approved',
    termsAccepted: false,
    termsAcceptedAt: null,
    digitalSignature: null,
    invoiceId: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    beforePhotos: [],
    afterPhotos: [],
    licenseFrontPhoto: null,
    licenseBackPhoto: null,
    signatureCanvas: null,
    endTime: '11:30',
    durationHours: 2,
    serviceNames: ['Full Detail'],
  };
}

function invoice(name: string): InvoiceRecord {
  return {
    id: '2b0f9a35-3c1e-4a55-8d1e-0d5b1c1e7e01',
    invoiceNumber: '20001',
    type: 'invoice',
    status: 'paid',
    bookingId: null,
    customer: { id: null, name, email: 'jo@example.com', phone: '0400 111 222', address: '1 Main St, Carlton', vehicleRego: 'ABC123' },
    business: {
      businessName: 'Shine Detailing',
      businessAddress: '2 High St, Melbourne VIC 3000',
      businessPhone: '03 9000 0000',
      businessEmail: 'hello@shine.example',
      businessAbn: '12 345 678 901',
      appDomain: '',
    },
    items: [{ name: 'Full Detail', description: 'Inside and out', quantity: 1, unitPriceCents: 123450, totalCents: 123450, serviceId: 1 }],
    subtotalCents: 123450,
    taxCents: 0,
    totalCents: 123450,
    invoiceDate: '2026-01-15',
    dueDate: '2026-02-14',
    notes: null,
    deleted: false,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  };
}
