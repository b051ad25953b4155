import type { RecordedEvent } from '../eventstore/EventStore.js';
import type { Decider } from './decider.js';

type AnyEvent = { type: string; data: object };

/** A recorded event as its decider types it (the store gives events in their current shape). */
export const asDomainEvent = <E extends AnyEvent>(recorded: RecordedEvent) => ({ type: recorded.type, data: recorded.data }) as E;

/** The state `events` leave an aggregate in. */
export const fold = <E extends AnyEvent, S>(decider: Decider<never, E, S>, events: readonly RecordedEvent[]): S =>
  events.map((e) => asDomainEvent<E>(e)).reduce(decider.evolve, decider.initialState);
