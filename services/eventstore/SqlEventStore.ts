import { randomUUID } from 'node:crypto';
import { beginPipelined, type Database, type Tx } from '../platform/database.js';
import {
  type AppendItem,
  type AppendResult,
  assertAppendSize,
  type CommandContext,
  ConcurrencyError,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
  type SubscribeOptions,
} from './EventStore.js';
import { domainEventCodec, type EncodedEvent, type EventCodec, type StoredEvent } from './codec.js';
import { hasPersonalValues, KeyRing, PersonalDataVault, SEALED } from './personalData.js';
import { lockPersonalData, MIGRATE_LOCK } from './sqlLocks.js';
import { type BatchPlan, type BatchRow, chunked, CopyFailedUnsaid, writeChunks } from './sqlBatch.js';
import { copyEventsOut } from './sqlCopyOut.js';
import { APPENDED, migrateEventTables } from './sqlPositions.js';
import { pollingSubscription } from './subscription.js';

interface EventRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

type Page = { events: RecordedEvent[]; blocked: boolean };

/**
 * Events per COPY in `readAllInPages` by default: many, as each costs a statement and a
 * transaction, and few enough that the snapshot it holds (keeping vacuum from what it would
 * clean) lasts seconds.
 */
const COPY_STRETCH = 100_000;

/** A command of a batch processed already (`done`, by its id), or a stream of it that exists, at its version. */
type Known = { done: boolean; id: string; version: number | null };

/** The store's one listen on appends for all its subscriptions, counting the notices it heard. */
interface AppendListener {
  notices: number;
  callbacks: Set<() => void>;
  unlisten: Promise<() => Promise<void>>;
}

/**
 * The event store on PostgreSQL or PGlite: one append-only table, the same SQL for both. Personal
 * values are sealed through the vault, which must be on the same database (by default it is): a
 * page read takes its streams' keys in its own statement.
 */
export class SqlEventStore implements EventStore {
  private listener: AppendListener | null = null;
  /** Pages being read for subscriptions, by position and notices heard when the read began, with their size. */
  private readonly pages = new Map<string, { limit: number; page: Promise<Page> }>();
  /** The stores of this process on the same database, which share one name in their notices. */
  private readonly local: LocalStores;

  constructor(
    private readonly db: Database,
    private readonly codec: EventCodec = domainEventCodec,
    readonly vault: PersonalDataVault = new PersonalDataVault(db, codec),
  ) {
    this.local = localStoresOf(db);
  }

  /**
   * Rows as events in the current shape: their personal values unsealed (one key query for all, or
   * none when the rows carry their streams' keys, `keys`), upcast and parsed.
   */
  private async toRecorded(rows: EventRow[], sql: Tx | Database['sql'] = this.db.sql, keys?: KeyRing): Promise<RecordedEvent[]> {
    const stored = rows.map((row) => ({
      eventId: row.event_id,
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      globalPosition: Number(row.global_position),
      type: row.type,
      data: row.data,
      metadata: row.metadata,
    }));
    return this.decoded(stored, sql, keys);
  }

  /** Stored events in the current shape: unsealed (see toRecorded), upcast and parsed. */
  private async decoded(stored: StoredEvent[], sql: Tx | Database['sql'] = this.db.sql, keys?: KeyRing): Promise<RecordedEvent[]> {
    return (await this.vault.open(stored, this.codec, sql, keys)).map((event) => this.codec.decode(event));
  }

