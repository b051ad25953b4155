import type { Actor, AppendItem, AppendResult, CommandContext, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import { ConcurrencyError } from '../eventstore/EventStore.js';
import { type Clock, newId as randomId } from '../platform/clock.js';
import { VersionConflict } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import type { Decider } from './decider.js';
import { fold } from './fold.js';

/** How every caller (GraphQL, REST, jobs, the seed) asks for a command: one shape for every context. */
export interface CommandOptions {
  actor: Actor;
  /** Idempotency key (an `Idempotency-Key` header, a job's deterministic id); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
  causationId?: string | null;
  /** The version of the record the editor saw; another current version refuses the command (409). */
  expectedVersion?: number;
  /** false: the caller reads no read model next (a batch job), so the answer does not wait for them. */
  awaitReadModels?: boolean;
}

/** For commands that create or add rather than edit what someone saw: no version to check. */
export const unversioned = ({ expectedVersion: _ignored, ...options }: CommandOptions): CommandOptions => options;

/** What commands may take from the moment they run: the clock's instant and fresh ids, from the runner. */
export interface CommandEnv {
  at: string;
  newId(): string;
}

export interface RunSpec<C, E, S> {
  decider: Decider<C, E, S>;
  streamId: string;
  /** The commands, decided in order against the folded state: all of them happen, or none. */
  commands: NoInfer<readonly C[] | ((state: S, env: CommandEnv) => readonly C[] | Promise<readonly C[]>)>;
  options: CommandOptions;
  /** The version of the record this command edits; by default the stream's own. */
  versionOf?: (state: S, streamVersion: number) => number;
  /**
   * The stream holds many records (all services, all vehicle types, the invoice numbers): losing
   * the race for the stream to an edit of another record decides again against the fresh state,
   * the editor's expected version of their own record included.
   */
  shared?: boolean;
  /** Read models the caller reads next: the answer waits (bounded) until they hold the events. */
  projections?: readonly string[];
  /** The record as readers see it now, for the answer to a stale edit; may throw NOT_FOUND. */
  current?: () => Promise<unknown>;
  /**
   * Appends to other streams that follow from what was decided (a booking's day streams), made
   * in the same batch (`EventStore.appendMany`): all land or none. A lost race on one of them
   * decides the whole command again against fresh streams.
   */
  alongside?: (outcome: { before: S; after: S; context: CommandContext }) => Promise<AppendItem[]>;
  /**
   * Appends decided beforehand against streams that must be new (`decideNew`: a new booking's
   * customer, registered with it), made first in the same batch: all land or none. A stream of
   * theirs that exists after all refuses the command with that ConcurrencyError, not decided
   * again here: the caller takes the ordinary way.
   */
  fresh?: readonly AppendItem[];
}

export interface CommandResult<S> extends AppendResult {
  /** The aggregate's state after the command (for a repeated command id: as the stream is now). */
  state: S;
  /** The record's version after the command. */
  version: number;
  /** Whether every read model in `projections` held the events before the bounded wait ran out. */
  caughtUp: boolean;
}

const SHARED_STREAM_ATTEMPTS = 30;

/**
 * The one way a command runs: load the stream, fold it, check the editor's version, decide,
 * append at the version read, wait for the read models the caller reads. A command id seen
 * before returns its first result and decides nothing. A lost race is never decided again
 * behind an editor's back, except on a stream of many records (`shared`).
 */
export class CommandRunner {
  /** Fresh ids for new records (a booking's stream is named by its id before its first command runs). */
  readonly newId: () => string;

  constructor(private readonly deps: { store: EventStore; clock: Clock; waiter?: ProjectionWaiter; newId?: () => string }) {
    this.newId = deps.newId ?? randomId;
  }

  async run<C, E extends { type: string; data: object }, S>(spec: RunSpec<C, E, S>): Promise<CommandResult<S>> {
    const { store } = this.deps;
    const commandId = spec.options.commandId ?? this.newId();
    const versionOf = spec.versionOf ?? ((_state: S, streamVersion: number) => streamVersion);

    // Both reads at once: the stream read is wasted only on a repeated command id, and a stream
    // that moves meanwhile is caught by the append's expected version as ever.
    const [earlier, firstHistory] = await Promise.all([store.findCommand(commandId), store.readStream(spec.streamId)]);
    if (earlier) return this.repeated(spec, earlier);

    for (let attempt = 1; ; attempt++) {
      const history = attempt === 1 ? firstHistory : await store.readStream(spec.streamId);
      const streamVersion = history.at(-1)?.streamVersion ?? 0;
      let state = fold(spec.decider, history);
      const before = state;
      const expected = spec.options.expectedVersion;
      if (expected !== undefined && versionOf(state, streamVersion) !== expected) throw await this.conflict(spec, history);

      const context = this.context(commandId, spec.options);
      const env: CommandEnv = { at: context.occurredAt, newId: this.newId };
      const commands = typeof spec.commands === 'function' ? await spec.commands(state, env) : spec.commands;
      const events: E[] = [];
      for (const command of commands) {
        const decided = spec.decider.decide(command, state);
        state = decided.reduce(spec.decider.evolve, state);
        events.push(...decided);
      }
      let result: AppendResult;
      const fresh = spec.fresh ?? [];
      const others = events.length && spec.alongside ? await spec.alongside({ before, after: state, context }) : [];
      try {
        // Nothing decided has nothing to lose to a race: only the command id is recorded.
        const at = events.length === 0 ? 'any' : streamVersion === 0 ? 'no_stream' : streamVersion;
        const own: AppendItem = { streamId: spec.streamId, events, expectedVersion: at, context };
        result =
          fresh.length + others.length > 0
            ? (await store.appendMany([...fresh, own, ...others]))[fresh.length]!
            : await store.append(spec.streamId, events, at, context);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (fresh.some((item) => item.streamId === error.streamId)) throw error;
        const lostAlongside = others.some((item) => item.streamId === error.streamId);
        if ((spec.shared || lostAlongside) && attempt < SHARED_STREAM_ATTEMPTS) {
          // Other processes are appending too: back off a little, with jitter, before reading afresh.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
          continue;
        }
        if (!spec.current) throw error;
        throw await this.conflict(spec, await store.readStream(spec.streamId));
      }
      // The same command id was recorded while this one decided: its first result stands.
      if (result.duplicate) return this.repeated(spec, result);
      const caughtUp = await this.caughtUp(this.awaited(spec), result.lastGlobalPosition);
      return { ...result, state, version: versionOf(state, result.streamVersion), caughtUp };
    }
  }

  /**
   * A command on a stream the caller knows to be new (a batch job's fresh records), decided
   * against the decider's initial state without reading the stream: the append it answers
   * expects no_stream, so a stream that exists after all refuses it (ConcurrencyError) and the
   * caller runs the command the ordinary way. The caller appends it (`EventStore.appendMany`).
   */
  decideNew<C, E extends { type: string; data: object }, S>(spec: {
    decider: RunSpec<C, E, S>['decider'];
    streamId: string;
    commands: (env: CommandEnv) => readonly C[];
    options: CommandOptions & { commandId: string };
  }): { item: AppendItem; state: S } {
    const context = this.context(spec.options.commandId, spec.options);
    let state = spec.decider.initialState;
    const events: E[] = [];
    for (const command of spec.commands({ at: context.occurredAt, newId: this.newId })) {
      const decided = spec.decider.decide(command, state);
      state = decided.reduce(spec.decider.evolve, state);
      events.push(...decided);
    }
    return { item: { streamId: spec.streamId, events, expectedVersion: events.length === 0 ? 'any' : 'no_stream', context }, state };
  }

  /** A command id seen before: its first result, with the record as it stands now. */
  private async repeated<C, E extends { type: string; data: object }, S>(spec: RunSpec<C, E, S>, first: AppendResult): Promise<CommandResult<S>> {
    const history = await this.deps.store.readStream(spec.streamId);
    const state = fold(spec.decider, history);
    const streamVersion = history.at(-1)?.streamVersion ?? 0;
    const caughtUp = await this.caughtUp(this.awaited(spec), first.lastGlobalPosition);
    return { ...first, state, version: spec.versionOf ? spec.versionOf(state, streamVersion) : streamVersion, caughtUp };
  }

  private context(commandId: string, options: CommandOptions): CommandContext {
    return {
      commandId,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: options.causationId ?? null,
      occurredAt: this.deps.clock.now(),
    };
  }

  /** The refusal of a stale edit, with the record as it is once the read models hold the stream. */
  private async conflict<C, E extends { type: string; data: object }, S>(spec: RunSpec<C, E, S>, history: RecordedEvent[]): Promise<VersionConflict> {
    await this.caughtUp(spec.projections, history.at(-1)?.globalPosition ?? 0);
    return new VersionConflict(spec.current ? await spec.current() : null);
  }

  private awaited(spec: { projections?: readonly string[]; options: CommandOptions }): readonly string[] | undefined {
    return spec.options.awaitReadModels === false ? undefined : spec.projections;
  }

  private async caughtUp(projections: readonly string[] | undefined, position: number): Promise<boolean> {
    if (!projections?.length || position === 0) return true;
    const waiter = this.deps.waiter;
    if (!waiter) throw new Error('This runner has no ProjectionWaiter: it cannot wait for read models');
    return (await Promise.all(projections.map((p) => waiter.waitFor(p, position)))).every(Boolean);
  }
}
