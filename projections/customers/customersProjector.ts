import {
  assertNever,
  type BookingAssignedToCustomer,
  type BookingCreated,
  type BookingDeleted,
  type BookingDetailsUpdated,
  type CustomerProfile,
  type CustomerStreamEvent,
} from '@detailing/schema';
import type { Actor } from '@detailing/services/eventstore/EventStore';
import type { Tx } from '@detailing/services/platform/database';
import type { Projector, ReadModelChange } from '../runner/Projector.js';

type Handled = CustomerStreamEvent | BookingCreated | BookingDetailsUpdated | BookingAssignedToCustomer | BookingDeleted;

const columns: Record<Exclude<keyof CustomerProfile, 'email'>, string> = {
  fullName: 'full_name',
  mobile: 'mobile',
  mobileE164: 'mobile_e164',
  address: 'address',
  companyName: 'company_name',
  vehicleRego: 'vehicle_rego',
  notes: 'notes',
};

/**
 * The Customers screen's list: every customer with totalBookings and lastBooking from the
 * bookings that belong to them (placeholders never count), searched through a trigram index.
 */
export const customersProjector: Projector = {
  name: 'customers',
  version: 2,
  handles: [
    'CustomerRegistered',
    'CustomerProfileChanged',
    'CustomerEmailChangeRequested',
    'CustomerEmailChanged',
    'CustomerDeleted',
    // The bookings context says which bookings are a customer's, and when they are.
    'BookingCreated',
    'BookingDetailsUpdated',
    'BookingAssignedToCustomer',
    'BookingDeleted',
  ] satisfies Handled['type'][],

  migrations: [
    {
      id: 1,
      name: 'create customers and their bookings',
      up: async (tx) => {
        // In public, never in a rebuild's scratch schema (which is dropped after the swap).
        await tx`create extension if not exists pg_trgm with schema public`;
        await tx`
          create table customers (
            id text primary key,
            full_name text not null,
            email text not null,
            mobile text not null,
            mobile_e164 text,
            address text,
            company_name text,
            vehicle_rego text,
            notes text,
            search_text text not null,
            total_bookings integer not null default 0,
            last_booking text,
            created_at timestamptz not null,
            updated_at timestamptz not null,
            version integer not null
          )`;
        await tx`create index customers_search on customers using gin (search_text public.gin_trgm_ops)`;
        await tx`create index customers_name on customers (full_name, id)`;
        await tx`create index customers_email on customers (lower(email))`;
        await tx`create index customers_created on customers (created_at)`;
        await tx`
          create table customer_bookings (
            booking_id text primary key,
            customer_id text,
            date text not null,
            vehicle_type text not null,
            deleted boolean not null default false
          )`;
        await tx`create index customer_bookings_customer on customer_bookings (customer_id)`;
      },
    },
    {
      // Filled by projector version 2. What the portal's sign-in and its sessions check (identity).
      id: 2,
      name: 'recorded registration and credentials version',
      up: (tx) => tx`
        alter table customers
          add column rego_recorded boolean not null default false,
          add column credentials_version integer not null default 1`,
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'CustomerRegistered': {
        const d = event.data;
        await tx`
          insert into customers (id, full_name, email, mobile, mobile_e164, address, company_name, vehicle_rego, notes,
            rego_recorded, search_text, created_at, updated_at, version, total_bookings, last_booking)
          values (${d.customerId}, ${d.fullName}, ${d.email}, ${d.mobile}, ${d.mobileE164}, ${d.address}, ${d.companyName},
            ${d.vehicleRego}, ${d.notes}, ${byTheBusiness(recorded.metadata.actor)},
            ${searchText(tx, {
              fullName: tx`${d.fullName}::text`,
              email: tx`${d.email}::text`,
              mobile: tx`${d.mobile}::text`,
              mobileE164: tx`${d.mobileE164}::text`,
              vehicleRego: tx`${d.vehicleRego}::text`,
              companyName: tx`${d.companyName}::text`,
            })},
            ${at}, ${at}, ${recorded.streamVersion},
            -- Bookings assigned before the registration was projected count at once (as counted() would).
            (select count(*)::int from customer_bookings where ${countedBookings(tx, d.customerId)}),
            (select max(date) from customer_bookings where ${countedBookings(tx, d.customerId)}))
          on conflict (id) do nothing`;
        return [{ model: 'customers', kind: 'created', id: d.customerId }];
      }
      case 'CustomerProfileChanged': {
        const id = event.data.customerId;
        const c = event.data.changes;
        // Before the columns move: a mobile or plate that is another one now ends the sessions standing on the old; restyled, it does not.
        await tx`
          update customers set credentials_version = credentials_version + 1
          where id = ${id} and (
            (${c.mobile !== undefined || c.mobileE164 !== undefined}
              and ${mobileKey(tx, c.mobile === undefined ? tx`mobile` : tx`${c.mobile}::text`, c.mobileE164 === undefined ? tx`mobile_e164` : tx`${c.mobileE164}::text`)}
                is distinct from ${mobileKey(tx, tx`mobile`, tx`mobile_e164`)})
            or (${c.vehicleRego !== undefined} and ${regoKey(tx, tx`${c.vehicleRego ?? null}::text`)} is distinct from ${regoKey(tx, tx`vehicle_rego`)}))`;
        for (const [field, value] of Object.entries(event.data.changes)) {
          const column = columns[field as keyof typeof columns];
          if (column) await tx`update customers set ${tx(column)} = ${value as string | null} where id = ${id}`;
        }
        const { changes } = event.data;
        await tx`
          update customers set updated_at = ${at}, version = ${recorded.streamVersion},
            rego_recorded = case when ${changes.vehicleRego !== undefined} then ${byTheBusiness(recorded.metadata.actor)} else rego_recorded end
          where id = ${id}`;
        await refresh(tx, id);
        return [{ model: 'customers', kind: 'updated', id }];
      }
      case 'CustomerEmailChangeRequested': {
        // Nothing a reader sees changes until the e-mail does; the version still moves with the stream.
        const id = event.data.customerId;
        await tx`update customers set updated_at = ${at}, version = ${recorded.streamVersion} where id = ${id}`;
        return [{ model: 'customers', kind: 'updated', id }];
      }
      case 'CustomerEmailChanged': {
        const id = event.data.customerId;
        await tx`
          update customers set email = ${event.data.email}, updated_at = ${at}, version = ${recorded.streamVersion},
            credentials_version = credentials_version + (lower(email) <> lower(${event.data.email}))::int
          where id = ${id}`;
        await refresh(tx, id);
        return [{ model: 'customers', kind: 'updated', id }];
      }
      case 'CustomerDeleted': {
        const id = event.data.customerId;
        await tx`delete from customers where id = ${id}`;
        await tx`delete from customer_bookings where customer_id = ${id}`;
        return [{ model: 'customers', kind: 'deleted', id }];
      }
      case 'BookingCreated': {
        const d = event.data;
        await tx`
          insert into customer_bookings (booking_id, customer_id, date, vehicle_type)
          values (${d.bookingId}, ${d.customerId}, ${d.date}, ${d.vehicleType}) on conflict (booking_id) do nothing`;
        return counted(tx, d.customerId);
      }
      case 'BookingDetailsUpdated': {
        const { bookingId, changes } = event.data;
        if (changes.date === undefined && changes.vehicleType === undefined) return [];
        const [row] = (await tx`
          update customer_bookings set date = coalesce(${changes.date ?? null}, date), vehicle_type = coalesce(${changes.vehicleType ?? null}, vehicle_type)
          where booking_id = ${bookingId} returning customer_id`) as unknown as { customer_id: string | null }[];
        return counted(tx, row?.customer_id ?? null);
      }
      case 'BookingAssignedToCustomer': {
        const { bookingId, customerId } = event.data;
        const [before] = (await tx`select customer_id from customer_bookings where booking_id = ${bookingId}`) as unknown as { customer_id: string | null }[];
        await tx`update customer_bookings set customer_id = ${customerId} where booking_id = ${bookingId}`;
        return [...(await counted(tx, before?.customer_id ?? null)), ...(await counted(tx, customerId))];
      }
      case 'BookingDeleted': {
        const [row] = (await tx`
          update customer_bookings set deleted = true where booking_id = ${event.data.bookingId} returning customer_id`) as unknown as { customer_id: string | null }[];
        return counted(tx, row?.customer_id ?? null);
      }
      default:
        return assertNever(event);
    }
  },
};