  async migrate(): Promise<void> {
    await this.db.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATE_LOCK})`;
      await migrateEventTables(tx);
    });
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
    const personal = encoded.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)));
    const planned = encoded.map((event) => ({
      eventId: randomUUID(),
      event,
      metadata: JSON.parse(JSON.stringify({ ...context, schemaVersion: event.schemaVersion })) as RecordedEvent['metadata'],
    }));
    // The notice of this append goes out with it, where the channel is free (else announce publishes it).
    const carried = this.db.carryNotice(APPENDED);
    const call = async (sql: Tx | Database['sql'], key: Buffer | null) => {
      const data = planned.map(({ eventId, event }) =>
        JSON.stringify(key ? this.vault.seal({ eventId, streamId, data: event.data }, this.codec.personalPaths(event.type), key) : event.data),
      );
      const expected = expectedVersion === 'any' ? null : expectedVersion === 'no_stream' ? 0 : expectedVersion;
      const notifyAs = carried ? this.local.name : null;
      const [one] = planned;
      const [row] = (await (planned.length === 1
        ? sql`
            select r_outcome, r_version, r_last::text from event_store_append_one(
              ${streamId}, ${expected}::integer, ${context.commandId}, ${one!.eventId}::uuid, ${one!.event.type}::text,
              ${data[0]!}::text, ${JSON.stringify(one!.metadata)}::text, ${notifyAs}::text)`
        : sql`
            select r_outcome, r_version, r_last::text from event_store_append(
              ${streamId}, ${expected}::integer, ${context.commandId}, ${sql.array(planned.map((p) => p.eventId))}::uuid[],
              ${sql.array(planned.map((p) => p.event.type))}::text[], ${sql.array(data)}::text[],
              ${sql.array(planned.map((p) => JSON.stringify(p.metadata)))}::text[], ${notifyAs}::text)`)) as unknown as [
        { r_outcome: 'duplicate' | 'conflict' | 'appended'; r_version: number; r_last: string },
      ];
      return row;
    };
    let outcome: { r_outcome: 'duplicate' | 'conflict' | 'appended'; r_version: number; r_last: string } | undefined;
    try {
      outcome = await retryingUniqueViolations(() =>
        personal
          ? // Sealing needs the stream's key first, so this append is a transaction of a few statements.
            beginPipelined(this.db.sql, async (tx) => {
              // Sent together (one round trip), run in this order: the lock and the key are merely not needed for a repeat.
              const [earlier, , key] = await Promise.all([
                this.processed(tx, context.commandId),
                lockPersonalData(tx, [streamId]),
                this.vault.keyForAppend(streamId, tx).catch((error: unknown) => ({ error })),
              ]);
              if (earlier) return { r_outcome: 'duplicate' as const, r_version: 0, r_last: '0' };
              if (!Buffer.isBuffer(key)) throw key.error;
              return call(tx, key);
            })
          : // One statement, committing on its own: as few round trips as a raw INSERT.
            call(this.db.sql, null),
      );
    } finally {
      carried?.(outcome?.r_outcome === 'appended' && planned.length > 0);
    }
    if (outcome.r_outcome === 'duplicate') return (await this.processed(this.db.sql, context.commandId))!;
    if (outcome.r_outcome === 'conflict') throw new ConcurrencyError(streamId, expectedVersion, outcome.r_version);
    const last = Number(outcome.r_last);
    // What was appended, as read back: the plain data is in hand, so nothing needs unsealing, and
    // encode refused any data its schema's parse would change, so decoding it again changes nothing.
    const recorded = planned.map(({ eventId, event, metadata }, i) =>
      asRecorded({
        eventId,
        streamId,
        streamVersion: outcome.r_version - planned.length + i + 1,
        globalPosition: last - planned.length + i + 1,
        type: event.type,
        data: event.data,
        metadata,
      }),
    );
    if (recorded.length > 0) this.announce(last, carried !== null);
    return { streamId, streamVersion: outcome.r_version, lastGlobalPosition: last, events: recorded, duplicate: false };
  }

  async appendMany(items: readonly AppendItem[]): Promise<AppendResult[]> {
    if (items.length === 0) return [];
    assertAppendSize(items.reduce((count, item) => count + item.events.length, 0));
    const encoded = items.map((item) => item.events.map((event) => this.codec.encode(event)));
    const personal = new Set(
      items
        .filter((_, index) => encoded[index]!.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type))))
        .map((item) => item.streamId),
    );
    // One transaction: a read, then the rows in chunks sent one after another without waiting, so
    // the database takes in one chunk while the next is prepared. A stream or command taken by a
    // racing append fails it on a unique index, nothing of it is kept, and the retry reads again.
    // COPY is used where the database speaks it, until an attempt fails there for a reason the
    // driver did not pass on (see copyChunks): the attempts after it INSERT, which says why.
    let copy = this.db.kind === 'postgres';
    // A batch of new streams (an import's fresh records) is first tried without reading what
    // exists: the unique index on each stream's first version refuses an item whose stream
    // exists, and processed_commands' key a command seen before. Either (or a lost race) rolls
    // the attempt back, and every attempt after it reads.
    let read = !items.every((item) => item.expectedVersion === 'no_stream' && item.events.length > 0);
    const attempt = () =>
      beginPipelined(this.db.sql, async (tx) => {
        // Sealing needs the streams' keys, under their locks; the read runs after the locks, sent with them.
        const [, known] = await Promise.all([lockPersonalData(tx, [...personal]), read ? this.knownIn(tx, items) : []]);
        return this.appendManyIn(tx, items, encoded, personal, known, copy);
      });
    const { answers, head } = await retryingUniqueViolations(async () => {
      for (;;) {
        const reading = read;
        try {
          return await attempt();
        } catch (error) {
          read = true;
          // An item refused against streams it did not read is decided again against what exists.
          if (error instanceof CopyFailedUnsaid) copy = false;
          else if (reading || !(error instanceof ConcurrencyError)) throw error;
        }
      }
    });
    if (head !== null) this.announce(head);
    return answers;
  }

  /** One attempt at a batch, in `tx`; a unique violation (a racing append) makes the caller run it again. */
  private async appendManyIn(
    tx: Tx,
    items: readonly AppendItem[],
    encoded: EncodedEvent[][],
    personal: ReadonlySet<string>,
    known: readonly Known[],
    copy: boolean,
  ): Promise<{ answers: AppendResult[]; head: number | null }> {
    const done = new Set(known.filter((r) => r.done).map((r) => r.id));
    const versions = new Map(known.filter((r) => !r.done).map((r) => [r.id, r.version!]));

    // Which items append, at which versions: each checked against the streams as the earlier items leave them.
    const fresh = new Map<string, number>(); // command id -> index of the item that records it
    const plans: BatchPlan[] = [];
    const sealed = new Set<string>();
    items.forEach((item, index) => {
      const commandId = item.context.commandId;
      if (done.has(commandId) || fresh.has(commandId)) return;
      const version = versions.get(item.streamId) ?? 0;
      if (!matches(item.expectedVersion, version)) throw new ConcurrencyError(item.streamId, item.expectedVersion, version);
      const to = version + encoded[index]!.length;
      versions.set(item.streamId, to);
      fresh.set(commandId, index);
      plans.push({ index, from: version + 1, to });
      if (personal.has(item.streamId) && encoded[index]!.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)))) {
        sealed.add(item.streamId);
      }
    });
    if (plans.length === 0) return { answers: await this.answers(tx, items, fresh, new Map()), head: null };
    const keys = await this.vault.keysForAppend([...sealed], tx);
    // An item of no events records the head as its last position, as `append` does.
    const head = plans.some((plan) => plan.to < plan.from) ? await this.headIn(tx) : null;

    const rowsOf = (chunk: readonly BatchPlan[]) => this.batchRows(chunk, items, encoded, keys);
    const written = await writeChunks(tx, chunked(plans), rowsOf, items, head, copy);

    const results = new Map<number, AppendResult>();
    let last: number | null = null;
    for (const chunk of written) {
      let offset = 0;
      let event = 0;
      for (const plan of chunk.plans) {
        const item = items[plan.index]!;
        const own = chunk.events
          .slice(event, (event += plan.to - plan.from + 1))
          .map((recorded) => asRecorded({ ...recorded, globalPosition: chunk.first + offset++ }));
        results.set(plan.index, {
          streamId: item.streamId,
          streamVersion: plan.to,
          lastGlobalPosition: own.at(-1)?.globalPosition ?? head!,
          events: own,
          duplicate: false,
        });
      }
      if (offset > 0) last = chunk.first + offset - 1;
    }
    return { answers: await this.answers(tx, items, fresh, results), head: last };
  }

  /** Which of the batch's commands were processed already, and the versions of its streams that exist. */
  private async knownIn(tx: Tx, items: readonly AppendItem[]): Promise<Known[]> {
    const commandIds = [...new Set(items.map((item) => item.context.commandId))];
    const streamIds = [...new Set(items.map((item) => item.streamId))];
    return (await tx`
      select true as done, command_id as id, null::int as version from processed_commands where command_id = any(${tx.array(commandIds)}::text[])
      union all
      select false, stream_id, max(stream_version)::int from events where stream_id = any(${tx.array(streamIds)}::text[]) group by stream_id`) as unknown as Known[];
  }

  /** A chunk's events as rows to write (data sealed, JSON as text) and as they are recorded, in row order. */
  private batchRows(
    chunk: readonly BatchPlan[],
    items: readonly AppendItem[],
    encoded: EncodedEvent[][],
    keys: ReadonlyMap<string, Buffer>,
  ): { rows: BatchRow[]; events: Omit<RecordedEvent, 'globalPosition'>[] } {
    const rows: BatchRow[] = [];
    const events: Omit<RecordedEvent, 'globalPosition'>[] = [];
    for (const plan of chunk) {
      const item = items[plan.index]!;
      const key = keys.get(item.streamId);
      encoded[plan.index]!.forEach((event, i) => {
        const eventId = randomUUID();
        const streamVersion = plan.from + i;
        // Recorded as the very object stored as JSON, not parsed back (Object.assign: a spread's copy stringifies at half the speed).
        const metadata: EventMetadata = Object.assign({}, item.context, { schemaVersion: event.schemaVersion });
        const data = key ? this.vault.seal({ eventId, streamId: item.streamId, data: event.data }, this.codec.personalPaths(event.type), key) : event.data;
        rows.push({ eventId, streamId: item.streamId, streamVersion, type: event.type, data: JSON.stringify(data), metadata: JSON.stringify(metadata) });
        events.push({ eventId, streamId: item.streamId, streamVersion, type: event.type, data: event.data, metadata });
      });
    }
    return { rows, events };
  }

  /** The batch's answers in item order: items already processed (or repeating an earlier item's command id) answer the first result. */
  private async answers(
    sql: Tx | Database['sql'],
    items: readonly AppendItem[],
    fresh: ReadonlyMap<string, number>,
    results: ReadonlyMap<number, AppendResult>,
  ): Promise<AppendResult[]> {
    const answers: AppendResult[] = [];
    for (const [index, item] of items.entries()) {
      const own = results.get(index);
      if (own) answers.push(own);
      else {
        const first = fresh.has(item.context.commandId) ? results.get(fresh.get(item.context.commandId)!)! : (await this.processed(sql, item.context.commandId))!;
        answers.push({ ...first, duplicate: true });
      }
    }
    return answers;
  }

  findCommand(commandId: string): Promise<AppendResult | null> {
    return this.processed(this.db.sql, commandId);
  }

  private async processed(sql: Tx | Database['sql'], commandId: string): Promise<AppendResult | null> {
    const [row] = (await sql`
      select stream_id, from_version, to_version, last_position from processed_commands
      where command_id = ${commandId}`) as unknown as {
      stream_id: string;
      from_version: number;
      to_version: number;
      last_position: string;
    }[];
    if (!row) return null;
    const events = (await sql`
      select * from events where stream_id = ${row.stream_id}
        and stream_version between ${row.from_version} and ${row.to_version}
      order by stream_version`) as unknown as EventRow[];
    return {
      streamId: row.stream_id,
      streamVersion: row.to_version,
      lastGlobalPosition: Number(row.last_position),
      events: await this.toRecorded(events, sql),
      duplicate: true,
    };
  }

  async readStream(streamId: string, options: { untilOccurredAt?: string } = {}): Promise<RecordedEvent[]> {
    const until = options.untilOccurredAt;
    const rows = (await this.db.sql`
      select * from events where stream_id = ${streamId}
      ${until ? this.db.sql`and (metadata->>'occurredAt')::timestamptz <= ${until}::timestamptz` : this.db.sql``}
      order by stream_version`) as unknown as EventRow[];
    return this.toRecorded(rows);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return (await this.readPage(after, limit)).events;
  }

  /**
   * `readAll`, saying too whether events already committed wait above what may be read yet (a
   * transaction that began before them is still open): worth reading again in a moment, since
   * that transaction's end, unlike an append, sends no notification. One statement, one snapshot.
   */
  async readPage(after: number, limit: number): Promise<Page> {
    const rows = (await this.db.sql`
      with s as materialized (
        -- computed once (materialized), never folded into a scan's filter row by row
        select event_store_safe_limit() as safe
      ), l as materialized (
        -- the highest position committed (one step down the index) against what may be read
        select s.safe, coalesce((select max(global_position) from events), 0) >= greatest(s.safe, ${after}::bigint + 1) as blocked from s
      )
      select l.blocked, e.*, k.key, r.stream_id is not null as erased
      from l
      left join lateral (
        select * from events where global_position > ${after} and global_position < l.safe
        order by global_position limit ${limit}
      ) as e on true
      -- the streams' keys and erasures in the same snapshot, instead of a query of their own
      left join personal_data_keys k on k.stream_id = e.stream_id and e.data ? ${SEALED}
      left join personal_data_erasures r on r.stream_id = e.stream_id
      order by e.global_position`) as unknown as (EventRow & { blocked: boolean; key: Buffer | null; erased: boolean })[];
    const blocked = rows[0]?.blocked ?? false;
    return { events: rows[0]?.event_id == null ? [] : await this.toRecorded(rows, this.db.sql, KeyRing.of(rows)), blocked };
  }

  /**
   * Every event after `after` that may be read now, in log order, in pages of `pageSize`: what
   * repeated `readAll` calls give, for a reader of a long stretch of the log (a rebuild). On
   * PostgreSQL each stretch of `stretch` events is one COPY streamed out (`copyEventsOut`) and
   * decoded a page at a time as it arrives; PGlite, whose socket speaks no COPY, reads page by page.
   * The pages end where the log may be read up to when the last stretch began: one more read
   * afterwards finds what was appended meanwhile.
   */
  async *readAllInPages(after: number, pageSize: number, { stretch = COPY_STRETCH } = {}): AsyncGenerator<RecordedEvent[]> {
    let position = after;
    if (this.db.kind !== 'postgres') {
      for (let page = await this.readAll(position, pageSize); page.length > 0; page = await this.readAll(position, pageSize)) {
        position = page.at(-1)!.globalPosition;
        yield page;
        if (page.length < pageSize) return;
      }
      return;
    }
    for (;;) {
      let read = 0;
      for await (const rows of copyEventsOut(this.db, position, stretch, pageSize)) {
        read += rows.length;
        position = rows.at(-1)!.stored.globalPosition;
        // The streams' keys came with the events and the erased streams with the stretch: no query per page.
        yield await this.decoded(
          rows.map((row) => row.stored),
          this.db.sql,
          KeyRing.of(rows),
        );
      }
      if (read < stretch) return;
    }
  }

  headPosition(): Promise<number> {
    return this.headIn(this.db.sql);
  }

  async lastPosition(): Promise<number> {
    const [row] = (await this.db.sql`select coalesce(max(global_position), 0)::text as last from events`) as unknown as [{ last: string }];
    return Number(row.last);
  }

  private async headIn(sql: Tx | Database['sql']): Promise<number> {
    const [row] = (await sql`
      select coalesce(max(global_position), 0) as head from events where global_position < event_store_safe_limit()`) as unknown as [
      { head: string },
    ];
    return Number(row.head);
  }

  subscribe(options: SubscribeOptions) {
    return pollingSubscription(
      {
        readAll: (after, limit) => this.readAll(after, limit),
        readPage: (after, limit) => this.sharedPage(after, limit),
        onAppend: (callback) => this.onAppend(callback),
      },
      options,
    );
  }

  /**
   * A page for a subscription. Every projector (and the reactor) follows every append, so one
   * notice wakes them all at one position: they share one read. A read joins another only if no
   * notice was heard between their starts, so it sees every event its own read would have seen;
   * one asking for fewer events (the reactor's smaller batches) takes the first of a larger read's.
   */
  private sharedPage(after: number, limit: number): Promise<Page> {
    const key = `${after}:${this.listener?.notices ?? 0}`;
    const shared = this.pages.get(key);
    if (shared && shared.limit >= limit) {
      // Cut to `limit`: the page a read of `limit` would have given (`blocked` does not depend on it).
      return shared.page.then((page) => (page.events.length > limit ? { ...page, events: page.events.slice(0, limit) } : page));
    }
    const page = this.readPage(after, limit).finally(() => {
      if (this.pages.get(key)?.page === page) this.pages.delete(key);
    });
    // A larger read replaces a smaller one as the one later reads join.
    this.pages.set(key, { limit, page });
    return page;
  }

  /**
   * Tells every subscriber that events up to `head` were appended: the subscriptions of this
   * process's stores on this database at once, other processes' through the database: by the
   * notice the append `carried` in its own statement, else one published after. That costs a
   * trip through PostgreSQL, which the projectors and reactor of the appending process do not
   * wait for.
   */
  private announce(head: number, carried = false): void {
    for (const listener of this.local.listeners) wake(listener);
    this.local.head = Math.max(this.local.head, head);
    if (!carried) this.db.publish(APPENDED, `${this.local.head} ${this.local.name}`);
  }

  /** One listen for all this store's subscriptions (it counts the notices `sharedPage` keys on). */
  private onAppend(callback: () => void): Promise<() => Promise<void>> {
    let listener = this.listener;
    if (!listener) {
      const created: AppendListener = { notices: 0, callbacks: new Set(), unlisten: Promise.resolve(async () => {}) };
      // This process's own notices wake nobody: announce woke its subscriptions when it appended.
      created.unlisten = this.db.listen(APPENDED, (payload) => {
        if (payload.slice(payload.indexOf(' ') + 1) !== this.local.name) wake(created);
      });
      // A listen that failed is not kept: the next subscription tries again.
      created.unlisten.catch(() => {
        this.local.listeners.delete(created);
        if (this.listener === created) this.listener = null;
      });
      listener = this.listener = created;
      this.local.listeners.add(created);
    }
    const own = listener;
    own.callbacks.add(callback);
    return own.unlisten.then(() => async () => {
      own.callbacks.delete(callback);
      if (own.callbacks.size > 0 || this.listener !== own) return;
      this.listener = null;
      this.local.listeners.delete(own);
      await (await own.unlisten)();
    });
  }

  async close(): Promise<void> {}
}

/**
 * The SQL stores of this process on one database: the name their notices carry (`<head> <name>`),
 * by which their listeners skip them, and those listeners, which an append of any of them wakes
 * at once. One name for them all, since the notices of one database go through one `publish`,
 * where a carried notice takes the place of a waiting one (see Database.carryNotice).
 */
interface LocalStores {
  name: string;
  listeners: Set<AppendListener>;
  /** The highest position they announced: appends finish out of position order, and a published notice says the highest. */
  head: number;
}

const localStores = new WeakMap<Database, LocalStores>();

function localStoresOf(db: Database): LocalStores {
  let local = localStores.get(db);
  if (!local) localStores.set(db, (local = { name: randomUUID(), listeners: new Set(), head: 0 }));
  return local;
}

/** An append was heard of: counted (see `sharedPage`), and every subscription told. */
function wake(listener: AppendListener): void {
  listener.notices += 1;
  for (const notify of listener.callbacks) notify();
}

/** An event just appended, in the shape reads give: its data is the encoded (current-version, schema-parsed) data. */
const asRecorded = (event: Omit<RecordedEvent, 'data'> & { data: unknown }): RecordedEvent => event as RecordedEvent;

/** A racing append took a stream version or command id first; two batches waited on each other. */
const RACE_LOST = new Set(['23505', '40P01']);
const ATTEMPTS = 20;

/**
 * Runs an append again when a racing one took its stream version or command id first (a unique
 * index refused it and nothing of it was kept), or when two batches writing the same streams in
 * different orders deadlocked and this one was rolled back: the next attempt reads the state that
 * append left, so it answers `duplicate` or `conflict`, or (expecting `any`) appends after it.
 * Bounded: only a stream appended to by many at once with `any` could lose this many races in a row.
 */
async function retryingUniqueViolations<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!RACE_LOST.has((error as { code?: string }).code ?? '') || tries >= ATTEMPTS) throw error;
    }
  }
}

function matches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 0;
  return expected === actual;
}
