import { PRICING_CUTOVER_YEAR } from '@detailing/schema';
import type { BookingCommands } from '@detailing/services/bookings/BookingCommands';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CommandOptions } from '@detailing/services/commands/runner';
import type { ImportPorts } from '@detailing/services/customers/published';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import type { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';

/** `CustomerCommands.upsertByEmail` as the customers context declares it (issue 11 design). */
export interface UpsertByEmail {
  upsertByEmail(
    input: { fullName: string; email: string; mobile: string; address?: string | null; vehicleRego?: string | null; notes?: string | null },
    options: CommandOptions,
  ): Promise<{ customerId: string; outcome: 'created' | 'updated' | 'unchanged' }>;
}

/** The import's rows go through the same commands as every other caller: customers, then bookings. */
export function customerImportPorts(deps: {
  customers: UpsertByEmail | null;
  bookings: BookingCommands;
  bookingLookup: BookingLookup;
  store: Pick<EventStore, 'headPosition'>;
  waiter: ProjectionWaiter;
}): ImportPorts {
  return {
    async settle() {
      const head = await deps.store.headPosition();
      await Promise.all(['customers', 'bookings'].map((projection) => deps.waiter.waitFor(projection, head, 30_000)));
    },
    upsertCustomer(customer, options) {
      if (!deps.customers) throw new Error('The customers context is not wired into the import yet');
      return deps.customers.upsertByEmail(customer, options);
    },
    hasBooking: (_customerId, customer, booking) => deps.bookingLookup.hasBookingAt({ email: customer.email, ...booking }),
    async createBooking(_customerId, customer, booking, options) {
      // 001 §7: the import's bookings carry serviceIds [1]; the file has no model year, so the
      // current pricing tier (2025+ models) is assumed.
      await deps.bookings.createBooking(
        { ...customer, ...booking, serviceIds: [1], modelYear: PRICING_CUTOVER_YEAR, status: 'pending' },
        'admin',
        options,
      );
    },
  };
}