/**
 * Whether a registration written to the record counts as the business's: staff typed it (an admin
 * session), or an admin's import or job did. One typed into the public wizard (or anything a
 * customer sent) is only what somebody claimed: it signs nobody in (`rego_recorded` false); a
 * public booking's plate counts once staff confirm the booking (the bookings read model's `verified`).
 */
const byTheBusiness = (actor: Actor): boolean => actor.kind === 'user' || actor.kind === 'system';

/** A registration as the portal's sign-in matches it: upper case, no white space (`regoKey`). */
const regoKey = (tx: Tx, rego: Fragment) => tx`upper(regexp_replace(${rego}, '[[:space:]]+', '', 'g'))`;

/** A mobile as texts reach it: its E.164 form, else its digits (an old booking's number may have none). */
const mobileKey = (tx: Tx, mobile: Fragment, e164: Fragment) => tx`coalesce(${e164}, regexp_replace(${mobile}, '[^0-9+]', '', 'g'))`;

/** The search text: name, e-mail, mobile as typed, its digits and E.164, and the rego as matched. */
function refresh(tx: Tx, id: string) {
  return tx`
    update customers set search_text = ${searchText(tx, {
      fullName: tx`full_name`,
      email: tx`email`,
      mobile: tx`mobile`,
      mobileE164: tx`mobile_e164`,
      vehicleRego: tx`vehicle_rego`,
      companyName: tx`company_name`,
    })}
    where id = ${id}`;
}

