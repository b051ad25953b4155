import { assertNever, type BookingStatusEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/**
 * The booking statuses as last saved (the starter catalog saves the first list). A saved list is
 * never empty, since 'pending' and 'completed' cannot be removed.
 */
export const bookingStatusesProjector: Projector = {
  name: 'bookingStatuses',
  version: 1,
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
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingStatusEvent;
    switch (event.type) {
      case 'BookingStatusesSaved': {
        await tx`delete from booking_statuses`;
        const rows = event.data.statuses.map((s, index) => ({ ...s, sort_order: index + 1 }));
        if (rows.length > 0) await tx`insert into booking_statuses ${tx(rows, 'id', 'name', 'label', 'description', 'sort_order')}`;
        return [{ model: 'bookingStatuses', kind: 'updated', id: 'all' }];
      }
      default:
        return assertNever(event.type);
    }
  },
};
