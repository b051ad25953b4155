import { assertNever, type BookingStatusEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/**
 * The booking statuses as last saved (the starter catalog saves the first list). A saved list is
 * never empty, since 'pending' and 'completed' cannot be removed. Every row carries the list's
 * version (the stream's), since the list is edited as a whole (version 2 of this read model).
 * A status removed from the list stays, marked deleted, with its last label: bookings that have
 * it keep showing it (version 3).
 */
export const bookingStatusesProjector: Projector = {
  name: 'bookingStatuses',
  version: 3,
  handles: ['BookingStatusesSaved'] satisfies BookingStatusEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create booking_statuses',
      up: (tx) => tx`
        create table booking_statuses (
          id text primary key,
          name text not null,
          label text not null,
          description text not null,
          sort_order integer not null
        )`,
    },
    {
      // Each row's list version, filled by projector version 2 (a rebuild) from the stream.
      id: 2,
      name: 'add version column',
      up: (tx) => tx`alter table booking_statuses add column version integer not null default 0`,
    },
    {
      // Filled by projector version 3 (a rebuild): statuses removed since keep their last label.
      id: 3,
      name: 'add deleted column',
      up: (tx) => tx`alter table booking_statuses add column deleted boolean not null default false`,
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingStatusEvent;
    switch (event.type) {
      case 'BookingStatusesSaved': {
        const version = recorded.streamVersion;
        await tx`update booking_statuses set deleted = true, version = ${version}`;
        const rows = event.data.statuses.map((s, index) => ({ ...s, sort_order: index + 1, version, deleted: false }));
        if (rows.length > 0) {
          await tx`
            insert into booking_statuses ${tx(rows, 'id', 'name', 'label', 'description', 'sort_order', 'version', 'deleted')}
            on conflict (id) do update set
              name = excluded.name, label = excluded.label, description = excluded.description,
              sort_order = excluded.sort_order, version = excluded.version, deleted = false`;
        }
        return [{ model: 'bookingStatuses', kind: 'updated', id: 'all' }];
      }
      default:
        return assertNever(event.type);
    }
  },
};
