import { Temporal } from 'temporal-polyfill';
import { addHours, todayIn } from '@detailing/schema';
import type { Sql } from '../platform/database.js';
import type { CatalogLookup } from '../catalog/published.js';
import { type Booking, type BookingRow, realBooking, toBooking } from './queries.js';

export interface DashboardSummary {
  todaysBookings: number;
  /** Paid invoices dated in the last 7 days, in cents. */
  weeklyRevenue: number;
  newCustomers: number;
}

/** Cents of paid invoices dated from `from` to `to` (inclusive yyyy-MM-dd). */
export type RevenueSource = (from: string, to: string) => Promise<number>;

/** Customers are known from bookings until the customers context owns them: first booking per email. */
const firstSeen = (sql: Sql) => sql`
  select lower(email) as email, min(created_at) as created_at from bookings where ${realBooking(sql)} group by lower(email)`;

export async function todaysBookings(sql: Sql, timeZone: string, now = Temporal.Now.instant()): Promise<Booking[]> {
  const rows = (await sql`
    select * from bookings where ${realBooking(sql)} and date = ${todayIn(timeZone, now)} order by time`) as unknown as BookingRow[];
  return rows.map(toBooking);
}

export async function dashboardSummary(sql: Sql, timeZone: string, revenue: RevenueSource, now = Temporal.Now.instant()): Promise<DashboardSummary> {
  const today = todayIn(timeZone, now);
  const weekAgo = Temporal.PlainDate.from(today).subtract({ days: 7 }).toString();
  const since = now.subtract({ hours: 7 * 24 }).toString();
  const [{ todays }] = (await sql`
    select count(*)::int as todays from bookings where ${realBooking(sql)} and date = ${today}`) as unknown as [{ todays: number }];
  const [{ fresh }] = (await sql`
    select count(*)::int as fresh from (${firstSeen(sql)}) c where c.created_at >= ${since}`) as unknown as [{ fresh: number }];
  return { todaysBookings: todays, weeklyRevenue: await revenue(weekAgo, today), newCustomers: fresh };
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
): Promise<ReportFigures> {
  const { startDate, endDate } = range;
  if (!startDate || !endDate) return { totalRevenue: 0, totalBookings: 0, newCustomers: 0 };
  const from = Temporal.PlainDate.from(startDate).toZonedDateTime(timeZone).toInstant().toString();
  const until = Temporal.PlainDate.from(endDate).add({ days: 1 }).toZonedDateTime(timeZone).toInstant().toString();
  const [{ bookings }] = (await sql`
    select count(*)::int as bookings from bookings
    where ${realBooking(sql)} and date >= ${startDate} and date <= ${endDate}`) as unknown as [{ bookings: number }];
  const [{ fresh }] = (await sql`
    select count(*)::int as fresh from (${firstSeen(sql)}) c where c.created_at >= ${from} and c.created_at < ${until}`) as unknown as [{ fresh: number }];
  return { totalRevenue: await revenue(startDate, endDate), totalBookings: bookings, newCustomers: fresh };
}

export type CalendarBooking = Booking & { endTime: string; durationHours: number; serviceNames: string[] };

/** Bookings between two dates (inclusive) with end times from service durations (1 hour per service when absent). */
export async function bookingsInRange(sql: Sql, catalog: CatalogLookup, from: string, to: string): Promise<CalendarBooking[]> {
  const rows = (await sql`
    select * from bookings where ${realBooking(sql)} and date >= ${from} and date <= ${to} order by date, time`) as unknown as BookingRow[];
  const services = await catalog.servicesByIds([...new Set(rows.flatMap((r) => r.service_ids))]);
  return rows.map((row) => {
    const booking = toBooking(row);
    const durationHours = booking.serviceIds.reduce((sum, id) => sum + (services.find((s) => s.id === id)?.durationHours ?? 1), 0) || 1;
    const serviceNames = booking.serviceIds.map((id) => services.find((s) => s.id === id)?.name ?? `Service ${id}`);
    return { ...booking, durationHours, endTime: addHours(booking.time, durationHours), serviceNames };
  });
}
