import {
  assertNever,
  type BookingCompleted,
  type BookingCreated,
  type BookingDeleted,
  type BookingDetailsUpdated,
  type BookingQuoteRecorded,
  type BookingStatusChanged,
  type InvoiceDeleted,
  type InvoiceIssued,
  type InvoiceStatusChanged,
  isPlaceholderBooking,
} from '@detailing/schema';
import type { Tx } from '@detailing/services/platform/database';
import type { Projector } from '../runner/Projector.js';

type Handled =
  | BookingCreated
  | BookingDetailsUpdated
  | BookingQuoteRecorded
  | BookingStatusChanged
  | BookingCompleted
  | BookingDeleted
  | InvoiceIssued
  | InvoiceStatusChanged
  | InvoiceDeleted;

/** A booking as the report counts it: by its own date, status and services, unless deleted or a placeholder. */
interface BookingRow {
  id: string;
  day: string;
  status: string;
  service_ids: number[];
  vehicle_type: string;
  deleted: boolean;
  /** Its recorded quote's total (0 without one). */
  quoted_cents: number;
  /** Completed once (so billed and paid), whatever status followed. */
  completed: boolean;
}

/** An invoice (never a quote) as the report counts it: by its invoice date, status and total, unless deleted. */
interface InvoiceRow {
  id: string;
  day: string;
  status: string;
  total_cents: number;
  deleted: boolean;
}

const bookingCounts = (b: BookingRow) => !b.deleted && !isPlaceholderBooking({ vehicleType: b.vehicle_type, date: b.day });

/** What a booking is still expected to bring in: its quote, until it is completed (billed) or cancelled. */
const unbilledCents = (b: BookingRow) => (b.completed || b.status === 'cancelled' ? 0 : b.quoted_cents);

/**
 * The reports' read model (001 §9): per business day, how many bookings each status holds, how
 * many bookings each service has, and the invoices and their totals by status. Each entity keeps
 * a small row of what it counts as, so a change takes its old contribution out of the day tables
 * and puts the new one in. No personal data, so nothing to erase.
 */
export const reportsProjector: Projector = {
  name: 'reports',
  // 2: bookings' recorded quotes, counted until billed (booked revenue).
  version: 2,
  handles: [
    'BookingCreated',
    'BookingDetailsUpdated',
    'BookingQuoteRecorded',
    'BookingStatusChanged',
    'BookingCompleted',
    'BookingDeleted',
    'InvoiceIssued',
    'InvoiceStatusChanged',
    'InvoiceDeleted',
  ] satisfies Handled['type'][],

  migrations: [
    {
      id: 1,
      name: 'create report tables',
      up: async (tx) => {
        await tx`
          create table report_bookings (
            id text primary key,
            day text not null,
            status text not null,
            service_ids integer[] not null,
            vehicle_type text not null,
            deleted boolean not null default false
          )`;
        await tx`
          create table report_booking_days (
            day text not null,
            status text not null,
            bookings integer not null,
            primary key (day, status)
          )`;
        await tx`
          create table report_service_days (
            day text not null,
            service_id integer not null,
            bookings integer not null,
            primary key (day, service_id)
          )`;
        await tx`
          create table report_invoices (
            id text primary key,
            day text not null,
            status text not null,
            total_cents bigint not null,
            deleted boolean not null default false
          )`;
        await tx`
          create table report_invoice_days (
            day text not null,
            status text not null,
            invoices integer not null,
            total_cents bigint not null,
            primary key (day, status)
          )`;
      },
    },
    {
      // Filled by projector version 2.
      id: 2,
      name: 'booked revenue from quotes',
      up: async (tx) => {
        await tx`alter table report_bookings add column quoted_cents bigint not null default 0, add column completed boolean not null default false`;
        await tx`alter table report_booking_days add column unbilled_cents bigint not null default 0`;
      },
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        const row: BookingRow = {
          id: d.bookingId,
          day: d.date,
          status: d.status,
          service_ids: d.serviceIds,
          vehicle_type: d.vehicleType,
          deleted: false,
          quoted_cents: d.quote?.totalCents ?? 0,
          completed: false,
        };
        const inserted = await tx`
          insert into report_bookings (id, day, status, service_ids, vehicle_type, quoted_cents)
          values (${row.id}, ${row.day}, ${row.status}, ${tx.array(row.service_ids)}::integer[], ${row.vehicle_type}, ${row.quoted_cents})
          on conflict (id) do nothing returning id`;
        if (inserted.length) await countBooking(tx, row, 1);
        return [];
      }
      case 'BookingDetailsUpdated': {
        const { bookingId, changes, quote } = event.data;
        if (changes.date === undefined && changes.serviceIds === undefined && changes.vehicleType === undefined && !quote) return [];
        await changeBooking(tx, bookingId, (b) => ({
          ...b,
          day: changes.date ?? b.day,
          service_ids: changes.serviceIds ?? b.service_ids,
          vehicle_type: changes.vehicleType ?? b.vehicle_type,
          quoted_cents: quote?.totalCents ?? b.quoted_cents,
        }));
        return [];
      }
      case 'BookingQuoteRecorded':
        await changeBooking(tx, event.data.bookingId, (b) => ({ ...b, quoted_cents: event.data.quote.totalCents }));
        return [];
      case 'BookingCompleted':
        await changeBooking(tx, event.data.bookingId, (b) => ({ ...b, completed: true }));
        return [];
      case 'BookingStatusChanged':
        await changeBooking(tx, event.data.bookingId, (b) => ({ ...b, status: event.data.to }));
        return [];
      case 'BookingDeleted':
        await changeBooking(tx, event.data.bookingId, (b) => ({ ...b, deleted: true }));
        return [];
      case 'InvoiceIssued': {
        const d = event.data;
        // Quotes are never revenue: they are not kept, so their later changes find nothing here.
        if (d.type !== 'invoice') return [];
        const row: InvoiceRow = { id: d.invoiceId, day: d.invoiceDate, status: d.status, total_cents: d.totalCents, deleted: false };
        const inserted = await tx`
          insert into report_invoices (id, day, status, total_cents) values (${row.id}, ${row.day}, ${row.status}, ${row.total_cents})
          on conflict (id) do nothing returning id`;
        if (inserted.length) await countInvoice(tx, row, 1);
        return [];
      }
      case 'InvoiceStatusChanged':
        await changeInvoice(tx, event.data.invoiceId, (i) => ({ ...i, status: event.data.to }));
        return [];
      case 'InvoiceDeleted':
        await changeInvoice(tx, event.data.invoiceId, (i) => ({ ...i, deleted: true }));
        return [];
      default:
        return assertNever(event);
    }
  },
};

