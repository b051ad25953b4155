import type { AppendResult, CommandContext, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import { ConcurrencyError } from '../eventstore/EventStore.js';
import type { Decider } from './decider.js';

type AnyEvent = { type: string; data: object };

export const asDomainEvent = <E extends AnyEvent>(recorded: RecordedEvent) =>
  ({ type: recorded.type, data: recorded.data }) as E;

/**
 * Load the stream, fold it, decide, append at the version read. A lost race is retried against
 * the fresh state; a command id seen before returns its first result without deciding again.
 */
export function handleCommand<C, E extends AnyEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  context: CommandContext,
): Promise<AppendResult> {
  return handleCommands(store, decider, streamId, [command], context);
}

/**
 * Several commands on one stream decided in order against the evolving state and appended
 * together: all of them happen, or (on a refusal) none.
 */
export async function handleCommands<C, E extends AnyEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  commands: C[],
  context: CommandContext,
): Promise<AppendResult> {
  const earlier = await store.findCommand(context.commandId);
  if (earlier) return earlier;
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
    let state = history.map((e) => asDomainEvent<E>(e)).reduce(decider.evolve, decider.initialState);
    const events: E[] = [];
    for (const command of commands) {
      const decided = decider.decide(command, state);
      state = decided.reduce(decider.evolve, state);
      events.push(...decided);
    }
    try {
      return await store.append(streamId, events, history.length === 0 ? 'no_stream' : history.length, context);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 4) throw error;
    }
  }
}

export const fold = <E extends AnyEvent, S>(decider: Decider<unknown, E, S>, events: RecordedEvent[]): S =>
  events.map((e) => asDomainEvent<E>(e)).reduce(decider.evolve, decider.initialState);
