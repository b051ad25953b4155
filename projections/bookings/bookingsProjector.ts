import { assertNever, type BookingCreated, type BookingDetails, type BookingEvent, type CustomerDeleted, type InvoiceIssued, VERIFYING_STATUSES, verifiedAtCreation } from '@detailing/schema';
import { ERASED } from '@detailing/schema/eventDefinition';
import type { Tx } from '@detailing/services/platform/database';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { inRuns } from '../runner/apply.js';
import type { CopyValue, Projector, ReadModelChange } from '../runner/Projector.js';

const columns: Record<keyof BookingDetails, string> = {
  fullName: 'full_name',
  email: 'email',
  mobile: 'mobile',
  address: 'address',
  date: 'date',
  time: 'time',
  vehicleType: 'vehicle_type',
  modelYear: 'model_year',
  vehicleRego: 'vehicle_rego',
  serviceIds: 'service_ids',
  notes: 'notes',
};

/** The columns of a BookingCreated's row (`createdRow`), in its order. */
const createdColumns = [
  'id', 'full_name', 'email', 'mobile', 'address', 'date', 'time', 'vehicle_type', 'model_year', 'vehicle_rego', 'service_ids',
  'notes', 'status', 'terms_accepted', 'terms_accepted_at', 'source', 'created_at', 'updated_at', 'version', 'customer_id', 'verified', 'quote',
] as const;

