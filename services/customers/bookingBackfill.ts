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
}): Promise<number> {
  let assigned = 0;
  const seen = new Set<string>();
  for (;;) {
    const page = (await deps.lookup.withoutCustomer(PAGE)).filter((b) => !seen.has(b.id));
    if (page.length === 0) break;
    for (const booking of page) {
      seen.add(booking.id);
      const options = { actor: BACKFILL_ACTOR };
      const { customerId } = await deps.customers.findOrRegister(booking, { ...options, commandId: `customer-backfill:${booking.id}` });
      await deps.bookings.assignCustomer(booking.id, customerId, { ...options, commandId: `customer-backfill:${booking.id}/assign` });
      assigned++;
    }
  }
  if (assigned) deps.log(`Assigned customers to ${assigned} bookings from before the customers context.`);
  return assigned;
}
