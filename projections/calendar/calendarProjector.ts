import {
  assertNever,
  type BookingAssignedToCustomer,
  type BookingCreated,
  type BookingDeleted,
  type BookingDetailsUpdated,
  type BookingStatusChanged,
  type BookingStatusesSaved,
  type BusinessInfoSaved,
  type CalendarFeedEvent,
  type CustomerDeleted,
  DEFAULT_SERVICE_HOURS,
  NO_SERVICE_HOURS,
  type ServiceCreated,
  type ServiceUpdated,
} from '@detailing/schema';
import { ERASED } from '@detailing/schema/eventDefinition';
import type { Tx } from '@detailing/services/platform/database';
import type { Projector } from '../runner/Projector.js';

type Handled =
  | BookingCreated
  | BookingDetailsUpdated
  | BookingStatusChanged
  | BookingDeleted
  | BookingAssignedToCustomer
  | CustomerDeleted
  | ServiceCreated
  | ServiceUpdated
  | BusinessInfoSaved
  | BookingStatusesSaved
  | CalendarFeedEvent;

/** A booking's first name as a calendar shows it: the first word of the full name; nothing once erased. */
export const firstNameOf = (fullName: string): string => (fullName === ERASED ? '' : (fullName.trim().split(/\s+/)[0] ?? ''));

/**
 * The live calendar feed's read model (issue 16):
 * - `calendar_feeds`: the live feed (at most one row): its token's hash (unique; the token itself is
 *   never stored), settings and version (its stream's version: a force sync moves it on).
 * - `calendar_events`: one row per live booking, everything its VEVENT needs but contact details
 *   (joined from the bookings read model when a feed asks for them). A deleted booking's row goes;
 *   a deleted customer's rows go too. `sequence` starts at 0 and goes up by one with every change of
 *   the booking (details, status) and every change of one of its services' names or durations, so
 *   calendar apps replace the event whenever its text or times may have changed.
 * - `calendar_services`: each service's name and duration, for the events' text and length.
 * - `calendar_meta` (one row): the business name, time zone and status labels the feed shows, and a
 *   revision raised by every change of what any feed shows: with the feed's version it is the ETag,
 *   so a conditional request needs no rendering and no scan.
 */
