import { asDomainEvent } from '../commands/fold.js';
import { bookingStreamId, type BookingEvent, type BookingQuote, QUOTED_FIELDS, quoteBooking } from '@detailing/schema';
import type { ServiceRecord } from '../catalog/published.js';
import type { Actor, EventStore } from '../eventstore/EventStore.js';
import type { Sql } from '../platform/database.js';
import type { BookingCommands } from './BookingCommands.js';
import { bookingDecider } from './decider.js';
import { bookingIdsWithoutQuote } from './queries.js';

export const QUOTE_BACKFILL_ACTOR: Actor = { kind: 'system', id: null, name: 'Quote backfill' };
const PAGE = 200;

/**
 * Gives every booking from before quotes its quote, once: its services priced for its vehicle at
 * the catalog as it stood when the booking was made (or when its services, vehicle type or model
 * year last changed, if they did since). Command ids are named by the booking, and a booking that
 * has a quote records no other, so processes that start together, or a restart halfway, append
 * nothing twice. Answers how many bookings it priced.
 */
export async function backfillQuotes(deps: {
  sql: Sql;
  store: Pick<EventStore, 'readStream'>;
  bookings: Pick<BookingCommands, 'recordQuote'>;
  /** The catalog's services at an instant (`servicesAsOf` of the catalog context). */
  servicesAt(ids: readonly number[], at: string): Promise<ServiceRecord[]>;
  log: (message: string, error?: unknown) => void;
  /** Bookings read per page (tests make it small). */
  pageSize?: number;
}): Promise<number> {
  let priced = 0;
  let failed = 0;
  // Keyset pages by id, as the customer backfill: a booking priced meanwhile is not met again.
  for (let after: string | null = null; ; ) {
    const page = await bookingIdsWithoutQuote(deps.sql, deps.pageSize ?? PAGE, after);
    if (page.length === 0) break;
    for (const bookingId of page) {
      after = bookingId;
      try {
        const quote = await quoteAsMade(deps, bookingId);
        if (!quote) continue;
        await deps.bookings.recordQuote(bookingId, quote, { actor: QUOTE_BACKFILL_ACTOR, commandId: `quote-backfill:${bookingId}` });
        priced++;
      } catch (error) {
        failed++;
        deps.log(`Booking ${bookingId} could not be given its quote; the next start retries it`, error);
      }
    }
  }
  if (failed) deps.log(`${failed} bookings from before quotes are still without one.`);
  if (priced) deps.log(`Recorded the quotes of ${priced} bookings from before quotes, at the catalog of their day.`);
  return priced;
}

/** The booking's quote at the catalog of the moment its priced fields were last set; null for a booking gone or quoted. */
async function quoteAsMade(deps: Pick<Parameters<typeof backfillQuotes>[0], 'store' | 'servicesAt'>, bookingId: string): Promise<BookingQuote | null> {
  const history = await deps.store.readStream(bookingStreamId(bookingId));
  let state = bookingDecider.initialState;
  let pricedAt: string | null = null;
  for (const recorded of history) {
    const event = asDomainEvent<BookingEvent>(recorded);
    state = bookingDecider.evolve(state, event);
    const setsPrice = event.type === 'BookingCreated' || (event.type === 'BookingDetailsUpdated' && QUOTED_FIELDS.some((field) => field in event.data.changes));
    if (setsPrice) pricedAt = recorded.metadata.occurredAt;
  }
  if (state.kind !== 'active' || state.quote || !pricedAt) return null;
  const { serviceIds, vehicleType, modelYear } = state.details;
  return quoteBooking(serviceIds, await deps.servicesAt(serviceIds, pricedAt), { vehicleType, modelYear });
}
