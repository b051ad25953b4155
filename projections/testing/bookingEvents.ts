import { type BookingCreated, type BookingStatusChanged, bookingStreamId } from '@detailing/schema';
import type { EventStore } from '@detailing/services/eventstore/EventStore';

/** The creation of booking `b<n>`, as `appendBookings` appends it. */
export const bookingCreatedData = (n: number): BookingCreated['data'] => ({
  bookingId: `b${n}`,
  quote: null,
  fullName: `Customer ${n}`,
  email: `c${n}@example.com`,
  mobile: '0400000000',
  address: null,
  date: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
  time: '10:00',
  vehicleType: 'UTE',
  modelYear: 2020,
  vehicleRego: `R${n}`,
  serviceIds: [1],
  notes: null,
  status: 'pending',
  termsAccepted: false,
  termsAcceptedAt: null,
  source: 'admin',
  customerId: null,
});

/** Appends, for each n in `numbers`, a booking `b<n>` created and then confirmed: two events per booking. */
export async function appendBookings(store: EventStore, numbers: Iterable<number>): Promise<void> {
  for (const n of numbers) {
    const at = new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString();
    const created: BookingCreated = { type: 'BookingCreated', data: bookingCreatedData(n) };
    const confirmed: BookingStatusChanged = { type: 'BookingStatusChanged', data: { bookingId: `b${n}`, from: 'pending', to: 'confirmed' } };
    await store.append(bookingStreamId(`b${n}`), [created, confirmed], 'no_stream', {
      commandId: `create-b${n}`,
      actor: { kind: 'system', id: null, name: null },
      correlationId: `c${n}`,
      causationId: null,
      occurredAt: at,
    });
  }
}

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
