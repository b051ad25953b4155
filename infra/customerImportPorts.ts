import { PRICING_CUTOVER_YEAR } from '@detailing/schema';
import type { BookingCommands } from '@detailing/services/bookings/BookingCommands';
import type { BookingLookup } from '@detailing/services/bookings/published';
import type { CommandOptions } from '@detailing/services/commands/runner';
import type { ImportPorts } from '@detailing/services/customers/published';
import { type AppendItem, ConcurrencyError, type EventStore } from '@detailing/services/eventstore/EventStore';
import type { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';

/** `CustomerCommands.upsertByEmail` as the customers context declares it (issue 11 design). */
export interface UpsertByEmail {
  upsertByEmail(
    input: { fullName: string; email: string; mobile: string; address?: string | null; vehicleRego?: string | null; notes?: string | null },
    options: CommandOptions,
  ): Promise<{ customerId: string; outcome: 'created' | 'updated' | 'unchanged' }>;
  /** `CustomerCommands.decideNewRegistration`: upsertByEmail for an e-mail nobody holds, decided, not appended. */
  decideNewRegistration(input: Parameters<UpsertByEmail['upsertByEmail']>[0], options: CommandOptions & { commandId: string }): Promise<{ customerId: string; items: AppendItem[] }>;
}

/** 001 §7: the import's bookings carry serviceIds [1]; the file has no model year, so the current pricing tier (2025+ models) is assumed. */
const bookingInput = (customer: object, booking: object) => ({ ...customer, ...booking, serviceIds: [1], modelYear: PRICING_CUTOVER_YEAR, status: 'pending' });

/** The import's rows go through the same commands as every other caller: customers, then bookings. */
export function customerImportPorts(deps: {
  customers: UpsertByEmail | null;
  bookings: BookingCommands;
  bookingLookup: BookingLookup;
  store: Pick<EventStore, 'lastPosition' | 'appendMany'>;
  waiter: ProjectionWaiter;
}): ImportPorts {
  return {
    async settle() {
      // Everything recorded so far, the import's own batches included (readers may not see them yet).
      const last = await deps.store.lastPosition();
      await Promise.all(['customers', 'bookings'].map((projection) => deps.waiter.waitFor(projection, last, 30_000)));
    },
    upsertCustomer(customer, options) {
      if (!deps.customers) throw new Error('The customers context is not wired into the import yet');
      return deps.customers.upsertByEmail(customer, options);
    },
    hasBooking: (_customerId, customer, booking) => deps.bookingLookup.hasBookingAt({ email: customer.email, ...booking }),
    async createBooking(_customerId, customer, booking, options) {
      await deps.bookings.createBooking(bookingInput(customer, booking), 'admin', options);
    },
    async registerNew(rows) {
      const customers = deps.customers;
      if (!customers) throw new Error('The customers context is not wired into the import yet');
      // Each row's claim and registration, then the bookings of those that registered (the catalog read once).
      const registrations = await Promise.all(rows.map((row) => customers.decideNewRegistration(row.customer, row.customerOptions).catch(() => null)));
      const booked = rows.flatMap((row, index) => {
        const registration = registrations[index];
        return row.booking && registration ? [{ index, raw: bookingInput(row.customer, row.booking), customerId: registration.customerId, options: row.bookingOptions }] : [];
      });
      const bookings = new Map((await deps.bookings.decideNewBookings(booked, 'admin')).map((decided, i) => [booked[i]!.index, decided]));
      const answers = rows.map((row, index) => {
        const registration = registrations[index];
        const booking = bookings.get(index);
        if (!registration || (row.booking && !booking?.ok)) return null;
        return { customerId: registration.customerId, items: [...registration.items, ...(booking?.ok ? [booking.item] : [])] };
      });
      try {
        await deps.store.appendMany(answers.flatMap((answer) => answer?.items ?? []));
      } catch (error) {
        if (error instanceof ConcurrencyError) return null;
        throw error;
      }
      return answers.map((answer) => answer?.customerId ?? null);
    },
  };
}
