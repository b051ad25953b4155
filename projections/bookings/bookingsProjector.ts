import { assertNever, type BookingEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/** The bookings list, calendar and dashboard read from this table. */
export const bookingsProjector: Projector = {
  name: 'bookings',
  version: 1,
  handles: ['BookingCreated'] satisfies BookingEvent['type'][],

  async migrate(sql) {
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
  },

  async reset(tx) {
    await tx`delete from bookings`;
  },

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingEvent;
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        const at = recorded.metadata.occurredAt;
        await tx`
          insert into bookings (id, full_name, email, mobile, address, date, time, vehicle_type, model_year,
            vehicle_rego, service_ids, notes, status, terms_accepted, terms_accepted_at, source,
            created_at, updated_at, version)
          values (${d.bookingId}, ${d.fullName}, ${d.email}, ${d.mobile}, ${d.address}, ${d.date}, ${d.time},
            ${d.vehicleType}, ${d.modelYear}, ${d.vehicleRego}, ${tx.array(d.serviceIds)}::integer[], ${d.notes}, ${d.status},
            ${d.termsAccepted}, ${d.termsAcceptedAt}, ${d.source}, ${at}, ${at}, ${recorded.streamVersion})
          on conflict (id) do nothing`;
        return [{ model: 'bookings', kind: 'created', id: d.bookingId }];
      }
      default:
        return assertNever(event.type);
    }
  },
};
