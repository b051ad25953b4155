import type { BookingCreated, BookingDeleted, BookingDetailsUpdated, BookingStatusChanged } from '@detailing/schema';
import { assertNever } from '@detailing/schema';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { Tx } from '@detailing/services/platform/database';
import { inRuns } from '../runner/apply.js';
import type { Projector, ReadModelChange } from '../runner/Projector.js';

type DayEvent = BookingCreated | BookingDetailsUpdated | BookingStatusChanged | BookingDeleted;

/**
 * The booking wizard's availability: each live booking's date, status and vehicle type, enough to
 * say which days hold a non-cancelled booking (`holdsDay`). No personal data, so nothing to erase.
 */
export const bookingDaysProjector: Projector = {
  name: 'bookingDays',
  version: 1,
  handles: ['BookingCreated', 'BookingDetailsUpdated', 'BookingStatusChanged', 'BookingDeleted'] satisfies DayEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create booking_days',
      up: async (tx) => {
        await tx`
          create table booking_days (
            booking_id text primary key,
            date text not null,
            status text not null,
            vehicle_type text not null
          )`;
        await tx`create index booking_days_date on booking_days (date)`;
      },
    },
  ],

  // Runs of BookingCreated go in as one INSERT each; every other event as `apply` does it.
  applyMany(tx, events) {
    return inRuns(tx, events, (e) => e.type === 'BookingCreated', insertCreated, (t, e) => this.apply(t, e));
  },

  // A rebuild streams long runs of them in by COPY instead.
  copyRows: {
    table: 'booking_days',
    columns: ['booking_id', 'date', 'status', 'vehicle_type'],
    handles: ['BookingCreated'],
    row: (recorded) => {
      const d = (recorded as unknown as { data: BookingCreated['data'] }).data;
      return { values: [d.bookingId, d.date, d.status, d.vehicleType], changes: [{ model: 'bookingDays', kind: 'created', id: d.bookingId }] };
    },
  },

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as DayEvent;
    switch (event.type) {
      case 'BookingCreated': {
        const d = event.data;
        await tx`
          insert into booking_days (booking_id, date, status, vehicle_type) values (${d.bookingId}, ${d.date}, ${d.status}, ${d.vehicleType})
          on conflict (booking_id) do nothing`;
        return [{ model: 'bookingDays', kind: 'created', id: d.bookingId }];
      }
      case 'BookingDetailsUpdated': {
        const { bookingId, changes } = event.data;
        const row = {
          ...(changes.date !== undefined && { date: changes.date }),
          ...(changes.vehicleType !== undefined && { vehicle_type: changes.vehicleType }),
        };
        if (Object.keys(row).length === 0) return [];
        await tx`update booking_days set ${tx(row)} where booking_id = ${bookingId}`;
        return [{ model: 'bookingDays', kind: 'updated', id: bookingId }];
      }
      case 'BookingStatusChanged':
        await tx`update booking_days set status = ${event.data.to} where booking_id = ${event.data.bookingId}`;
        return [{ model: 'bookingDays', kind: 'updated', id: event.data.bookingId }];
      case 'BookingDeleted':
        await tx`delete from booking_days where booking_id = ${event.data.bookingId}`;
        return [{ model: 'bookingDays', kind: 'deleted', id: event.data.bookingId }];
      default:
        return assertNever(event);
    }
  },
};

/** Several BookingCreated in one INSERT, in log order, with `apply`'s `on conflict do nothing`: a repeated id keeps its first row. */
async function insertCreated(tx: Tx, events: readonly RecordedEvent[]): Promise<ReadModelChange[][]> {
  const created = events.map((e) => (e as unknown as { data: BookingCreated['data'] }).data);
  const rows = created.map((d, n) => ({ n, booking_id: d.bookingId, date: d.date, status: d.status, vehicle_type: d.vehicleType }));
  await tx`
    insert into booking_days (booking_id, date, status, vehicle_type)
    select booking_id, date, status, vehicle_type
    from json_to_recordset(${JSON.stringify(rows)}::text::json) as r (n integer, booking_id text, date text, status text, vehicle_type text)
    order by n
    on conflict (booking_id) do nothing`;
  return created.map((d) => [{ model: 'bookingDays', kind: 'created', id: d.bookingId }]);
}
