/** A pure aggregate: state folded from events, commands decided against it. */
export interface Decider<Command, Event, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Throws a DomainError with a user-facing message when the command is refused. */
  decide(command: Command, state: State): Event[];
}

export { assertNever } from '@detailing/schema';
