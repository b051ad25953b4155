import type { ReportDates } from '@detailing/schema';
import { Temporal } from 'temporal-polyfill';
import type { CatalogLookup } from '../catalog/published.js';
import type { Sql } from '../platform/database.js';
import { bookingDays, bookingsByService, bookingsByStatus, invoiceDays, newCustomerDays } from './queries.js';

/** One day of the range; every day is present, zeros included. */
export interface ReportDayFigures {
  date: string;
  bookings: number;
  completedBookings: number;
  approvedBookings: number;
  pendingBookings: number;
  paidRevenueCents: number;
  pendingRevenueCents: number;
  /** The recorded quotes of the day's bookings not yet completed (billed) or cancelled. */
  bookedRevenueCents: number;
  invoices: number;
  newCustomers: number;
}

export interface ReportFigures {
  from: string;
  to: string;
  timeZone: string;
  totalRevenueCents: number;
  paidRevenueCents: number;
  pendingRevenueCents: number;
  bookedRevenueCents: number;
  averageBookingValueCents: number;
  totalInvoices: number;
  totalBookings: number;
  completedBookings: number;
  approvedBookings: number;
  pendingBookings: number;
  newCustomers: number;
  topServices: { rank: number; serviceId: number; name: string; bookings: number }[];
  bookingsByStatus: { status: string; label: string; bookings: number }[];
  days: ReportDayFigures[];
}

const TOP_SERVICES = 5;

/** Every date from `from` to `to`, both included, ascending (plain dates: counted on UTC days, which have no zone offsets). */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= last; day += 86_400_000) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/**
 * The report of 001 §9 over `from`..`to` (business-zone dates, inclusive), read from the reports
 * read model, the customers read model (by registration instant in `timeZone`) and the catalog
 * (service names, deleted ones included; status labels).
 */
export async function reportFor(sql: Sql, catalog: CatalogLookup, { from, to }: ReportDates, timeZone: string): Promise<ReportFigures> {
  const since = Temporal.PlainDate.from(from).toZonedDateTime(timeZone).toInstant().toString();
  const until = Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime(timeZone).toInstant().toString();
  const [bookings, statuses, services, invoices, customers, configured] = await Promise.all([
    bookingDays(sql, from, to),
    bookingsByStatus(sql, from, to),
    bookingsByService(sql, from, to),
    invoiceDays(sql, from, to),
    newCustomerDays(sql, since, until, timeZone),
    catalog.bookingStatuses(),
  ]);

  const byDate = new Map<string, ReportDayFigures>();
  const days = datesOf(from, to).map((date) => {
    const day: ReportDayFigures = {
      date,
      bookings: 0,
      completedBookings: 0,
      approvedBookings: 0,
      pendingBookings: 0,
      paidRevenueCents: 0,
      pendingRevenueCents: 0,
      bookedRevenueCents: 0,
      invoices: 0,
      newCustomers: 0,
    };
    byDate.set(date, day);
    return day;
  });
  for (const b of bookings) {
    const day = byDate.get(b.day);
    if (!day) continue;
    day.bookings = b.bookings;
    day.completedBookings = b.completed;
    day.approvedBookings = b.approved;
    day.pendingBookings = b.pending;
    day.bookedRevenueCents = b.unbilledCents;
  }
  for (const i of invoices) {
    const day = byDate.get(i.day);
    if (!day) continue;
    day.invoices = i.invoices;
    day.paidRevenueCents = i.paidCents;
    day.pendingRevenueCents = i.pendingCents;
  }
  for (const c of customers) {
    const day = byDate.get(c.day);
    if (day) day.newCustomers = c.customers;
  }

  const sum = (pick: (d: ReportDayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  const paidRevenueCents = sum((d) => d.paidRevenueCents);
  const completedBookings = sum((d) => d.completedBookings);
  return {
    from,
    to,
    timeZone,
    totalRevenueCents: paidRevenueCents,
    paidRevenueCents,
    pendingRevenueCents: sum((d) => d.pendingRevenueCents),
    bookedRevenueCents: sum((d) => d.bookedRevenueCents),
    averageBookingValueCents: completedBookings === 0 ? 0 : Math.round(paidRevenueCents / completedBookings),
    totalInvoices: sum((d) => d.invoices),
    totalBookings: sum((d) => d.bookings),
    completedBookings,
    approvedBookings: sum((d) => d.approvedBookings),
    pendingBookings: sum((d) => d.pendingBookings),
    newCustomers: sum((d) => d.newCustomers),
    topServices: await topServices(catalog, services),
    bookingsByStatus: statusCounts(configured, statuses),
    days,
  };
}

/** Configured statuses first, in their order (0 when none); then any other status found, by id; label falls back to the id. */
function statusCounts(configured: readonly { id: string; label: string }[], counts: Map<string, number>): ReportFigures['bookingsByStatus'] {
  const known = new Set(configured.map((s) => s.id));
  const others = [...counts.keys()].filter((id) => !known.has(id)).sort();
  return [
    ...configured.map((s) => ({ status: s.id, label: s.label, bookings: counts.get(s.id) ?? 0 })),
    ...others.map((id) => ({ status: id, label: id, bookings: counts.get(id)! })),
  ];
}

/** The five services with the most bookings; ties by name, then id. Names come from the catalog, deleted services included. */
async function topServices(catalog: CatalogLookup, counts: Map<number, number>): Promise<ReportFigures['topServices']> {
  const names = new Map((await catalog.servicesByIds([...counts.keys()])).map((s) => [s.id, s.name]));
  return [...counts.entries()]
    .map(([serviceId, bookings]) => ({ serviceId, bookings, name: names.get(serviceId) ?? `Service ${serviceId}` }))
    .sort((a, b) => b.bookings - a.bookings || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.serviceId - b.serviceId)
    .slice(0, TOP_SERVICES)
    .map((s, i) => ({ rank: i + 1, ...s }));
}
