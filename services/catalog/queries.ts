import { type BookingStatusDefinition, PRICE_FIELDS, type ServiceFields } from '@detailing/schema';
import type { Sql } from '../platform/database.js';
import type { BookingStatusList } from './bookingStatusView.js';

/** A service as the read model holds it: prices in integer cents, the image as a blob id. */
export interface ServiceRecord extends ServiceFields {
  id: number;
  /** Gone from lists, still shown by name where bookings and invoices used it. */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** This service's own version, which an editor sends back with a change. */
  version: number;
}

export interface VehicleTypeRecord {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  version: number;
}

type Row = Record<string, unknown>;
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const toService = (r: Row): ServiceRecord => ({
  id: r.id as number,
  name: r.name as string,
  description: r.description as string,
  ...(Object.fromEntries(PRICE_FIELDS.map((f) => [f, r[column(f)] as number])) as Pick<ServiceFields, (typeof PRICE_FIELDS)[number]>),
  durationHours: r.duration_hours as number,
  active: r.active as boolean,
  showOnBookingForm: r.show_on_booking_form as boolean,
  serviceImageBlobId: r.service_image_blob_id as string | null,
  deleted: r.deleted as boolean,
  createdAt: (r.created_at as Date).toISOString(),
  updatedAt: (r.updated_at as Date).toISOString(),
  version: r.version as number,
});

/**
 * Which services a list holds, never deleted ones: `bookable` what the public booking form offers
 * (active and shown on it), `active` what staff book from, `all` what management screens edit.
 */
export type ServiceListScope = 'bookable' | 'active' | 'all';

export async function listServices(sql: Sql, scope: ServiceListScope): Promise<ServiceRecord[]> {
  const filter = scope === 'all' ? sql`` : scope === 'active' ? sql`and active` : sql`and active and show_on_booking_form`;
  const rows = await sql`select * from services where not deleted ${filter} order by id`;
  return rows.map(toService);
}

/** The services with these ids, deleted and inactive ones included, so history keeps their names. */
export async function findServicesByIds(sql: Sql, ids: readonly number[]): Promise<ServiceRecord[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return [];
  const rows = await sql`select * from services where id = any(${sql.array(wanted)}::integer[]) order by id`;
  return rows.map(toService);
}

export async function findService(sql: Sql, id: number): Promise<ServiceRecord | null> {
  return (await findServicesByIds(sql, [id]))[0] ?? null;
}

const toVehicleType = (r: Row): VehicleTypeRecord => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string | null,
  isActive: r.is_active as boolean,
  // Every type now has a creation event (the four defaults from the starter catalog).
  createdAt: (r.created_at as Date).toISOString(),
  version: r.version as number,
});

export async function listVehicleTypes(sql: Sql, options: { includeInactive: boolean }): Promise<VehicleTypeRecord[]> {
  const rows = await sql`
    select * from vehicle_types where not deleted ${options.includeInactive ? sql`` : sql`and is_active`} order by sort_order`;
  return rows.map(toVehicleType);
}

export async function findVehicleType(sql: Sql, id: string): Promise<VehicleTypeRecord | null> {
  const rows = await sql`select * from vehicle_types where id = ${id} and not deleted`;
  return rows[0] ? toVehicleType(rows[0]) : null;
}

/** The configured booking statuses, in the order saved. */
export async function listBookingStatuses(sql: Sql): Promise<BookingStatusDefinition[]> {
  const rows = (await sql`
    select id, name, label, description from booking_statuses where not deleted order by sort_order`) as unknown as BookingStatusDefinition[];
  return rows.map((r) => ({ ...r }));
}

/** Every status ever configured, removed ones with their last definition: what a booking's status reads as. */
export async function listBookingStatusLabels(sql: Sql): Promise<BookingStatusDefinition[]> {
  const rows = (await sql`
    select id, name, label, description from booking_statuses order by deleted, sort_order`) as unknown as BookingStatusDefinition[];
  return rows.map((r) => ({ ...r }));
}

/** The booking statuses with the version of the list, which is edited as a whole (0 before the first save). */
export async function bookingStatusList(sql: Sql): Promise<BookingStatusList> {
  const rows = (await sql`
    select id, name, label, description, version from booking_statuses where not deleted order by sort_order`) as unknown as (BookingStatusDefinition & { version: number })[];
  return { statuses: rows.map(({ version: _version, ...s }) => s), version: rows[0]?.version ?? 0 };
}

/** Whether a blob is the picture of a service that is not deleted: only those are public. */
export async function isServiceImage(sql: Sql, blobId: string): Promise<boolean> {
  const rows = await sql`select 1 from services where service_image_blob_id = ${blobId} and not deleted limit 1`;
  return rows.length > 0;
}

/** Whether a booking may take this status now. */
export async function isConfiguredStatus(sql: Sql, id: string): Promise<boolean> {
  return (await listBookingStatuses(sql)).some((s) => s.id === id);
}