export const calendarProjector: Projector = {
  name: 'calendar',
  version: 1,
  handles: [
    'BookingCreated',
    'BookingDetailsUpdated',
    'BookingStatusChanged',
    'BookingDeleted',
    'BookingAssignedToCustomer',
    'CustomerDeleted',
    'ServiceCreated',
    'ServiceUpdated',
    'BusinessInfoSaved',
    'BookingStatusesSaved',
    'CalendarFeedCreated',
    'CalendarFeedRevoked',
    'CalendarFeedSynced',
  ] satisfies Handled['type'][],

  migrations: [
    {
      id: 1,
      name: 'create calendar tables',
      up: async (tx) => {
        await tx`
          create table calendar_feeds (
            feed_key text primary key,
            token_hash text not null unique,
            url_hint text not null,
            include_statuses text[] not null,
            include_contact_details boolean not null,
            created_at timestamptz not null,
            synced_at timestamptz,
            version integer not null
          )`;
        await tx`
          create table calendar_events (
            booking_id text primary key,
            customer_id text,
            date text not null,
            time text not null,
            service_ids integer[] not null,
            services_text text not null,
            duration_minutes integer not null,
            status text not null,
            vehicle_type text not null,
            model_year integer,
            rego text,
            first_name text not null,
            sequence integer not null,
            created_at timestamptz not null,
            last_modified timestamptz not null
          )`;
        await tx`create index calendar_events_status_date on calendar_events (status, date)`;
        await tx`create index calendar_events_services on calendar_events using gin (service_ids)`;
        await tx`create index calendar_events_customer on calendar_events (customer_id)`;
        await tx`create table calendar_services (id integer primary key, name text not null, duration_hours double precision)`;
        await tx`
          create table calendar_meta (
            id integer primary key check (id = 1),
            revision bigint not null,
            changed_at timestamptz,
            business_name text,
            time_zone text,
            status_labels jsonb
          )`;
        await tx`insert into calendar_meta (id, revision) values (1, 0)`;
      },
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        const { text, minutes } = await servicesSummary(tx, d.serviceIds);
        const inserted = await tx`
          insert into calendar_events (booking_id, customer_id, date, time, service_ids, services_text, duration_minutes, status,
            vehicle_type, model_year, rego, first_name, sequence, created_at, last_modified)
          values (${d.bookingId}, ${d.customerId}, ${d.date}, ${d.time}, ${tx.array(d.serviceIds)}::integer[], ${text}, ${minutes}, ${d.status},
            ${d.vehicleType}, ${d.modelYear}, ${regoOf(d.vehicleRego)}, ${firstNameOf(d.fullName)}, 0, ${at}, ${at})
          on conflict (booking_id) do nothing returning booking_id`;
        if (inserted.length) await changed(tx, at);
        return [];
      }
      case 'BookingDetailsUpdated': {
        const { bookingId, changes: c } = event.data;
        const [row] = (await tx`select service_ids from calendar_events where booking_id = ${bookingId}`) as unknown as { service_ids: number[] }[];
        if (!row) return [];
        const serviceIds = c.serviceIds ?? row.service_ids;
        const summary = c.serviceIds ? await servicesSummary(tx, serviceIds) : null;
        await tx`
          update calendar_events set
            date = coalesce(${c.date ?? null}, date),
            time = coalesce(${c.time ?? null}, time),
            service_ids = ${tx.array(serviceIds)}::integer[],
            services_text = coalesce(${summary?.text ?? null}, services_text),
            duration_minutes = coalesce(${summary?.minutes ?? null}::integer, duration_minutes),
            vehicle_type = coalesce(${c.vehicleType ?? null}, vehicle_type),
            model_year = case when ${c.modelYear !== undefined} then ${c.modelYear ?? null}::integer else model_year end,
            rego = case when ${c.vehicleRego !== undefined} then ${c.vehicleRego === undefined ? null : regoOf(c.vehicleRego)}::text else rego end,
            first_name = coalesce(${c.fullName === undefined ? null : firstNameOf(c.fullName)}, first_name),
            sequence = sequence + 1,
            last_modified = ${at}
          where booking_id = ${bookingId}`;
        await changed(tx, at);
        return [];
      }
      case 'BookingStatusChanged': {
        const updated = await tx`
          update calendar_events set status = ${event.data.to}, sequence = sequence + 1, last_modified = ${at}
          where booking_id = ${event.data.bookingId} returning booking_id`;
        if (updated.length) await changed(tx, at);
        return [];
      }
      case 'BookingAssignedToCustomer':
        await tx`update calendar_events set customer_id = ${event.data.customerId} where booking_id = ${event.data.bookingId}`;
        return [];
      case 'BookingDeleted': {
        const deleted = await tx`delete from calendar_events where booking_id = ${event.data.bookingId} returning booking_id`;
        if (deleted.length) await changed(tx, at);
        return [];
      }
      case 'CustomerDeleted': {
        // Their bookings were deleted first; should any row be left, nothing of theirs stays.
        const deleted = await tx`delete from calendar_events where customer_id = ${event.data.customerId} returning booking_id`;
        if (deleted.length) await changed(tx, at);
        return [];
      }
      case 'ServiceCreated': {
        const d = event.data;
        await tx`
          insert into calendar_services (id, name, duration_hours) values (${d.serviceId}, ${d.name}, ${d.durationHours ?? null})
          on conflict (id) do update set name = excluded.name, duration_hours = excluded.duration_hours`;
        await serviceChanged(tx, d.serviceId, at);
        return [];
      }
      case 'ServiceUpdated': {
        const { serviceId, changes } = event.data;
        if (changes.name === undefined && changes.durationHours === undefined) return [];
        await tx`
          update calendar_services set name = coalesce(${changes.name ?? null}, name),
            duration_hours = coalesce(${changes.durationHours ?? null}::double precision, duration_hours)
          where id = ${serviceId}`;
        await serviceChanged(tx, serviceId, at);
        return [];
      }
      case 'BusinessInfoSaved':
        await tx`update calendar_meta set business_name = ${event.data.businessName}, time_zone = ${event.data.timeZone} where id = 1`;
        await changed(tx, at);
        return [];
      case 'BookingStatusesSaved': {
        const labels = Object.fromEntries(event.data.statuses.map((s) => [s.id, s.label]));
        await tx`update calendar_meta set status_labels = ${tx.json(labels)} where id = 1`;
        await changed(tx, at);
        return [];
      }
      case 'CalendarFeedCreated': {
        const d = event.data;
        // One live feed: whatever was there before stops answering at once.
        await tx`delete from calendar_feeds`;
        await tx`
          insert into calendar_feeds (feed_key, token_hash, url_hint, include_statuses, include_contact_details, created_at, version)
          values (${d.feedKey}, ${d.tokenHash}, ${d.urlHint}, ${tx.array(d.includeStatuses)}::text[], ${d.includeContactDetails}, ${at}, ${recorded.streamVersion})`;
        return [];
      }
      case 'CalendarFeedRevoked':
        await tx`delete from calendar_feeds where feed_key = ${event.data.feedKey}`;
        return [];
      case 'CalendarFeedSynced':
        await tx`update calendar_feeds set synced_at = ${at}, version = ${recorded.streamVersion} where feed_key = ${event.data.feedKey}`;
        return [];
      default:
        return assertNever(event);
    }
  },
};

