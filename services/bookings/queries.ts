import { type BookingDetails, type BookingQuote, COMPLETING_STATUSES, type StoredPhoto, toDollars } from '@detailing/schema';
import type { Sql, Tx } from '../platform/database.js';

export interface PhotoReference {
  url: string;
  path: string;
  thumbnailUrl: string;
}

export interface Booking extends BookingDetails {
  id: string;
  /** The customer the booking belongs to (null only for bookings from before customers, until the backfill). */
  customerId: string | null;
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
  /**
   * The business made it, or confirmed it (VERIFYING_STATUSES): only then does its plate sign its
   * customer in, and only then does the portal show it. A public booking starts unverified.
   */
  verified: boolean;
  /** The price recorded when it was made or last re-quoted (null: from before quotes, not backfilled yet). */
  quote: BookingQuote | null;
  /** The quote's total in dollars, as REST gives money (null without a quote). */
  quotedTotal: number | null;
}

/** A booking's quote and its total in dollars, as `Booking` carries them. */
export const quoted = (quote: BookingQuote | null): Pick<Booking, 'quote' | 'quotedTotal'> => ({ quote, quotedTotal: quote ? toDollars(quote.totalCents) : null });

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
  customer_id: string | null;
  verified: boolean;
  quote: BookingQuote | null;
}

export const photoReference = (photo: StoredPhoto): PhotoReference => ({
  url: `/api/nas-photo?path=${encodeURIComponent(photo.path)}`,
  path: photo.path,
  thumbnailUrl: `/api/nas-photo?path=${encodeURIComponent(photo.path)}&size=thumbnail`,
});

export const toBooking = (r: BookingRow): Booking => ({
  id: r.id,
  customerId: r.customer_id,
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
  verified: r.verified,
  ...quoted(r.quote),
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

/** A booking that still shows this image (photo, thumbnail, licence side or signature). */
export async function blobIsReferenced(sql: Sql | Tx, blobId: string, exceptBookingIds: readonly string[] = []): Promise<boolean> {
  const rows = await sql`
    select 1 from bookings where deleted_at is null and id <> all(${sql.array([...exceptBookingIds])}::text[]) and (
      licence_front_blob = ${blobId} or licence_back_blob = ${blobId} or signature_blob = ${blobId}
      or exists (select 1 from jsonb_array_elements(before_photos || after_photos) p
        where p->>'blobId' = ${blobId} or p->>'thumbnailBlobId' = ${blobId}))
    limit 1`;
  return rows.length > 0;
}

/** A customer's bookings, newest first; placeholders never, deleted ones only when asked (to erase them). */
export async function listCustomerBookingRows(
  sql: Sql,
  customerId: string,
  options: { includeDeleted?: boolean; verifiedOnly?: boolean } = {},
): Promise<BookingRow[]> {
  return (await sql`
    select * from bookings where customer_id = ${customerId}
      ${options.includeDeleted ? sql`` : sql`and ${realBooking(sql)}`}
      ${options.verifiedOnly ? sql`and verified` : sql``}
    order by date desc, time desc, created_at desc`) as unknown as BookingRow[];
}

/** Bookings that have no customer yet (placeholders never have one): the backfill's work, a page at a time. */
export async function bookingRowsWithoutCustomer(sql: Sql, limit: number, after: string | null): Promise<BookingRow[]> {
  return (await sql`
    select * from bookings
    where customer_id is null and ${realBooking(sql)} and (${after}::text is null or id > ${after})
    order by id limit ${limit}`) as unknown as BookingRow[];
}

/** Bookings on `fromDate` or later neither cancelled, completed nor deleted (placeholders left out), by start: when each starts and its status. */
export async function upcomingBookingStarts(sql: Sql, fromDate: string): Promise<Pick<Booking, 'id' | 'date' | 'time' | 'status'>[]> {
  return (await sql`
    select id, date, time, status from bookings
    where ${realBooking(sql)} and date >= ${fromDate} and status <> 'cancelled' and status <> all(${sql.array([...COMPLETING_STATUSES])})
    order by date, time, id`) as unknown as Pick<Booking, 'id' | 'date' | 'time' | 'status'>[];
}

/** Bookings from before quotes that have none yet (not deleted, not placeholders), in id order after `after`. */
export async function bookingIdsWithoutQuote(sql: Sql, limit: number, after: string | null): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from bookings
    where quote is null and ${realBooking(sql)} and (${after}::text is null or id > ${after})
    order by id limit ${limit}`;
  return rows.map((r) => r.id);
}

/**
 * The days from `from` to `to` (inclusive, `yyyy-MM-dd`) holding at least one booking that is not
 * cancelled (`holdsDay`), from the bookingDays read model; ascending.
 */
export async function heldDays(sql: Sql, from: string, to: string): Promise<string[]> {
  const rows = await sql<{ date: string }[]>`
    select distinct date from booking_days
    where date >= ${from} and date <= ${to} and status <> 'cancelled' and vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01'
    order by date`;
  return rows.map((r) => r.date);
}

/** Whether the bookingDays read model has a booking other than `bookingId` holding `date`. */
export async function dayIsHeld(sql: Sql, date: string, bookingId: string): Promise<boolean> {
  const rows = await sql`
    select 1 from booking_days
    where date = ${date} and booking_id <> ${bookingId} and status <> 'cancelled' and vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01'
    limit 1`;
  return rows.length > 0;
}
