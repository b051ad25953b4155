import { defaultBookingStatuses, defaultBusinessSettings } from '@detailing/schema';
import type { Sql } from '../platform/database.js';

/** The live feed as the admin screen sees it: never its token. */
export interface FeedRecord {
  feedKey: string;
  urlHint: string;
  includeStatuses: string[];
  includeContactDetails: boolean;
  createdAt: string;
  syncedAt: string | null;
  version: number;
}

/** What serving a feed needs before it renders: the feed, and the read model's revision and settings. */
export interface FeedHead extends FeedRecord {
  revision: number;
  /** The latest change of anything a feed shows (null before any). */
  changedAt: string | null;
  businessName: string;
  timeZone: string;
  statusLabels: Record<string, string>;
}

/** One booking as a calendar event needs it (contact details apart). */
export interface FeedBooking {
  bookingId: string;
  date: string;
  time: string;
  servicesText: string;
  durationMinutes: number;
  status: string;
  vehicleType: string;
  modelYear: number | null;
  rego: string | null;
  firstName: string;
  sequence: number;
  lastModified: string;
}

export interface ContactDetails {
  email: string;
  mobile: string;
  address: string | null;
}

interface FeedRow {
  feed_key: string;
  url_hint: string;
  include_statuses: string[];
  include_contact_details: boolean;
  created_at: Date;
  synced_at: Date | null;
  version: number;
}

const feedOf = (row: FeedRow): FeedRecord => ({
  feedKey: row.feed_key,
  urlHint: row.url_hint,
  includeStatuses: row.include_statuses,
  includeContactDetails: row.include_contact_details,
  createdAt: row.created_at.toISOString(),
  syncedAt: row.synced_at?.toISOString() ?? null,
  version: row.version,
});

const defaultLabels: Record<string, string> = Object.fromEntries(defaultBookingStatuses.map((s) => [s.id, s.label]));

/** The live feed, or null. */
export async function getLiveFeed(sql: Sql): Promise<FeedRecord | null> {
  const [row] = (await sql`select * from calendar_feeds order by created_at desc limit 1`) as unknown as FeedRow[];
  return row ? feedOf(row) : null;
}

/** The feed whose token hashes to `tokenHash` (unique index), with what its ETag and rendering need; one query. */
export async function findFeedHead(sql: Sql, tokenHash: string): Promise<FeedHead | null> {
  const [row] = (await sql`
    select f.*, m.revision, m.changed_at, m.business_name, m.time_zone, m.status_labels
    from calendar_feeds f cross join calendar_meta m where f.token_hash = ${tokenHash}`) as unknown as (FeedRow & {
    revision: string;
    changed_at: Date | null;
    business_name: string | null;
    time_zone: string | null;
    status_labels: Record<string, string> | null;
  })[];
  if (!row) return null;
  return {
    ...feedOf(row),
    revision: Number(row.revision),
    changedAt: row.changed_at?.toISOString() ?? null,
    businessName: row.business_name ?? defaultBusinessSettings.businessName,
    timeZone: row.time_zone ?? defaultBusinessSettings.timeZone,
    statusLabels: row.status_labels ?? defaultLabels,
  };
}

/** The manual export's settings: as a feed's, without a feed. */
export async function getCalendarMeta(sql: Sql): Promise<Pick<FeedHead, 'businessName' | 'timeZone' | 'statusLabels'>> {
  const [row] = (await sql`select business_name, time_zone, status_labels from calendar_meta where id = 1`) as unknown as {
    business_name: string | null;
    time_zone: string | null;
    status_labels: Record<string, string> | null;
  }[];
  return {
    businessName: row?.business_name ?? defaultBusinessSettings.businessName,
    timeZone: row?.time_zone ?? defaultBusinessSettings.timeZone,
    statusLabels: row?.status_labels ?? defaultLabels,
  };
}

/**
 * The bookings a feed holds (statuses null: every status), by date and time. Customer-profile
 * placeholders of the old system (isPlaceholderBooking) are never shown or counted.
 */
export async function feedBookings(sql: Sql, statuses: readonly string[] | null): Promise<FeedBooking[]> {
  const rows = (await sql`
    select booking_id, date, time, services_text, duration_minutes, status, vehicle_type, model_year, rego, first_name, sequence, last_modified
    from calendar_events
    where vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01' and (${statuses === null} or status = any(${sql.array([...(statuses ?? [])])}::text[]))
    order by date, time, booking_id`) as unknown as {
    booking_id: string;
    date: string;
    time: string;
    services_text: string;
    duration_minutes: number;
    status: string;
    vehicle_type: string;
    model_year: number | null;
    rego: string | null;
    first_name: string;
    sequence: number;
    last_modified: Date;
  }[];
  return rows.map((r) => ({
    bookingId: r.booking_id,
    date: r.date,
    time: r.time,
    servicesText: r.services_text,
    durationMinutes: r.duration_minutes,
    status: r.status,
    vehicleType: r.vehicle_type,
    modelYear: r.model_year,
    rego: r.rego,
    firstName: r.first_name,
    sequence: r.sequence,
    lastModified: r.last_modified.toISOString(),
  }));
}

/** How many bookings a feed of these statuses holds (null: every status). */
export async function countFeedBookings(sql: Sql, statuses: readonly string[] | null): Promise<number> {
  const [row] = (await sql`
    select count(*)::integer as n from calendar_events
    where vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01' and (${statuses === null} or status = any(${sql.array([...(statuses ?? [])])}::text[]))`) as unknown as { n: number }[];
  return row?.n ?? 0;
}

/** Live bookings (every status) dated within [from, to], both ISO dates. */
export async function countBookingsBetween(sql: Sql, from: string, to: string): Promise<number> {
  const [row] = (await sql`
    select count(*)::integer as n from calendar_events where vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01' and date >= ${from} and date <= ${to}`) as unknown as { n: number }[];
  return row?.n ?? 0;
}

/**
 * Contact details of these bookings, read from the bookings read model when a feed that includes
 * them is rendered: never copied into the calendar's tables. An erased value reads as absent.
 */
export async function contactDetailsOf(sql: Sql, bookingIds: readonly string[]): Promise<Map<string, ContactDetails>> {
  if (bookingIds.length === 0) return new Map();
  const rows = (await sql`
    select id, email, mobile, address from bookings where id = any(${sql.array([...bookingIds])}::text[]) and deleted_at is null`) as unknown as {
    id: string;
    email: string;
    mobile: string;
    address: string | null;
  }[];
  return new Map(rows.map((r) => [r.id, { email: r.email, mobile: r.mobile, address: r.address }]));
}
