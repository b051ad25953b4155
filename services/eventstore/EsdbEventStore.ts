import { createHash } from 'node:crypto';
import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  type CurrentRevision,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  type ReadPosition,
  type ReadStreamOptions,
  type RecordedEvent as EsdbRecordedEvent,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendItem,
  type AppendResult,
  assertAppendSize,
  type CommandContext,
  ConcurrencyError,
  ErasedStreamError,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './EventStore.js';
import { domainEventCodec, type EventCodec, type EncodedEvent, type StoredEvent } from './codec.js';
import { hasPersonalValues, type PersonalDataVault } from './personalData.js';
import { pollingSubscription } from './subscription.js';

// Each processed command is recorded as the first event of its own stream; readers of $all skip them.
const COMMAND_STREAM = 'command-';
const COMMAND_RECORDED = 'CommandRecorded';
const EVENT_ID_NAMESPACE = Buffer.from('0f4b6c1e9a2d4e57b3c8d1f06a7e5b92', 'hex');

interface CommandRecord {
  streamId: string;
  fromVersion: number;
  toVersion: number;
  lastPosition: number;
}

type Attempt = { ok: true; revision: bigint } | { ok: false; actual: CurrentRevision | undefined };

/**
 * The event store on EventStoreDB / KurrentDB. Global positions are $all commit positions, which
 * the server assigns in write order, so a reader past position N never finds a smaller one later.
 * Requires server 22.6 or later (stream reads carry positions).
 *
 * Idempotency: a command's events get ids derived from its id, so the server's own idempotent-write
 * check absorbs a retry that reaches the same stream at the same expected version; the first result
 * is then recorded in `command-<commandId>`. Without multi-stream transactions two limits remain:
 * a racing twin that names a *different* stream can still append there, and a retry with `any`
 * after a crash between the write and the record relies on the server's best-effort check.
 *
 * Personal values are sealed through the vault, whose keys live in the SQL database: a stream's
 * key is created (committed) just before the write that first needs it, since the two stores
 * share no transaction; a write that then fails leaves an unused key, nothing more. Events this
 * server holds in plain from before sealing read as ERASED once their stream is erased, but stay
 * on the server as written: EventStoreDB cannot rewrite an event.
 */
export class EsdbEventStore implements EventStore {
  constructor(
    private readonly client: EventStoreDBClient,
    readonly vault: PersonalDataVault,
    private readonly codec: EventCodec = domainEventCodec,
    private readonly ownsClient = true,
  ) {}