type Fragment = ReturnType<Tx['unsafe']>;

/**
 * What search matches, from a customer's fields (columns, or the values of a row being inserted):
 * name, e-mail, mobile as typed, its digits and E.164, the rego as typed and as matched (upper
 * case, no spaces: `regoKey` in schema/customers/phone.ts), the company.
 */
function searchText(tx: Tx, f: Record<'fullName' | 'email' | 'mobile' | 'mobileE164' | 'vehicleRego' | 'companyName', Fragment>) {
  return tx`lower(concat_ws(' ', ${f.fullName}, ${f.email}, ${f.mobile}, regexp_replace(${f.mobile}, '[^0-9+]', '', 'g'),
      ${f.mobileE164}, ${f.vehicleRego}, upper(regexp_replace(coalesce(${f.vehicleRego}, ''), '[[:space:]]+', '', 'g')), ${f.companyName}))`;
}

/** A customer's bookings that count (placeholders of the old system never do). */
const countedBookings = (tx: Tx, customerId: string) =>
  tx`customer_id = ${customerId} and not deleted and vehicle_type <> 'CUSTOMER_PROFILE' and date <> '1900-01-01'`;

/** Recounts a customer's bookings (placeholders of the old system never count). */
async function counted(tx: Tx, customerId: string | null): Promise<ReadModelChange[]> {
  if (!customerId) return [];
  const updated = await tx`
    update customers c set total_bookings = s.total, last_booking = s.last
    from (select count(*)::int as total, max(date) as last from customer_bookings where ${countedBookings(tx, customerId)}) s
    where c.id = ${customerId} and (c.total_bookings, c.last_booking) is distinct from (s.total, s.last)
    returning c.id`;
  return updated.length ? [{ model: 'customers', kind: 'updated', id: customerId }] : [];
}
