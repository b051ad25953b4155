/** Who caused a change: an admin, a customer, the public wizard, or the system itself. */
export interface Actor {
  kind: 'user' | 'customer' | 'public' | 'system';
  id: string | null;
  name: string | null;
}

/** An event a command decided on; its type must be registered (`schema/events.ts`) and its data match that schema. */
export interface EventToAppend {
  type: string;
  data: object;
}

export interface CommandContext {
  /** Idempotency key: a second append with the same id appends nothing and returns the first result. */
  commandId: string;
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  /** The instant the command was accepted (ISO 8601, UTC). */
  occurredAt: string;
}

export interface EventMetadata extends CommandContext {
  /**
   * The version of its type's shape the event was written at, stamped by the store from the
   * registry. As stored: `data` is already upcast to the current version whatever this says.
   */
  schemaVersion: number;
}

export interface RecordedEvent {
  eventId: string;
  streamId: string;
  /** 1-based position of the event within its stream. */
  streamVersion: number;
  /**
   * Position in the whole log. Increasing in the order readers see events (`readAll`,
   * `subscribe`): a reader past position N never later finds an event below N. Not contiguous
   * (the SQL store leaves large gaps), so compare positions, never count with them.
   */
  globalPosition: number;
  type: string;
  /** In its type's current shape: upcast from the version it was written at and parsed with the schema. */
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/** `no_stream`: the stream must not exist; a number: the stream's current version; `any`: no check. */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export interface AppendResult {
  streamId: string;
  /** The stream's version after the append (the version the next append should expect). */
  streamVersion: number;
  /** Global position of the last event appended (or of the stream's head, if nothing was appended). */
  lastGlobalPosition: number;
  events: RecordedEvent[];
  /** True when this command id had already been processed: nothing new was appended. */
  duplicate: boolean;
}

/** One stream's part of a batch (`EventStore.appendMany`): what `append` takes, as one value. */
export interface AppendItem {
  streamId: string;
  events: EventToAppend[];
  expectedVersion: ExpectedVersion;
  context: CommandContext;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

/** The most events one append, or one `appendMany`, may hold: they are appended in one transaction. */
export const MAX_EVENTS_PER_TRANSACTION = 2 ** 20;

/** An append or batch of more than MAX_EVENTS_PER_TRANSACTION events: nothing is appended. */
export class AppendTooLargeError extends Error {
  constructor(readonly count: number) {
    super(
      `An append may hold at most ${MAX_EVENTS_PER_TRANSACTION} events, all or nothing; this one holds ${count}: split it into several appends`,
    );
    this.name = 'AppendTooLargeError';
  }
}

/** Refuses, before anything is written, an append of more events than one transaction may hold. */
export function assertAppendSize(count: number): void {
  if (count > MAX_EVENTS_PER_TRANSACTION) throw new AppendTooLargeError(count);
}

/** Personal values appended to a stream whose personal data was erased: they belong in a new stream. */
export class ErasedStreamError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} has had its personal data erased: it takes no new personal data`);
    this.name = 'ErasedStreamError';
  }
}

export interface Subscription {
  /** Stops delivery; resolves once any batch being handled has finished. */
  close(): Promise<void>;
  /** Resolves when the subscription stops by itself because the handler threw. */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events after this global position (0 = from the beginning). */
  after: number;
  batchSize?: number;
  handle(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

/**
 * The port every part of the product writes facts through. Adapters: PostgreSQL and PGlite
 * (one SQL implementation) and EventStoreDB/KurrentDB; all pass `eventStore.contract.ts`.
 *
 * Every adapter runs events through its codec (`codec.ts`, the registry of `schema/events.ts` in
 * the product): an append stamps each event with its type's current schema version and refuses,
 * appending nothing, an unknown type or data that does not match the schema; everything that
 * gives out a RecordedEvent upcasts its data from the stored version to the current one and
 * parses it. Stored events are never rewritten, but for one case: erasing a stream's personal
 * data (`PersonalDataVault.erase`).
 *
 * Personal fields (`personal` in an event's definition) are sealed on append under the stream's
 * own key and unsealed on every read, before upcasting; once the stream is erased every read
 * shows them as ERASED, and an append carrying personal values to it throws ErasedStreamError.
 */
export interface EventStore {
  /** Creates tables or projections the adapter needs; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Throws EventSchemaError (a programmer error) for an unknown type or data its schema refuses,
   * and ErasedStreamError for personal values to an erased stream; nothing is appended.
   */
  append(streamId: string, events: EventToAppend[], expectedVersion: ExpectedVersion, context: CommandContext): Promise<AppendResult>;
  /**
   * Many appends, each with its own stream, expected version and command id, as one: all of them
   * or none (any ConcurrencyError, schema error or erased stream refuses the whole batch). An item
   * whose command id was already processed appends nothing and answers its first result, as
   * `append` does; expected versions are checked against the streams as the earlier items of the
   * batch leave them. Events take global positions in item order. Results come in item order.
   * At most MAX_EVENTS_PER_TRANSACTION events in all (AppendTooLargeError): a bigger import is
   * several batches, since one all-or-nothing batch is one transaction.
   */
  appendMany(items: readonly AppendItem[]): Promise<AppendResult[]>;
  /** The first result recorded for a command id, if that command was already processed. */
  findCommand(commandId: string): Promise<AppendResult | null>;
  readStream(streamId: string, options?: { untilOccurredAt?: string }): Promise<RecordedEvent[]>;
  /**
   * Events after `after` in global order, at most `limit`; never skips one that commits later.
   * On SQL an event shows here only once every write transaction of its database that began
   * before it has ended (a long one delays, never loses, delivery), so an append's own events may
   * take a moment to appear here after it returns.
   */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /** The highest global position readers may see now (see `readAll`: possibly below an append that has just returned). */
  headPosition(): Promise<number>;
  /**
   * The position of the last event committed so far, which may lie above `headPosition` for a
   * moment: what to wait for when read models must include everything recorded now (a
   * projection reaches it once what began before it has ended). Never a place to subscribe
   * from: an append still open below it would be skipped; subscribe from `headPosition`.
   */
  lastPosition(): Promise<number>;
  /** Catches up from `after` in batches, then follows new appends live. */
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