/** The bookings list, calendar, dashboard, customer search and photo reads use this table. */
export const bookingsProjector: Projector = {
  name: 'bookings',
  version: 5,
  handles: [
    'BookingCreated',
    'BookingDetailsUpdated',
    'BookingQuoteRecorded',
    'BookingStatusChanged',
    'BookingCompleted',
    'BookingDeleted',
    'PhotosUploaded',
    'PhotoRemoved',
    'LicencePhotosAttached',
    'CourtesyCarAgreementSigned',
    'BookingAssignedToCustomer',
    // The invoicing context says which invoice bills the booking (its invoiceId).
    'InvoiceIssued',
    // A deleted customer's deleted bookings keep no personal data here.
    'CustomerDeleted',
  ] satisfies (BookingEvent | InvoiceIssued | CustomerDeleted)['type'][],

  migrations: [
    {
      id: 1,
      name: 'create bookings',
      up: async (tx) => {
        await tx`
          create table bookings (
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
        await tx`create index bookings_date_time on bookings (date, time)`;
      },
    },
    {
      // Filled by projector version 3, so a database from before this step is rebuilt after it.
      id: 2,
      name: 'completion, deletion, agreement, licence and photo columns',
      up: (tx) => tx`
        alter table bookings
          add column completed_at timestamptz,
          add column deleted_at timestamptz,
          add column digital_signature text,
          add column signature_blob text,
          add column licence_front_blob text,
          add column licence_back_blob text,
          add column before_photos jsonb not null default '[]',
          add column after_photos jsonb not null default '[]'`,
    },
    {
      id: 3,
      name: 'index bookings by email',
      up: (tx) => tx`create index bookings_email on bookings (lower(email))`,
    },
    {
      // Filled by projector version 4 (BookingCreated v2 and BookingAssignedToCustomer).
      id: 4,
      name: 'customer of each booking',
      up: async (tx) => {
        await tx`alter table bookings add column customer_id text`;
        await tx`create index bookings_customer on bookings (customer_id)`;
      },
    },
    {
      // Filled by projector version 5: staff bookings, and public ones once a verifying status was set.
      id: 5,
      name: 'verified bookings',
      up: (tx) => tx`alter table bookings add column verified boolean not null default false`,
    },
    {
      // Bookings from before quotes have none (null): their events carry none until the backfill's.
      id: 6,
      name: 'quote of each booking',
      up: (tx) => tx`alter table bookings add column quote jsonb`,
    },
  ],

  // Searched by readers only (CustomerDeleted finds its bookings through bookings_customer).
  rebuildIndexesLast: ['bookings_date_time', 'bookings_email'],

  // Runs of BookingCreated (most of a replay) go in as one INSERT each; every other event as `apply` does it.
  applyMany(tx, events) {
    return inRuns(tx, events, (e) => e.type === 'BookingCreated', insertCreated, (t, e) => this.apply(t, e));
  },

  // A rebuild streams long runs of them in by COPY instead.
  copyRows: {
    table: 'bookings',
    columns: createdColumns,
    handles: ['BookingCreated'],
    row: (recorded) => {
      const values = createdRow(recorded);
      return { values, changes: [{ model: 'bookings', kind: 'created', id: values[0] as string }] };
    },
  },

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | InvoiceIssued | CustomerDeleted;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'InvoiceIssued') {
      const bookingId = event.data.bookingId;
      if (!bookingId) return [];
      // Not stamped: the row's version counts the booking's own stream, not the invoice's.
      await tx`update bookings set invoice_id = ${event.data.invoiceId}, updated_at = ${at} where id = ${bookingId}`;
      return [{ model: 'bookings', kind: 'updated', id: bookingId }];
    }
    if (event.type === 'CustomerDeleted') {
      // Their live bookings were deleted first (one BookingDeleted each); the rows stay, emptied.
      await tx`
        update bookings set full_name = ${ERASED}, email = ${ERASED}, mobile = ${ERASED}, address = null, vehicle_rego = null,
          notes = null, digital_signature = null, signature_blob = null, licence_front_blob = null, licence_back_blob = null,
          before_photos = '[]', after_photos = '[]'
        where customer_id = ${event.data.customerId} and deleted_at is not null`;
      return [];
    }
    const id = event.data.bookingId;
    const touch = (kind: ReadModelChange['kind'] = 'updated'): ReadModelChange[] => [{ model: 'bookings', kind, id }];
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        await tx`
          insert into bookings (id, full_name, email, mobile, address, date, time, vehicle_type, model_year,
            vehicle_rego, service_ids, notes, status, terms_accepted, terms_accepted_at, source,
            created_at, updated_at, version, customer_id, verified, quote)
          values (${id}, ${d.fullName}, ${d.email}, ${d.mobile}, ${d.address}, ${d.date}, ${d.time},
            ${d.vehicleType}, ${d.modelYear}, ${d.vehicleRego}, ${tx.array(d.serviceIds)}::integer[], ${d.notes}, ${d.status},
            ${d.termsAccepted}, ${d.termsAcceptedAt}, ${d.source}, ${at}, ${at}, ${recorded.streamVersion}, ${d.customerId},
            ${verifiedAtCreation(d)}, ${d.quote ? tx.json(d.quote) : null})
          on conflict (id) do nothing`;
        return touch('created');
      }
      case 'BookingDetailsUpdated': {
        for (const [field, value] of Object.entries(event.data.changes)) {
          const column = columns[field as keyof BookingDetails];
          if (field === 'serviceIds') await tx`update bookings set service_ids = ${tx.array(value as number[])}::integer[] where id = ${id}`;
          else await tx`update bookings set ${tx(column)} = ${value as string | number | null} where id = ${id}`;
        }
        if (event.data.quote) await tx`update bookings set quote = ${tx.json(event.data.quote)} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      }
      case 'BookingQuoteRecorded':
        await tx`update bookings set quote = ${tx.json(event.data.quote)} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      case 'BookingStatusChanged':
        await tx`update bookings set status = ${event.data.to}, verified = verified or ${VERIFYING_STATUSES.includes(event.data.to)} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      case 'BookingCompleted':
        await tx`update bookings set completed_at = ${at} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return [];
      case 'BookingDeleted':
        // Kept, marked deleted: live readers still learn whose booking went; every query skips it.
        await tx`update bookings set deleted_at = ${at} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch('deleted');
      case 'BookingAssignedToCustomer':
        await tx`update bookings set customer_id = ${event.data.customerId} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      case 'PhotosUploaded': {
        const column = event.data.photoType === 'before' ? 'before_photos' : 'after_photos';
        await tx`update bookings set ${tx(column)} = ${tx(column)} || ${tx.json(event.data.photos as never)} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      }
      case 'PhotoRemoved': {
        const column = event.data.photoType === 'before' ? 'before_photos' : 'after_photos';
        await tx`
          update bookings set ${tx(column)} = coalesce(
            (select jsonb_agg(p) from jsonb_array_elements(${tx(column)}) p where p->>'path' <> ${event.data.path}), '[]')
          where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      }
      case 'LicencePhotosAttached': {
        const { front, back } = event.data;
        if (front !== undefined) await tx`update bookings set licence_front_blob = ${front} where id = ${id}`;
        if (back !== undefined) await tx`update bookings set licence_back_blob = ${back} where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      }
      case 'CourtesyCarAgreementSigned': {
        const d = event.data;
        await tx`
          update bookings set digital_signature = ${d.digitalSignature}, signature_blob = ${d.signatureBlobId},
            terms_accepted = ${d.termsAccepted}, terms_accepted_at = ${d.termsAcceptedAt}
          where id = ${id}`;
        await stamp(tx, id, at, recorded.streamVersion);
        return touch();
      }
      default:
        return assertNever(event);
    }
  },
};