  static connect(connectionString: string, vault: PersonalDataVault, codec?: EventCodec): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), vault, codec);
  }

  /** Another store on this one's connection, reading and writing through `codec`; closing it leaves the connection open. */
  withCodec(codec: EventCodec): EsdbEventStore {
    return new EsdbEventStore(this.client, this.vault, codec, false);
  }

  async migrate(): Promise<void> {
    await this.vault.migrate();
  }

  async append(
    streamId: string,
    events: EventToAppend[],
    expectedVersion: ExpectedVersion,
    context: CommandContext,
  ): Promise<AppendResult> {
    assertAppendSize(events.length);
    const encoded = events.map((event) => this.codec.encode(event));
    const earlier = await this.findCommand(context.commandId);
    if (earlier) return earlier;
    const result =
      encoded.length === 0
        ? await this.checkVersion(streamId, expectedVersion)
        : await this.write(streamId, encoded, expectedVersion, context);
    return this.record(context.commandId, result);
  }

  /**
   * Limitation: EventStoreDB has no transaction across streams, so this is not all-or-nothing. It
   * checks every item's expected version first (refusing the whole batch, appending nothing, on a
   * stale one seen then), then appends the items one by one; a race after that check, or a crash
   * midway, can leave the first items appended. Each item keeps `append`'s contract (its command
   * id makes a repeat of the batch append nothing twice), so callers retry the batch, or fall back
   * to single appends, with the same command ids.
   */
  async appendMany(items: readonly AppendItem[]): Promise<AppendResult[]> {
    // The same bound as the SQL store's, though nothing here is one transaction: one contract.
    assertAppendSize(items.reduce((count, item) => count + item.events.length, 0));
    const versions = new Map<string, number>();
    const seen = new Set<string>();
    const personal: string[] = [];
    for (const item of items) {
      if (seen.has(item.context.commandId) || (await this.findCommand(item.context.commandId))) continue;
      seen.add(item.context.commandId);
      const version = versions.get(item.streamId) ?? (await this.streamVersion(item.streamId));
      if (!matches(item.expectedVersion, version)) throw new ConcurrencyError(item.streamId, item.expectedVersion, version);
      versions.set(item.streamId, version + item.events.length);
      const encoded = item.events.map((event) => this.codec.encode(event));
      if (encoded.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)))) personal.push(item.streamId);
    }
    const keys = await this.vault.loadKeys(personal);
    for (const streamId of personal) if (keys.isErased(streamId)) throw new ErasedStreamError(streamId);
    const results: AppendResult[] = [];
    for (const item of items) results.push(await this.append(item.streamId, item.events, item.expectedVersion, item.context));
    return results;
  }

  private async write(
    streamId: string,
    events: EncodedEvent[],
    expectedVersion: ExpectedVersion,
    context: CommandContext,
  ): Promise<AppendResult> {
    const ids = events.map((_, index) => commandEventId(context.commandId, index));
    const personal = events.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)));
    const key = personal ? await this.vault.keyForAppend(streamId) : null;
    const toWrite = events.map((event, index) =>
      jsonEvent({
        id: ids[index],
        type: event.type,
        data: (key
          ? this.vault.seal({ eventId: ids[index]!, streamId, data: event.data }, this.codec.personalPaths(event.type), key)
          : event.data) as JSONType,
        metadata: { ...context, schemaVersion: event.schemaVersion } satisfies EventMetadata,
      }),
    );
    const attempt = await this.tryAppend(streamId, toWrite, toRevision(expectedVersion));
    if (!attempt.ok) {
      const actual = attempt.actual === undefined ? await this.streamVersion(streamId) : toVersion(attempt.actual);
      throw new ConcurrencyError(streamId, expectedVersion, actual);
    }
    const streamVersion = Number(attempt.revision) + 1;
    // The reply carries at most the last position (none when the server absorbed a retry): read the events back.
    const recorded = await this.readRange(streamId, streamVersion - events.length + 1, events.length);
    if (recorded.map((e) => e.eventId).join() !== ids.join()) {
      throw new Error(`EventStoreDB holds other events than command ${context.commandId} wrote to ${streamId}`);
    }
    return { streamId, streamVersion, lastGlobalPosition: recorded.at(-1)!.globalPosition, events: recorded, duplicate: false };
  }

  private async checkVersion(streamId: string, expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const version = await this.streamVersion(streamId);
    if (!matches(expectedVersion, version)) throw new ConcurrencyError(streamId, expectedVersion, version);
    return { streamId, streamVersion: version, lastGlobalPosition: await this.headPosition(), events: [], duplicate: false };
  }

  private async record(commandId: string, result: AppendResult): Promise<AppendResult> {
    const record: CommandRecord = {
      streamId: result.streamId,
      fromVersion: result.streamVersion - result.events.length + 1,
      toVersion: result.streamVersion,
      lastPosition: result.lastGlobalPosition,
    };
    // A random event id, so that of two racing twins exactly one records and the other conflicts.
    const recordEvent = jsonEvent({ type: COMMAND_RECORDED, data: { ...record } });
    const attempt = await this.tryAppend(COMMAND_STREAM + commandId, [recordEvent], NO_STREAM);
    if (attempt.ok) return result;
    const first = await this.findCommand(commandId);
    if (!first) throw new Error(`Command ${commandId} conflicted on its record, which cannot be read`);
    return first;
  }

  private async tryAppend(
    streamId: string,
    events: ReturnType<typeof jsonEvent>[],
    expectedRevision: AppendExpectedRevision,
  ): Promise<Attempt> {
    try {
      const result = await this.client.appendToStream(streamId, events, { expectedRevision });
      // With throwOnAppendFailure=false in the connection string a conflict resolves instead of throwing.
      return result.success ? { ok: true, revision: result.nextExpectedRevision } : { ok: false, actual: undefined };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return { ok: false, actual: error.actualVersion };
      throw error;
    }
  }

  async findCommand(commandId: string): Promise<AppendResult | null> {
    const [resolved] = await this.readRaw(COMMAND_STREAM + commandId, { maxCount: 1 });
    if (!resolved?.event) return null;
    const record = resolved.event.data as unknown as CommandRecord;
    const count = record.toVersion - record.fromVersion + 1;
    return {
      streamId: record.streamId,
      streamVersion: record.toVersion,
      lastGlobalPosition: record.lastPosition,
      events: count > 0 ? await this.readRange(record.streamId, record.fromVersion, count) : [],
      duplicate: true,
    };
  }

  async readStream(streamId: string, options: { untilOccurredAt?: string } = {}): Promise<RecordedEvent[]> {
    const events = await this.decode((await this.readRaw(streamId)).map(fromResolved));
    const until = options.untilOccurredAt;
    if (!until) return events;
    const instant = Date.parse(until);
    return events.filter((e) => Date.parse(e.metadata.occurredAt) <= instant);
  }

  private async readRange(streamId: string, fromVersion: number, count: number): Promise<RecordedEvent[]> {
    const raw = await this.readRaw(streamId, { fromRevision: BigInt(fromVersion - 1), maxCount: count });
    return this.decode(raw.map(fromResolved));
  }

  /** Stored events in the current shape: personal values unsealed (one key query for the batch), upcast, parsed. */
  private async decode(stored: StoredEvent[]): Promise<RecordedEvent[]> {
    return (await this.vault.open(stored, this.codec)).map((event) => this.codec.decode(event));
  }

  private async streamVersion(streamId: string): Promise<number> {
    const [last] = await this.readRaw(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last?.event ? Number(last.event.revision) + 1 : 0;
  }

  private async readRaw(streamId: string, options: ReadStreamOptions = {}): Promise<ResolvedEvent[]> {
    const found: ResolvedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options)) found.push(resolved);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return found;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.decode(await this.readAllStored(after, limit));
  }

  private async readAllStored(after: number, limit: number): Promise<StoredEvent[]> {
    const found: StoredEvent[] = [];
    const pageSize = Math.min(limit, 1000) + 1;
    let cursor = BigInt(after);
    for (;;) {
      // Reading $all from a position includes the event at it, which the cursor then skips.
      const fromPosition: ReadPosition = cursor > 0n ? { commit: cursor, prepare: cursor } : START;
      const page = await collect(this.client.readAll({ fromPosition, maxCount: pageSize }));
      for (const { event } of page) {
        if (!event || event.position.commit <= cursor) continue;
        cursor = event.position.commit;
        if (isDomainEvent(event)) found.push(fromEsdb(event, event.position.commit));
        if (found.length === limit) return found;
      }
      if (page.length < pageSize) return found;
    }
  }

  /** The server orders $all as it commits, so what is recorded is what readers may see. */
  lastPosition(): Promise<number> {
    return this.headPosition();
  }

  async headPosition(): Promise<number> {
    const pageSize = 100;
    let from: ReadPosition = END;
    for (;;) {
      // Reading $all backwards from an event's position starts just before that event.
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: pageSize }),
      );
      const domain = page.find((r) => r.event && isDomainEvent(r.event));
      if (domain?.event) return Number(domain.event.position.commit);
      const oldest = page.at(-1)?.event;
      if (page.length < pageSize || !oldest) return 0;
      from = oldest.position;
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    return pollingSubscription(
      {
        readAll: (after, limit) => this.readAll(after, limit),
        // Only a nudge: if the live subscription drops, the poller still reads at its idle interval.
        onAppend: async (callback) => {
          const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
          live.on('data', () => callback());
          live.on('error', () => {});
          return () => live.unsubscribe().catch(() => {});
        },
      },
      options,
    );
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.dispose();
  }
}

