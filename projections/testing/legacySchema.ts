import { PRICE_FIELDS } from '@detailing/schema';
import type { Sql, Tx } from '@detailing/services/platform/database';
import { serviceColumn } from '../catalog/servicesProjector.js';

// Frozen copies of what releases before recorded migrations ran on every start (issue 9's
// `migrate()` of each projector), so tests can build the databases those releases left behind.

/**
 * How many of each projector's steps the last release without recorded migrations matches, with
 * the projector version its rows were written by: the steps after these came later.
 */
export const lastUnrecordedReleaseSteps: Readonly<Record<string, { steps: number; version: number }>> = {
  bookings: { steps: 3, version: 3 },
  services: { steps: 1, version: 1 },
  vehicleTypes: { steps: 1, version: 2 },
  bookingStatuses: { steps: 1, version: 1 },
  settings: { steps: 1, version: 1 },
  invoices: { steps: 1, version: 1 },
};

/** Every read model's tables as the last release without migrations made them. */
export async function lastUnrecordedRelease(sql: Sql | Tx): Promise<void> {
  await sql`
    create table if not exists bookings (
      id text primary key,
      full_name text not null,
      email text not null,
      mobile text not null,
      address text,
      date text not null,
      time text not null,
      vehicle_type text not null,
      model_year integer,
      vehicle_rego text,
      service_ids integer[] not null,
      notes text,
      status text not null,
      completed_at timestamptz,
      terms_accepted boolean not null default false,
      terms_accepted_at timestamptz,
      digital_signature text,
      signature_blob text,
      licence_front_blob text,
      licence_back_blob text,
      before_photos jsonb not null default '[]',
      after_photos jsonb not null default '[]',
      invoice_id text,
      deleted_at timestamptz,
      source text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    )`;
  for (const statement of [
    `alter table bookings add column if not exists completed_at timestamptz`,
    `alter table bookings add column if not exists deleted_at timestamptz`,
    `alter table bookings add column if not exists digital_signature text`,
    `alter table bookings add column if not exists signature_blob text`,
    `alter table bookings add column if not exists licence_front_blob text`,
    `alter table bookings add column if not exists licence_back_blob text`,
    `alter table bookings add column if not exists before_photos jsonb not null default '[]'`,
    `alter table bookings add column if not exists after_photos jsonb not null default '[]'`,
  ]) {
    await sql.unsafe(statement);
  }
  await sql`create index if not exists bookings_date_time on bookings (date, time)`;
  await sql`create index if not exists bookings_email on bookings (lower(email))`;
  await sql`
    create table if not exists services (
      id integer primary key,
      name text not null,
      description text not null,
      ${sql.unsafe(PRICE_FIELDS.map((f) => `${serviceColumn(f)} integer not null`).join(',\n'))},
      duration_hours double precision not null,
      active boolean not null,
      show_on_booking_form boolean not null,
      service_image_blob_id text,
      deleted boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    )`;
  await sql`
    create table if not exists vehicle_types (
      id text primary key,
      name text not null,
      description text,
      is_active boolean not null,
      created_at timestamptz,
      sort_order integer not null,
      deleted boolean not null default false
    )`;
  await sql`
    create table if not exists booking_statuses (
      id text primary key,
      name text not null,
      label text not null,
      description text not null,
      sort_order integer not null
    )`;
  await sql`
    create table if not exists settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null
    )`;
  await sql`
    create table if not exists invoices (
      id text primary key,
      invoice_number text not null,
      number_value bigint not null,
      type text not null,
      status text not null,
      booking_id text,
      customer_id text,
      customer_name text not null,
      customer_email text,
      customer_phone text,
      customer_address text,
      vehicle_rego text,
      business jsonb not null,
      items jsonb not null,
      subtotal_cents bigint not null,
      tax_cents bigint not null,
      total_cents bigint not null,
      invoice_date text not null,
      due_date text not null,
      notes text,
      deleted_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    )`;
  await sql`create index if not exists invoices_invoice_date on invoices (invoice_date)`;
  await sql`create index if not exists invoices_booking_id on invoices (booking_id)`;
  await sql`create index if not exists invoices_vehicle_rego on invoices (upper(vehicle_rego))`;
}

/** The bookings table of the first release (bookings projector version 1: no photo or agreement columns). */
export async function firstReleaseBookings(sql: Sql | Tx): Promise<void> {
  await sql`
    create table if not exists bookings (
      id text primary key,
      full_name text not null,
      email text not null,
      mobile text not null,
      address text,
      date text not null,
      time text not null,
      vehicle_type text not null,
      model_year integer,
      vehicle_rego text,
      service_ids integer[] not null,
      notes text,
      status text not null,
      terms_accepted boolean not null default false,
      terms_accepted_at timestamptz,
      invoice_id text,
      source text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    )`;
  await sql`create index if not exists bookings_date_time on bookings (date, time)`;
}
