import type { Sql, Tx } from '../platform/database.js';

// What counts as proof of being a customer, in SQL: the portal's sign-in, the demo accounts' link
// and every customer session's check read the customers and bookings read models through these,
// so that what grants a session and what keeps it alive can never drift apart.

type Fragment = ReturnType<Tx['unsafe']>;
type Query = Sql | Tx;

/** The SQL form of `regoKey` (schema/customers/phone.ts): upper case, without white space. */
export const regoKeyOf = (sql: Query, column: Fragment) => sql`upper(regexp_replace(${column}, '\\s+', '', 'g'))`;

/**
 * Whether `rego` (normalised) signs customer `c` (a row of `customers` under that alias) in: their
 * own registration when the business recorded it (`rego_recorded`), or the plate of one of their
 * live bookings the business made or confirmed (`verified`). What a public form typed proves nothing.
 */
export const holdsPlate = (sql: Query, rego: Fragment) => sql`
  (${rego}::text is not null and (
    (c.rego_recorded and ${regoKeyOf(sql, sql`c.vehicle_rego`)} = ${rego}::text)
    or exists (
      select 1 from bookings b
      -- '' when there is no customer (an unknown e-mail): the same index look-up as for a known one.
      where b.customer_id = coalesce(c.id, '') and b.deleted_at is null and b.verified and ${regoKeyOf(sql, sql`b.vehicle_rego`)} = ${rego}::text
    )))`;

/** How a session (or a demo account's link) was granted: a plate with the e-mail, or the one-time link the business texted. */
export type GrantedOn = 'registration' | 'link';

/** What a customer session stands on: checked when it starts and on every use, and swept when it goes. */
export interface Proof {
  customerId: Fragment;
  userId: Fragment;
  vehicleRego: Fragment;
  credentialsVersion: Fragment;
  /**
   * While its own customer's proven change of e-mail or mobile runs, a session stands on the
   * version that change makes too (`CustomerSessions.keepThrough`): null, or that version until when.
   */
  credentialsNext?: { version: Fragment; until: Fragment };
  grantedOn: Fragment;
}

/**
 * A session (columns or values) still stands on what it was granted on: its customer exists with
 * the e-mail, mobile and registration it had then (`credentials_version`), the plate it was
 * granted on still signs them in (a link's session needs none), and its demo account (if any)
 * still exists and is still linked to that customer. An unlinked demo account's session stands
 * while its account exists unlinked.
 */
export const stillProven = (sql: Query, p: Proof) => sql`
  case when ${p.customerId}::text is null then
    ${p.userId}::text is not null and exists (select 1 from users u where u.id = ${p.userId}::text and u.role = 'customer' and u.customer_id is null)
  else exists (
    select 1 from customers c
    where c.id = ${p.customerId}::text
      and (c.credentials_version = ${p.credentialsVersion}::integer
        ${p.credentialsNext ? sql`or (c.credentials_version = ${p.credentialsNext.version}::integer and ${p.credentialsNext.until}::timestamptz > now())` : sql``})
      and (${p.grantedOn}::text = 'link' or ${holdsPlate(sql, p.vehicleRego)})
      and (${p.userId}::text is null or exists (
        select 1 from users u where u.id = ${p.userId}::text and u.role = 'customer' and u.customer_id = c.id))
  ) end`;

/** A demo account's link (a `users` row under alias `u`) still stands on the plate it proved. */
export const linkStillProven = (sql: Query) => sql`
  exists (
    select 1 from customers c
    where c.id = u.customer_id and c.credentials_version = u.linked_credentials_version and ${holdsPlate(sql, sql`u.linked_vehicle_rego`)}
  )`;