/** A UUID (version 5 layout, SHA-1) derived from the command id and the event's index in it. */
export function commandEventId(commandId: string, index: number): string {
  const hash = createHash('sha1').update(EVENT_ID_NAMESPACE).update(`${commandId}/${index}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isDomainEvent(event: EsdbRecordedEvent): boolean {
  const system = event.type.startsWith('$') || event.streamId.startsWith('$');
  return event.isJson && !system && !event.streamId.startsWith(COMMAND_STREAM);
}

function fromResolved(resolved: ResolvedEvent): StoredEvent {
  if (!resolved.event) throw new Error('EventStoreDB returned a link without its event');
  return fromEsdb(resolved.event, resolved.commitPosition);
}

function fromEsdb(event: EsdbRecordedEvent, commitPosition: bigint | undefined): StoredEvent {
  const position = event.position?.commit ?? commitPosition;
  if (position === undefined) {
    throw new Error('EventStoreDB returned an event without its position: version 22.6 or later is required');
  }
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    globalPosition: Number(position),
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
  };
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of read) found.push(item);
  return found;
}

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  return BigInt(expected - 1);
}

function toVersion(revision: CurrentRevision): number {
  return revision === NO_STREAM ? 0 : Number(revision) + 1;
}

function matches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 0;
  return expected === actual;
}