/**
 * The row `apply` inserts for a BookingCreated, a value per column of `createdColumns`, in that
 * order (an array: a row object read column by column costs a replay more than its COPY does):
 * service ids as an array literal and the quote as JSON text, as the batch paths send them.
 */
function createdRow(recorded: RecordedEvent): CopyValue[] {
  const d = (recorded as unknown as { data: BookingCreated['data'] }).data;
  const at = recorded.metadata.occurredAt;
  return [
    d.bookingId, d.fullName, d.email, d.mobile, d.address, d.date, d.time, d.vehicleType, d.modelYear, d.vehicleRego,
    `{${d.serviceIds.join(',')}}`, d.notes, d.status, d.termsAccepted, d.termsAcceptedAt, d.source, at, at,
    recorded.streamVersion, d.customerId, verifiedAtCreation(d), d.quote ? JSON.stringify(d.quote) : null,
  ];
}

/**
 * Several BookingCreated in one multi-row INSERT, in log order, with `on conflict do nothing` as
 * `apply` has: a repeated id keeps the row of its first event. One change ('created') per event.
 */
async function insertCreated(tx: Tx, events: readonly RecordedEvent[]): Promise<ReadModelChange[][]> {
  const rows = events.map(createdRow);
  const column = (name: (typeof createdColumns)[number]) => {
    const index = createdColumns.indexOf(name);
    return rows.map((row) => row[index]!);
  };
  // An array per column (unnest): cheaper for the database to read than the same rows as JSON.
  // Service ids go as array literals, one per row (unnest would flatten an array of arrays).
  await tx`
    insert into bookings (id, full_name, email, mobile, address, date, time, vehicle_type, model_year,
      vehicle_rego, service_ids, notes, status, terms_accepted, terms_accepted_at, source,
      created_at, updated_at, version, customer_id, verified, quote)
    select id, full_name, email, mobile, address, date, time, vehicle_type, model_year,
      vehicle_rego, service_ids::integer[], notes, status, terms_accepted, terms_accepted_at, source,
      created_at, created_at, version, customer_id, verified, quote::jsonb
    from unnest(
      ${tx.array(column('id'))}::text[], ${tx.array(column('full_name'))}::text[],
      ${tx.array(column('email'))}::text[], ${tx.array(column('mobile'))}::text[],
      ${tx.array(column('address'))}::text[], ${tx.array(column('date'))}::text[],
      ${tx.array(column('time'))}::text[], ${tx.array(column('vehicle_type'))}::text[],
      ${tx.array(column('model_year'))}::integer[], ${tx.array(column('vehicle_rego'))}::text[],
      ${tx.array(column('service_ids'))}::text[], ${tx.array(column('notes'))}::text[],
      ${tx.array(column('status'))}::text[], ${tx.array(column('terms_accepted'))}::boolean[],
      ${tx.array(column('terms_accepted_at'))}::timestamptz[], ${tx.array(column('source'))}::text[],
      ${tx.array(column('created_at'))}::timestamptz[],
      ${tx.array(column('version'))}::integer[], ${tx.array(column('customer_id'))}::text[],
      ${tx.array(column('verified'))}::boolean[], ${tx.array(column('quote'))}::text[]
    ) with ordinality as r (id, full_name, email, mobile, address, date, time, vehicle_type, model_year, vehicle_rego,
      service_ids, notes, status, terms_accepted, terms_accepted_at, source, created_at, version, customer_id, verified, quote, n)
    order by n
    on conflict (id) do nothing`;
  return rows.map((row) => [{ model: 'bookings', kind: 'created', id: row[0] as string }]);
}

function stamp(tx: Tx, id: string, at: string, version: number) {
  return tx`update bookings set updated_at = ${at}, version = ${version} where id = ${id}`;
}
