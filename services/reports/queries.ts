import type { Sql } from '../platform/database.js';

/**
 * Bookings per day of `from`..`to` (inclusive), in all and for the three statuses the report names,
 * and the recorded quotes of those not yet billed (completed) or cancelled, in cents.
 */
export async function bookingDays(sql: Sql, from: string, to: string) {
  const rows = (await sql`
    select day, sum(bookings)::int as bookings,
      coalesce(sum(bookings) filter (where status = 'completed'), 0)::int as completed,
      coalesce(sum(bookings) filter (where status = 'approved'), 0)::int as approved,
      coalesce(sum(bookings) filter (where status = 'pending'), 0)::int as pending,
      sum(unbilled_cents)::text as unbilled
    from report_booking_days where day >= ${from} and day <= ${to}
    group by day`) as unknown as { day: string; bookings: number; completed: number; approved: number; pending: number; unbilled: string }[];
  return rows.map(({ unbilled, ...row }) => ({ ...row, unbilledCents: Number(unbilled) }));
}

/** Bookings of `from`..`to` by status (statuses with none are absent). */
export async function bookingsByStatus(sql: Sql, from: string, to: string): Promise<Map<string, number>> {
  const rows = (await sql`
    select status, sum(bookings)::int as bookings from report_booking_days where day >= ${from} and day <= ${to}
    group by status`) as unknown as { status: string; bookings: number }[];
  return new Map(rows.map((r) => [r.status, r.bookings]));
}

/** Bookings of `from`..`to` by service (services with none are absent). */
export async function bookingsByService(sql: Sql, from: string, to: string): Promise<Map<number, number>> {
  const rows = (await sql`
    select service_id, sum(bookings)::int as bookings from report_service_days where day >= ${from} and day <= ${to}
    group by service_id`) as unknown as { service_id: number; bookings: number }[];
  return new Map(rows.map((r) => [r.service_id, r.bookings]));
}

/** Invoices per invoice date of `from`..`to`: how many, and the paid and pending totals in cents. */
export async function invoiceDays(sql: Sql, from: string, to: string) {
  const rows = (await sql`
    select day, sum(invoices)::int as invoices,
      coalesce(sum(total_cents) filter (where status = 'paid'), 0)::text as paid,
      coalesce(sum(total_cents) filter (where status = 'pending'), 0)::text as pending
    from report_invoice_days where day >= ${from} and day <= ${to}
    group by day`) as unknown as { day: string; invoices: number; paid: string; pending: string }[];
  return rows.map((r) => ({ day: r.day, invoices: r.invoices, paidCents: Number(r.paid), pendingCents: Number(r.pending) }));
}

/**
 * Customers registered from the instant `since` until `until` (exclusive), by their business date
 * in `timeZone`: the customers read model, read as it is (erased customers are gone from it).
 */
export async function newCustomerDays(sql: Sql, since: string, until: string, timeZone: string) {
  // Grouped by the zone's date first (a cheap cast per row), formatted once per day after.
  return (await sql`
    select to_char(day, 'YYYY-MM-DD') as day, customers from (
      select (created_at at time zone ${timeZone})::date as day, count(*)::int as customers
      from customers where created_at >= ${since} and created_at < ${until}
      group by 1) d`) as unknown as { day: string; customers: number }[];
}