/** Takes the booking's contribution out of the day tables, changes its row, and puts the new contribution in. */
async function changeBooking(tx: Tx, id: string, change: (before: BookingRow) => BookingRow): Promise<void> {
  const [found] = (await tx`
    select id, day, status, service_ids, vehicle_type, deleted, quoted_cents, completed from report_bookings where id = ${id}`) as unknown as BookingRow[];
  if (!found) return;
  const before = { ...found, quoted_cents: Number(found.quoted_cents) };
  const after = change(before);
  await countBooking(tx, before, -1);
  await tx`
    update report_bookings set day = ${after.day}, status = ${after.status}, service_ids = ${tx.array(after.service_ids)}::integer[],
      vehicle_type = ${after.vehicle_type}, deleted = ${after.deleted}, quoted_cents = ${after.quoted_cents}, completed = ${after.completed}
    where id = ${id}`;
  await countBooking(tx, after, 1);
}

/** Adds (1) or removes (-1) what a booking counts for on its day; a day's row that reaches zero goes. */
async function countBooking(tx: Tx, b: BookingRow, delta: 1 | -1): Promise<void> {
  if (!bookingCounts(b)) return;
  await tx`
    insert into report_booking_days (day, status, bookings, unbilled_cents) values (${b.day}, ${b.status}, ${delta}, ${delta * unbilledCents(b)})
    on conflict (day, status) do update set bookings = report_booking_days.bookings + excluded.bookings,
      unbilled_cents = report_booking_days.unbilled_cents + excluded.unbilled_cents`;
  await tx`delete from report_booking_days where day = ${b.day} and status = ${b.status} and bookings = 0`;
  // A booking with two services counts once for each; a service listed twice still counts once.
  const serviceIds = [...new Set(b.service_ids)];
  if (serviceIds.length === 0) return;
  await tx`
    insert into report_service_days (day, service_id, bookings)
    select ${b.day}, s, ${delta}::integer from unnest(${tx.array(serviceIds)}::integer[]) s
    on conflict (day, service_id) do update set bookings = report_service_days.bookings + excluded.bookings`;
  await tx`delete from report_service_days where day = ${b.day} and service_id = any(${tx.array(serviceIds)}::integer[]) and bookings = 0`;
}

async function changeInvoice(tx: Tx, id: string, change: (before: InvoiceRow) => InvoiceRow): Promise<void> {
  const [found] = (await tx`select id, day, status, total_cents, deleted from report_invoices where id = ${id}`) as unknown as InvoiceRow[];
  if (!found) return;
  const before = { ...found, total_cents: Number(found.total_cents) };
  const after = change(before);
  await countInvoice(tx, before, -1);
  await tx`update report_invoices set status = ${after.status}, deleted = ${after.deleted} where id = ${id}`;
  await countInvoice(tx, after, 1);
}

async function countInvoice(tx: Tx, i: InvoiceRow, delta: 1 | -1): Promise<void> {
  if (i.deleted) return;
  await tx`
    insert into report_invoice_days (day, status, invoices, total_cents) values (${i.day}, ${i.status}, ${delta}, ${delta * i.total_cents})
    on conflict (day, status) do update set invoices = report_invoice_days.invoices + excluded.invoices,
      total_cents = report_invoice_days.total_cents + excluded.total_cents`;
  await tx`delete from report_invoice_days where day = ${i.day} and status = ${i.status} and invoices = 0`;
}
