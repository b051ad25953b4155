import type { BookingDetails, StoredPhoto } from '@detailing/schema';
import type { Sql } from '../platform/database.js';

export interface PhotoReference {
  url: string;
  path: string;
  thumbnailUrl: string;
}

export interface Booking extends BookingDetails {
  id: string;
  status: string;
  termsAccepted: boolean;
  termsAcceptedAt: string | null;
  digitalSignature: string | null;
  invoiceId: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many events the booking has had: an editor sends it back to say which state they changed. */
  version: number;
  beforePhotos: PhotoReference[];
  afterPhotos: PhotoReference[];
  /** Read URLs (admin or owning customer only), never the image data itself. */
  licenseFrontPhoto: string | null;
  licenseBackPhoto: string | null;
  signatureCanvas: string | null;
}

export interface BookingRow {
  id: string;
  full_name: string;
  email: string;
  mobile: string;
  address: string | null;
  date: string;
  time: string;
  vehicle_type: string;
  model_year: number | null;
  vehicle_rego: string | null;
  service_ids: number[];
  notes: string | null;
  status: string;
  terms_accepted: boolean;
  terms_accepted_at: Date | null;
  digital_signature: string | null;
  signature_blob: string | null;
  licence_front_blob: string | null;
  licence_back_blob: string | null;
  before_photos: StoredPhoto[];
  after_photos: StoredPhoto[];
  invoice_id: string | null;
  completed_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export const photoReference = (photo: StoredPhoto): PhotoReference => ({
  url: `/api/nas-photo?path=${encodeURIComponent(photo.path)}`,
  path: photo.path,
  thumbnailUrl: `/api/nas-photo?path=${encodeURIComponent(photo.path)}&size=thumbnail`,
});

export const toBooking = (r: BookingRow): Booking => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  mobile: r.mobile,
  address: r.address,
  date: r.date,
  time: r.time,
  vehicleType: r.vehicle_type,
  modelYear: r.model_year,
  vehicleRego: r.vehicle_rego,
  serviceIds: r.service_ids,
  notes: r.notes,
  status: r.status,
  termsAccepted: r.terms_accepted,
  termsAcceptedAt: r.terms_accepted_at?.toISOString() ?? null,
  digitalSignature: r.digital_signature,
  invoiceId: r.invoice_id,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
  beforePhotos: r.before_photos.map(photoReference),
  afterPhotos: r.after_photos.map(photoReference),
  licenseFrontPhoto: r.licence_front_blob ? `/api/bookings/${r.id}/licence/front` : null,
  licenseBackPhoto: r.licence_back_blob ? `/api/bookings/${r.id}/licence/back` : null,
  signatureCanvas: r.signature_blob ? `/api/bookings/${r.id}/signature` : null,
});

/** Placeholder bookings (customer profiles) never count as bookings anywhere (000 §3). */
export const realBooking = (sql: Sql) => sql`deleted_at is null and vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01'`;

export async function listBookings(sql: Sql, range: { from?: string; to?: string } = {}): Promise<Booking[]> {
  const rows = (await sql`
    select * from bookings where ${realBooking(sql)}
      ${range.from ? sql`and date >= ${range.from}` : sql``}
      ${range.to ? sql`and date <= ${range.to}` : sql``}
    order by date desc, time desc, created_at desc`) as unknown as BookingRow[];
  return rows.map(toBooking);
}

export async function findBookingRow(sql: Sql, id: string, options: { includeDeleted?: boolean } = {}): Promise<BookingRow | null> {
  const rows = (await sql`
    select * from bookings where id = ${id} ${options.includeDeleted ? sql`` : sql`and deleted_at is null`}`) as unknown as BookingRow[];
  return rows[0] ?? null;
}

export async function findBooking(sql: Sql, id: string, options: { includeDeleted?: boolean } = {}): Promise<Booking | null> {
  const row = await findBookingRow(sql, id, options);
  return row ? toBooking(row) : null;
}

/** Whether a booking (not deleted) with this e-mail (any case) has this date, time and vehicle type: the CSV import's duplicate check. */
export async function hasBookingAt(sql: Sql, at: { email: string; date: string; time: string; vehicleType: string }): Promise<boolean> {
  const rows = await sql`
    select 1 from bookings
    where lower(email) = ${at.email.toLowerCase()} and date = ${at.date} and time = ${at.time} and vehicle_type = ${at.vehicleType} and deleted_at is null
    limit 1`;
  return rows.length > 0;
}

/** Bookings dated from `from` to `to` inclusive (yyyy-MM-dd), in date and time order. */
export async function listBookingRowsBetween(sql: Sql, from: string, to: string): Promise<BookingRow[]> {
  return (await sql`
    select * from bookings where ${realBooking(sql)} and date >= ${from} and date <= ${to} order by date, time`) as unknown as BookingRow[];
}

export async function countBookingsBetween(sql: Sql, from: string, to: string): Promise<number> {
  const [{ n }] = (await sql`
    select count(*)::int as n from bookings where ${realBooking(sql)} and date >= ${from} and date <= ${to}`) as unknown as [{ n: number }];
  return n;
}

/**
 * Customers are known from bookings until the customers context owns them: one per email, first
 * seen with its first booking. How many were first seen from `since` (an instant) until `until`, if given.
 */
export async function countNewCustomers(sql: Sql, since: string, until?: string): Promise<number> {
  const [{ n }] = (await sql`
    select count(*)::int as n from (
      select min(created_at) as created_at from bookings where ${realBooking(sql)} group by lower(email)
    ) c where c.created_at >= ${since} ${until ? sql`and c.created_at < ${until}` : sql``}`) as unknown as [{ n: number }];
  return n;
}

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
