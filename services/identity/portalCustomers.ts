import type { Sql } from '../platform/database.js';
import { holdsPlate } from './portalProof.js';

// Identity keeps its own SQL (see services/contexts.unit.spec.ts): the portal's sign-in reads
// the customers and bookings read models here, in one statement, so that every failure costs the
// same one round trip whichever part of the credentials was wrong.

/** A customer as the portal shows them to themselves (the contract's `PortalCustomer`). */
export interface PortalCustomer {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  /** As typed. */
  vehicleRego: string | null;
  version: number;
}

/** A customer and the version of their credentials (e-mail, mobile, registration) a session starts on. */
export interface ProvenCustomer {
  customer: PortalCustomer;
  credentialsVersion: number;
}

interface Row {
  id: string;
  full_name: string;
  email: string;
  mobile: string;
  address: string | null;
  vehicle_rego: string | null;
  version: number;
  credentials_version: number;
}

const toPortalCustomer = (r: Row): PortalCustomer => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  mobile: r.mobile,
  address: r.address,
  vehicleRego: r.vehicle_rego,
  version: r.version,
});

/**
 * The live customer with this e-mail (lower case) whom this registration (normalised) signs in
 * (`holdsPlate`: their recorded plate, or a verified booking's). Null for every kind of mismatch alike.
 *
 * The plan is the same whatever matches: the e-mail's index look-up, then the bookings' index
 * look-up for that customer's id, or for an id no booking has when the e-mail is unknown.
 */
export async function customerHolding(sql: Sql, email: string, vehicleRego: string): Promise<ProvenCustomer | null> {
  const rows = (await sql`
    with found as materialized (
      select id, full_name, email, mobile, address, vehicle_rego, version, credentials_version, rego_recorded
      from customers where lower(email) = ${email} limit 1
    )
    select c.id, c.full_name, c.email, c.mobile, c.address, c.vehicle_rego, c.version, c.credentials_version
    from (select) as one left join found c on true
    where ${holdsPlate(sql, sql`${vehicleRego}`)}`) as unknown as Row[];
  return rows[0] ? { customer: toPortalCustomer(rows[0]), credentialsVersion: rows[0].credentials_version } : null;
}

/** The customer with this id, with their credentials' version (a link's session starts on it). */
export async function provenCustomer(sql: Sql, id: string): Promise<ProvenCustomer | null> {
  const rows = (await sql`
    select id, full_name, email, mobile, address, vehicle_rego, version, credentials_version from customers where id = ${id}`) as unknown as Row[];
  return rows[0] ? { customer: toPortalCustomer(rows[0]), credentialsVersion: rows[0].credentials_version } : null;
}

export async function portalCustomer(sql: Sql, id: string): Promise<PortalCustomer | null> {
  const rows = (await sql`
    select id, full_name, email, mobile, address, vehicle_rego, version from customers where id = ${id}`) as unknown as Row[];
  return rows[0] ? toPortalCustomer(rows[0]) : null;
}
