import { assertNever, type BookingStatusEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/**
 * The booking statuses as last saved (the starter catalog saves the first list). A saved list is
 * never empty, since 'pending' and 'completed' cannot be removed. Every row carries the list's
 * version (the stream's), since the list is edited as a whole (version 2 of this read model).
 */
export const bookingStatusesProjector: Projector = {
  name: 'bookingStatuses',
  version: 2,
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
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingStatusEvent;
    switch (event.type) {
      case 'BookingStatusesSaved': {
        await tx`delete from booking_statuses`;
        const rows = event.data.statuses.map((s, index) => ({ ...s, sort_order: index + 1, version: recorded.streamVersion }));
        if (rows.length > 0) await tx`insert into booking_statuses ${tx(rows, 'id', 'name', 'label', 'description', 'sort_order', 'version')}`;
        return [{ model: 'bookingStatuses', kind: 'updated', id: 'all' }];
      }
      default:
        return assertNever(event.type);
    }
  },
};