const regoOf = (rego: string | null): string | null => (rego === null || rego === ERASED || rego.trim() === '' ? null : rego);

/** The services' names as the event's title shows them, and the event's length (001 §9). */
async function servicesSummary(tx: Tx, serviceIds: readonly number[]): Promise<{ text: string; minutes: number }> {
  if (serviceIds.length === 0) return { text: '', minutes: NO_SERVICE_HOURS * 60 };
  const rows = (await tx`
    select id, name, duration_hours from calendar_services where id = any(${tx.array([...new Set(serviceIds)])}::integer[])`) as unknown as {
    id: number;
    name: string;
    duration_hours: number | null;
  }[];
  return summaryOf(serviceIds, new Map(rows.map((r) => [r.id, r])));
}

export function summaryOf(serviceIds: readonly number[], services: ReadonlyMap<number, { name: string; duration_hours: number | null }>) {
  const matching = serviceIds.flatMap((id) => services.get(id) ?? []);
  if (matching.length === 0) return { text: '', minutes: NO_SERVICE_HOURS * 60 };
  const hours = matching.reduce((sum, s) => sum + (s.duration_hours ?? DEFAULT_SERVICE_HOURS), 0);
  return { text: matching.map((s) => s.name).join(', '), minutes: Math.round(hours * 60) };
}

/** A service's name or length changed: every live booking with it gets the new text and length, and a higher SEQUENCE. */
async function serviceChanged(tx: Tx, serviceId: number, at: string): Promise<void> {
  const rows = (await tx`
    select booking_id, service_ids from calendar_events where service_ids @> ${tx.array([serviceId])}::integer[]`) as unknown as {
    booking_id: string;
    service_ids: number[];
  }[];
  if (rows.length === 0) return;
  const ids = [...new Set(rows.flatMap((r) => r.service_ids))];
  const services = (await tx`select id, name, duration_hours from calendar_services where id = any(${tx.array(ids)}::integer[])`) as unknown as {
    id: number;
    name: string;
    duration_hours: number | null;
  }[];
  const byId = new Map(services.map((s) => [s.id, s]));
  const bookingIds: string[] = [];
  const texts: string[] = [];
  const minutes: number[] = [];
  for (const row of rows) {
    const summary = summaryOf(row.service_ids, byId);
    bookingIds.push(row.booking_id);
    texts.push(summary.text);
    minutes.push(summary.minutes);
  }
  await tx`
    update calendar_events e set services_text = s.text, duration_minutes = s.minutes, sequence = e.sequence + 1, last_modified = ${at}
    from unnest(${tx.array(bookingIds)}::text[], ${tx.array(texts)}::text[], ${tx.array(minutes)}::integer[]) as s (booking_id, text, minutes)
    where e.booking_id = s.booking_id`;
  await changed(tx, at);
}

/** What some feed shows changed: the revision (part of every feed's ETag) moves on. */
function changed(tx: Tx, at: string) {
  return tx`update calendar_meta set revision = revision + 1, changed_at = greatest(coalesce(changed_at, ${at}), ${at}) where id = 1`;
}
