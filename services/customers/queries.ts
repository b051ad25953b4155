import type { Sql } from '../platform/database.js';

/** A customer as every reader gets it (001 §3), with their booking stats. */
export interface CustomerView {
  id: string;
  /** How many events the customer has had: an editor sends it back to say which state they changed. */
  version: number;
  fullName: string;
  email: string;
  /** As the user typed it. */
  mobile: string;
  /** E.164, when the mobile is a valid number. */
  mobileE164: string | null;
  address: string | null;
  companyName: string | null;
  /** As typed. */
  vehicleRego: string | null;
  notes: string | null;
  createdAt: string;
  totalBookings: number;
  /** yyyy-MM-dd of the latest booking, or null. */
  lastBooking: string | null;
}

interface CustomerRow {
  id: string;
  version: number;
  full_name: string;
  email: string;
  mobile: string;
  mobile_e164: string | null;
  address: string | null;
  company_name: string | null;
  vehicle_rego: string | null;
  notes: string | null;
  created_at: Date;
  total_bookings: number;
  last_booking: string | null;
}

const toView = (r: CustomerRow): CustomerView => ({
  id: r.id,
  version: r.version,
  fullName: r.full_name,
  email: r.email,
  mobile: r.mobile,
  mobileE164: r.mobile_e164,
  address: r.address,
  companyName: r.company_name,
  vehicleRego: r.vehicle_rego,
  notes: r.notes,
  createdAt: r.created_at.toISOString(),
  totalBookings: r.total_bookings,
  lastBooking: r.last_booking,
});

const COLUMNS = 'id, version, full_name, email, mobile, mobile_e164, address, company_name, vehicle_rego, notes, created_at, total_bookings, last_booking';

export async function findCustomer(sql: Sql, id: string): Promise<CustomerView | null> {
  const rows = (await sql`select ${sql.unsafe(COLUMNS)} from customers where id = ${id}`) as unknown as CustomerRow[];
  return rows[0] ? toView(rows[0]) : null;
}

export async function findCustomerByEmail(sql: Sql, email: string): Promise<CustomerView | null> {
  const rows = (await sql`select ${sql.unsafe(COLUMNS)} from customers where lower(email) = ${email.trim().toLowerCase()} limit 1`) as unknown as CustomerRow[];
  return rows[0] ? toView(rows[0]) : null;
}

export async function findCustomers(sql: Sql, ids: readonly string[]): Promise<CustomerView[]> {
  if (ids.length === 0) return [];
  const rows = (await sql`select ${sql.unsafe(COLUMNS)} from customers where id = any(${sql.array([...ids])})`) as unknown as CustomerRow[];
  return rows.map(toView);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of customers by full name (then id), searched by name, e-mail, mobile (as typed, its
 * digits or E.164) or rego (with or without spaces) through the trigram index. A one-character
 * search finds nothing (000 §5: the search runs for empty text or 2+ characters).
 */
export async function searchCustomers(
  sql: Sql,
  query: { search?: string | null; offset: number; limit: number },
): Promise<{ items: CustomerView[]; total: number }> {
  const text = (query.search ?? '').trim().toLowerCase();
  if (text.length === 1) return { items: [], total: 0 };
  const compact = text.replace(/[\s()-]+/g, '');
  const where = text
    ? sql`where search_text like ${`%${escapeLike(text)}%`} ${compact !== text && compact.length > 1 ? sql`or search_text like ${`%${escapeLike(compact)}%`}` : sql``}`
    : sql``;
  const rows = (await sql`
    select ${sql.unsafe(COLUMNS)} from customers ${where}
    order by full_name, id offset ${query.offset} limit ${query.limit}`) as unknown as CustomerRow[];
  const [{ total }] = (await sql`select count(*)::int as total from customers ${where}`) as unknown as [{ total: number }];
  return { items: rows.map(toView), total };
}

/** Customers registered from the instant `since` until `until` (exclusive), if given (001 §9: by createdAt). */
export async function countNewCustomers(sql: Sql, since: string, until?: string): Promise<number> {
  const [{ n }] = (await sql`
    select count(*)::int as n from customers where created_at >= ${since} ${until ? sql`and created_at < ${until}` : sql``}`) as unknown as [{ n: number }];
  return n;
}

/**
 * The customers after (`fullName`, `id`) in the list's order, `limit` of them: keyset paging, so
 * each page is one index range however deep the export is, and a customer registered meanwhile
 * neither repeats nor shifts a row.
 */
export async function customersAfter(sql: Sql, after: { fullName: string; id: string } | null, limit: number): Promise<CustomerView[]> {
  const rows = (await sql`
    select ${sql.unsafe(COLUMNS)} from customers
    ${after ? sql`where (full_name, id) > (${after.fullName}, ${after.id})` : sql``}
    order by full_name, id limit ${limit}`) as unknown as CustomerRow[];
  return rows.map(toView);
}
