import { bookingDayStreamId, holdsDay } from '@detailing/schema';
import { fold } from '../commands/fold.js';
import type { AppendItem, CommandContext, EventStore } from '../eventstore/EventStore.js';
import type { Sql } from '../platform/database.js';
import { type BookingDayCommand, bookingDayDecider } from './bookingDayDecider.js';
import type { BookingState } from './decider.js';
import { dayIsHeld } from './queries.js';

const heldDate = (state: BookingState): string | null =>
  state.kind === 'active' && holdsDay({ status: state.status, vehicleType: state.details.vehicleType, date: state.details.date }) ? state.details.date : null;

/** The day a booking let go of and the day it took, as a command moved, cancelled, restored or deleted it. */
export function dayChanges(before: BookingState, after: BookingState): { kind: 'claim' | 'release'; date: string }[] {
  const was = heldDate(before);
  const is = heldDate(after);
  if (was === is) return [];
  return [...(was ? [{ kind: 'release' as const, date: was }] : []), ...(is ? [{ kind: 'claim' as const, date: is }] : [])];
}

/**
 * The day streams' appends for a booking command (`RunSpec.alongside`). `exclusive` (a public
 * booking): its day must be free in the day stream and in the read model, and is claimed at the
 * day stream's version, so of two racing claims one loses. Otherwise (staff) the day streams only
 * record what happened, appended without a version: staff may book a day that is taken.
 */
export function dayAppends(deps: { store: EventStore; sql: Sql }, exclusive: boolean) {
  return async ({ before, after, context }: { before: BookingState; after: BookingState; context: CommandContext }): Promise<AppendItem[]> => {
    const bookingId = after.kind === 'active' ? after.bookingId : before.kind === 'active' ? before.bookingId : null;
    if (!bookingId) return [];
    const items: AppendItem[] = [];
    for (const { kind, date } of dayChanges(before, after)) {
      const streamId = bookingDayStreamId(date);
      const history = await deps.store.readStream(streamId);
      const version = history.at(-1)?.streamVersion ?? 0;
      const claimsFreeDay = exclusive && kind === 'claim';
      const command: BookingDayCommand =
        kind === 'claim'
          ? { type: 'ClaimBookingDay', date, bookingId, exclusive: claimsFreeDay, heldInReadModel: claimsFreeDay && (await dayIsHeld(deps.sql, date, bookingId)) }
          : { type: 'ReleaseBookingDay', date, bookingId };
      const events = bookingDayDecider.decide(command, fold(bookingDayDecider, history));
      if (events.length === 0) continue;
      items.push({
        streamId,
        events,
        expectedVersion: claimsFreeDay ? (version === 0 ? 'no_stream' : version) : 'any',
        // Each stream's append is its own command record; a retry of the booking's command finds them all.
        context: { ...context, commandId: `${context.commandId}/${streamId}/${kind}` },
      });
    }
    return items;
  };
}
