import type { Actor } from '../eventstore/EventStore.js';
import type { BookingLookup, CustomerBookingCommands } from '../bookings/published.js';
import type { CustomerCommands } from './CustomerCommands.js';

export const BACKFILL_ACTOR: Actor = { kind: 'system', id: null, name: 'Customer backfill' };
const PAGE = 200;

/**
 * Gives every booking from before the customers context its customer: found or registered by
 * the booking's e-mail, then assigned. Command ids are named by the booking, so processes that
 * start together (or a restart halfway) find the same customers and append nothing twice.
 */
export async function assignCustomersToBookings(deps: {
  customers: Pick<CustomerCommands, 'findOrRegister'>;
  bookings: Pick<CustomerBookingCommands, 'assignCustomer'>;
  lookup: Pick<BookingLookup, 'withoutCustomer'>;
  log: (message: string, error?: unknown) => void;
  /** Bookings read per page (tests make it small). */
  pageSize?: number;
}): Promise<number> {
  let assigned = 0;
  let failed = 0;
  // Keyset pages by id: a booking assigned meanwhile (here or by another process) is simply not
  // met again, and one the projection has not caught up with yet is retried on the next start.
  for (let after: string | null = null; ; ) {
    const page = await deps.lookup.withoutCustomer(deps.pageSize ?? PAGE, after);
    if (page.length === 0) break;
    for (const booking of page) {
      after = booking.id;
      const options = { actor: BACKFILL_ACTOR };
      try {
        const { customerId } = await deps.customers.findOrRegister(booking, { ...options, commandId: `customer-backfill:${booking.id}` });
        await deps.bookings.assignCustomer(booking.id, customerId, { ...options, commandId: `customer-backfill:${booking.id}/assign` });
        assigned++;
      } catch (error) {
        // One booking that cannot be assigned (deleted meanwhile, a mobile that is no phone
        // number) must not keep the others from theirs; the next start tries it again.
        failed++;
        deps.log(`Booking ${booking.id} could not be given a customer; the next start retries it`, error);
      }
    }
  }
  if (failed) deps.log(`${failed} bookings from before the customers context are still without a customer.`);
  if (assigned) deps.log(`Assigned customers to ${assigned} bookings from before the customers context.`);
  return assigned;
}
