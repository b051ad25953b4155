import { Temporal } from 'temporal-polyfill';
import { addHours, todayIn } from '@detailing/schema';
import type { Sql } from '../platform/database.js';
import type { CatalogLookup } from '../catalog/published.js';
import { type Booking, countBookingsBetween, listBookingRowsBetween, toBooking } from './queries.js';

export interface DashboardSummary {
  todaysBookings: number;
  /** Paid invoices dated in the last 7 days, in cents. */
  weeklyRevenue: number;
  newCustomers: number;
}

/** Cents of paid invoices dated from `from` to `to` (inclusive yyyy-MM-dd). */
export type RevenueSource = (from: string, to: string) => Promise<number>;

/** Customers registered from the instant `since` until `until` (exclusive), if given: the customers read model's count. */
export type NewCustomerSource = (since: string, until?: string) => Promise<number>;

export async function todaysBookings(sql: Sql, timeZone: string, now = Temporal.Now.instant()): Promise<Booking[]> {
  const today = todayIn(timeZone, now);
  return (await listBookingRowsBetween(sql, today, today)).map(toBooking);
}

export async function dashboardSummary(
  sql: Sql,
  timeZone: string,
  revenue: RevenueSource,
  newCustomers: NewCustomerSource,
  now = Temporal.Now.instant(),
): Promise<DashboardSummary> {
  const today = todayIn(timeZone, now);
  const weekAgo = Temporal.PlainDate.from(today).subtract({ days: 7 }).toString();
  const since = now.subtract({ hours: 7 * 24 }).toString();
  return {
    todaysBookings: await countBookingsBetween(sql, today, today),
    weeklyRevenue: await revenue(weekAgo, today),
    newCustomers: await newCustomers(since),
  };
}

export interface ReportFigures {
  totalRevenue: number;
  totalBookings: number;
  newCustomers: number;
}

/** The dashboard report dialog: inclusive date range in the business time zone; zero unless both ends are set. */
export async function reportFigures(
  sql: Sql,
  range: { startDate?: string | null; endDate?: string | null },
  timeZone: string,
  revenue: RevenueSource,
  newCustomers: NewCustomerSource,
): Promise<ReportFigures> {
  const { startDate, endDate } = range;
  if (!startDate || !endDate) return { totalRevenue: 0, totalBookings: 0, newCustomers: 0 };
  const from = Temporal.PlainDate.from(startDate).toZonedDateTime(timeZone).toInstant().toString();
  const until = Temporal.PlainDate.from(endDate).add({ days: 1 }).toZonedDateTime(timeZone).toInstant().toString();
  return {
    totalRevenue: await revenue(startDate, endDate),
    totalBookings: await countBookingsBetween(sql, startDate, endDate),
    newCustomers: await newCustomers(from, until),
  };
}

export type CalendarBooking = Booking & { endTime: string; durationHours: number; serviceNames: string[] };

/** Bookings between two dates (inclusive) with end times from service durations (1 hour per service when absent). */
export async function bookingsInRange(sql: Sql, catalog: CatalogLookup, from: string, to: string): Promise<CalendarBooking[]> {
  const rows = await listBookingRowsBetween(sql, from, to);
  const services = await catalog.servicesByIds([...new Set(rows.flatMap((r) => r.service_ids))]);
  return rows.map((row) => {
    const booking = toBooking(row);
    const durationHours = booking.serviceIds.reduce((sum, id) => sum + (services.find((s) => s.id === id)?.durationHours ?? 1), 0) || 1;
    const serviceNames = booking.serviceIds.map((id) => services.find((s) => s.id === id)?.name ?? `Service ${id}`);
    return { ...booking, durationHours, endTime: addHours(booking.time, durationHours), serviceNames };
  });
}
