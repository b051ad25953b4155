import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { describe, expect, it } from 'vitest';
import { textOnPublicBooking } from './reactions.js';

const created = (data: Record<string, unknown>): RecordedEvent => ({
  eventId: 'e1',
  streamId: 'booking-b1',
  streamVersion: 1,
  globalPosition: 7,
  type: 'BookingCreated',
  data: { bookingId: 'b1', ...data },
  metadata: {} as RecordedEvent['metadata'],
});

describe('the confirmation text reaction', () => {
  it('asks for one text job per wizard booking, its id derived from the booking', () => {
    expect(textOnPublicBooking.jobsFor(created({ source: 'public' }))).toEqual([
      { queue: 'sms', name: 'send-confirmation-sms', id: 'sms-booking-confirmed-b1', data: { bookingId: 'b1', causationEventId: 'e1' } },
    ]);
  });

  it.each([
    ['an admin enters (CSV imports create theirs as admin too)', { source: 'admin' }],
    ['recorded before the source was (counts as admin)', {}],
  ])('asks for none for a booking %s', (_case, data) => {
    expect(textOnPublicBooking.jobsFor(created(data))).toEqual([]);
  });
});
