import type { Sql } from '../platform/database.js';
import { realBooking } from './queries.js';

export interface KnownCustomer {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  vehicleRego: string | null;
  createdAt: string;
  totalBookings: number;
  lastBooking: string | null;
}

/**
 * Customers known from bookings, one per email, with their latest details. Searched by name,
 * email, mobile or registration; the search runs only for empty text or 2+ characters (000 §5).
 */
export async function searchCustomers(sql: Sql, search: string | undefined, limit = 50): Promise<KnownCustomer[]> {
  const text = (search ?? '').trim();
  if (text.length === 1) return [];
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = (await sql`
    with latest as (
      select distinct on (lower(email)) lower(email) as key, full_name, email, mobile, address, vehicle_rego
      from bookings where ${realBooking(sql)} order by lower(email), created_at desc
    ), stats as (
      select lower(email) as key, min(created_at) as created_at, count(*)::int as total, max(date) as last_booking
      from bookings where ${realBooking(sql)} group by lower(email)
    )
    select latest.*, stats.created_at, stats.total, stats.last_booking from latest join stats using (key)
    ${
      text
        ? sql`where exists (select 1 from bookings b where lower(b.email) = latest.key and ${realBooking(sql)} and (
            b.full_name ilike ${pattern} or b.email ilike ${pattern} or b.mobile ilike ${pattern} or b.vehicle_rego ilike ${pattern}))`
        : sql``
    }
    order by latest.full_name limit ${limit}`) as unknown as {
    key: string;
    full_name: string;
    email: string;
    mobile: string;
    address: string | null;
    vehicle_rego: string | null;
    created_at: Date;
    total: number;
    last_booking: string | null;
  }[];
  return rows.map((r) => ({
    id: r.key,
    fullName: r.full_name,
    email: r.email,
    mobile: r.mobile,
    address: r.address,
    vehicleRego: r.vehicle_rego,
    createdAt: r.created_at.toISOString(),
    totalBookings: r.total,
    lastBooking: r.last_booking,
  }));
}
