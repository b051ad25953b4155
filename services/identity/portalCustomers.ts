import type { Sql } from '../platform/database.js';

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

interface Row {
  id: string;
  full_name: string;
  email: string;
  mobile: string;
  address: string | null;
  vehicle_rego: string | null;
  version: number;
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

/** The SQL form of `regoKey` (schema/customers/phone.ts): upper case, without white space. */
const regoKeyOf = (sql: Sql, column: ReturnType<Sql>) => sql`upper(regexp_replace(${column}, '\\s+', '', 'g'))`;

/**
 * The live customer with this e-mail (lower case) who holds this registration (normalised):
 * as their own, or on one of their live bookings. Null for every kind of mismatch alike.
 *
 * The plan is the same whatever matches: the e-mail's index look-up, then the bookings' index
 * look-up for that customer's id, or for an id no booking has when the e-mail is unknown.
 */
export async function customerHolding(sql: Sql, email: string, vehicleRego: string): Promise<PortalCustomer | null> {
  const rows = (await sql`
    with found as materialized (
      select id, full_name, email, mobile, address, vehicle_rego, version from customers where lower(email) = ${email} limit 1
    ), booked as materialized (
      select exists (
        select 1 from bookings b
        where b.customer_id = coalesce((select id from found), '') and b.deleted_at is null
          and ${regoKeyOf(sql, sql`b.vehicle_rego`)} = ${vehicleRego}
      ) as hit
    )
    select found.* from booked join found on booked.hit or ${regoKeyOf(sql, sql`found.vehicle_rego`)} = ${vehicleRego}`) as unknown as Row[];
  return rows[0] ? toPortalCustomer(rows[0]) : null;
}

export async function portalCustomer(sql: Sql, id: string): Promise<PortalCustomer | null> {
  const rows = (await sql`
    select id, full_name, email, mobile, address, vehicle_rego, version from customers where id = ${id}`) as unknown as Row[];
  return rows[0] ? toPortalCustomer(rows[0]) : null;
}
