import { bookingPersonStreamId, defaultPublicBookingSettings, holdsPerson, type PersonKey, personKeys } from '@detailing/schema';
import { fold } from '../commands/fold.js';
import type { AppendItem, CommandContext, EventStore } from '../eventstore/EventStore.js';
import { type BookingPersonCommand, bookingPersonDecider, checkBound, type PersonBound } from './bookingPersonDecider.js';
import type { BookingState } from './decider.js';

/** A person's bound on upcoming pending public bookings when no setting says otherwise. */
export const DEFAULT_PUBLIC_BOOKINGS_PER_PERSON = defaultPublicBookingSettings.publicBookingsPerPerson;

export interface BookingPersonsDeps {
  store: EventStore;
  /** A stable, unguessable name for a text (the vault's): person streams carry no personal data in their names. */
  pseudonym(text: string): Promise<string>;
  /** How many upcoming pending public bookings one e-mail, mobile or plate may have (the setting). */
  limit(): Promise<number>;
  /** The business time zone, where a booking's date passes. */
  timeZone(): Promise<string>;
}

/** The person keys a booking holds, with its date: none unless it is a pending public booking. */
function heldKeys(state: BookingState): (PersonKey & { date: string })[] {
  if (state.kind !== 'active') return [];
  const { details } = state;
  if (!holdsPerson({ source: state.source, status: state.status, vehicleType: details.vehicleType, date: details.date })) return [];
  return personKeys(details).map((key) => ({ ...key, date: details.date }));
}

/** What a command did to the person keys its booking holds: keys let go of, and keys taken or moved to another date. */
export function personChanges(before: BookingState, after: BookingState): { key: PersonKey; change: { kind: 'release' } | { kind: 'hold'; date: string } }[] {
  const was = heldKeys(before);
  const is = heldKeys(after);
  return [
    ...was.filter((w) => !is.some((i) => i.text === w.text)).map(({ kind, text }) => ({ key: { kind, text }, change: { kind: 'release' as const } })),
    ...is
      .filter((i) => !was.some((w) => w.text === i.text && w.date === i.date))
      .map(({ kind, text, date }) => ({ key: { kind, text }, change: { kind: 'hold' as const, date } })),
  ];
}

/**
 * Bounds each person's upcoming pending public bookings, per e-mail, per mobile and per plate,
 * with a stream per person key (`booking-person-<kind>-<pseudonym>`), as the day streams bound
 * a day's: a public booking is held at each stream's version read, in the booking's own batch
 * (`RunSpec.alongside`), so of two racing bookings only one can take the last place. Staff
 * bookings hold nothing; staff edits move, release or restore holds unbounded.
 */
export class BookingPersons {
  constructor(private readonly deps: BookingPersonsDeps) {}

  /**
   * Refuses a public booking past its person's bound before anything is recorded (its customer
   * registered first, say). The streams decide again at the append: this only spares the common refusal.
   */
  async refuseOverBound(booking: { email: string; mobile: string; vehicleRego: string | null }, at: string, timeZone: string): Promise<void> {
    const [limit, histories] = await Promise.all([this.deps.limit(), Promise.all(personKeys(booking).map((key) => this.history(key)))]);
    for (const { history } of histories) checkBound(fold(bookingPersonDecider, history), null, { limit, at, timeZone });
  }

  /** The person streams' appends for a booking command; `bounded`: a public booking being made, which must stay within the bound. */
  appends(bounded: boolean) {
    return async ({ before, after, context }: { before: BookingState; after: BookingState; context: CommandContext }): Promise<AppendItem[]> => {
      const bookingId = after.kind === 'active' ? after.bookingId : before.kind === 'active' ? before.bookingId : null;
      const changes = personChanges(before, after);
      if (!bookingId || changes.length === 0) return [];
      const holds = bounded && changes.some(({ change }) => change.kind === 'hold');
      const [bound, streams] = await Promise.all([
        holds ? this.bound(context.occurredAt) : null,
        Promise.all(changes.map(async ({ key, change }) => ({ change, ...(await this.history(key)) }))),
      ]);
      return streams.flatMap(({ change, streamId, history }): AppendItem[] => {
        const version = history.at(-1)?.streamVersion ?? 0;
        const exclusive = bound !== null && change.kind === 'hold';
        const command: BookingPersonCommand =
          change.kind === 'hold' ? { type: 'HoldPublicBooking', bookingId, date: change.date, bound: exclusive ? bound : null } : { type: 'ReleasePublicBooking', bookingId };
        const events = bookingPersonDecider.decide(command, fold(bookingPersonDecider, history));
        if (events.length === 0) return [];
        return [
          {
            streamId,
            events,
            // Held within the bound at the version read: a hold taken meanwhile refuses the batch, and the runner decides again.
            expectedVersion: exclusive ? (version === 0 ? 'no_stream' : version) : 'any',
            // Each stream's append is its own command record; a retry of the booking's command finds them all.
            context: { ...context, commandId: `${context.commandId}/${streamId}/${change.kind}` },
          },
        ];
      });
    };
  }

  private async history(key: PersonKey) {
    const streamId = bookingPersonStreamId(key.kind, await this.deps.pseudonym(key.text));
    return { streamId, history: await this.deps.store.readStream(streamId) };
  }

  private async bound(at: string): Promise<PersonBound> {
    const [limit, timeZone] = await Promise.all([this.deps.limit(), this.deps.timeZone()]);
    return { limit, at, timeZone };
  }
}

/** Several `RunSpec.alongside` contributions as one: their appends together, in the order given. */
export function alongsideAll<O>(...hooks: ((outcome: O) => Promise<AppendItem[]>)[]) {
  return async (outcome: O): Promise<AppendItem[]> => (await Promise.all(hooks.map((hook) => hook(outcome)))).flat();
}
