import { randomUUID } from 'node:crypto';
import type { JSONValue } from 'postgres';
import type { Database, Tx } from '../platform/database.js';
import {
  type AppendItem,
  type AppendResult,
  type CommandContext,
  ConcurrencyError,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
  type SubscribeOptions,
} from './EventStore.js';
import { domainEventCodec, type EventCodec } from './codec.js';
import { hasPersonalValues, PersonalDataVault } from './personalData.js';
import { APPEND_LOCK } from './sqlLocks.js';
import { pollingSubscription } from './subscription.js';

const APPENDED = 'events_appended';

interface EventRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

/**
 * The event store on PostgreSQL or PGlite: one append-only table, the same SQL for both. Personal
 * values are sealed through the vault (by default one on the same database).
 */
export class SqlEventStore implements EventStore {
  constructor(
    private readonly db: Database,
    private readonly codec: EventCodec = domainEventCodec,
    readonly vault: PersonalDataVault = new PersonalDataVault(db, codec),
  ) {}

  /** Rows as events in the current shape: their personal values unsealed (one key query for all), upcast and parsed. */
  private async toRecorded(rows: EventRow[], sql: Tx | Database['sql'] = this.db.sql): Promise<RecordedEvent[]> {
    const stored = rows.map((row) => ({
      eventId: row.event_id,
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      globalPosition: Number(row.global_position),
      type: row.type,
      data: row.data,
      metadata: row.metadata,
    }));
    return (await this.vault.open(stored, this.codec, sql)).map((event) => this.codec.decode(event));
  }

  async migrate(): Promise<void> {
    await this.db.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${APPEND_LOCK})`;
      await tx`
        create table if not exists events (
          global_position bigserial primary key,
          event_id uuid not null unique,
          stream_id text not null,
          stream_version integer not null,
          type text not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          unique (stream_id, stream_version)
        )`;
      await tx`
        create table if not exists processed_commands (
          command_id text primary key,
          stream_id text not null,
          from_version integer not null,
          to_version integer not null,
          last_position bigint not null,
          recorded_at timestamptz not null default now()
        )`;
    });
    await this.vault.migrate();
  }

  async append(
    streamId: string,
    events: EventToAppend[],
    expectedVersion: ExpectedVersion,
    context: CommandContext,
  ): Promise<AppendResult> {
    const encoded = events.map((event) => this.codec.encode(event));
    return this.db.transaction(async (tx, notify) => {
      await tx`select pg_advisory_xact_lock(${APPEND_LOCK})`;
      const earlier = await this.processed(tx, context.commandId);
      if (earlier) return earlier;

      const [{ version }] = (await tx`
        select coalesce(max(stream_version), 0)::int as version from events where stream_id = ${streamId}`) as unknown as [
        { version: number },
      ];
      if (!matches(expectedVersion, version)) throw new ConcurrencyError(streamId, expectedVersion, version);

      const personal = encoded.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)));
      const key = personal ? await this.vault.keyForAppend(streamId, tx) : null;
      const recorded: RecordedEvent[] = [];
      let streamVersion = version;
      for (const event of encoded) {
        streamVersion += 1;
        const eventId = randomUUID();
        const metadata = JSON.parse(JSON.stringify({ ...context, schemaVersion: event.schemaVersion })) as RecordedEvent['metadata'];
        const data = key ? this.vault.seal({ eventId, streamId, data: event.data }, this.codec.personalPaths(event.type), key) : event.data;
        // tx.json, not JSON.stringify: the driver would encode the string again, storing a jsonb string.
        const [row] = (await tx`
          insert into events (event_id, stream_id, stream_version, type, data, metadata)
          values (${eventId}, ${streamId}, ${streamVersion}, ${event.type},
                  ${tx.json(data as JSONValue)}, ${tx.json(metadata as unknown as JSONValue)})
          returning global_position`) as unknown as [{ global_position: string }];
        // What was appended, as read back: the plain data is in hand, so nothing needs unsealing.
        recorded.push(
          this.codec.decode({
            eventId,
            streamId,
            streamVersion,
            globalPosition: Number(row.global_position),
            type: event.type,
            data: event.data,
            metadata,
          }),
        );
      }
      const lastPosition = recorded.at(-1)?.globalPosition ?? (await this.headIn(tx));
      await tx`
        insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
        values (${context.commandId}, ${streamId}, ${version + 1}, ${streamVersion}, ${lastPosition})`;
      if (recorded.length > 0) notify(APPENDED, String(lastPosition));
      return { streamId, streamVersion, lastGlobalPosition: lastPosition, events: recorded, duplicate: false };
    });
  }

  async appendMany(items: readonly AppendItem[]): Promise<AppendResult[]> {
    if (items.length === 0) return [];
    const encoded = items.map((item) => item.events.map((event) => this.codec.encode(event)));
    return this.db.transaction(async (tx, notify) => {
      await tx`select pg_advisory_xact_lock(${APPEND_LOCK})`;
      const commandIds = [...new Set(items.map((item) => item.context.commandId))];
      const done = new Set(
        (
          (await tx`select command_id from processed_commands where command_id = any(${tx.array(commandIds)}::text[])`) as unknown as {
            command_id: string;
          }[]
        ).map((r) => r.command_id),
      );
      const streamIds = [...new Set(items.map((item) => item.streamId))];
      const versions = new Map<string, number>(
        (
          (await tx`
            select stream_id, max(stream_version)::int as version from events
            where stream_id = any(${tx.array(streamIds)}::text[]) group by stream_id`) as unknown as { stream_id: string; version: number }[]
        ).map((r) => [r.stream_id, r.version]),
      );

      // Which items append, at which versions: each checked against the streams as the earlier items leave them.
      const fresh = new Map<string, number>(); // command id -> index of the item that records it
      const plans: { index: number; from: number; to: number }[] = [];
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
        if (encoded[index]!.some((event) => hasPersonalValues(event.data, this.codec.personalPaths(event.type)))) sealed.add(item.streamId);
      });
      const keys = await this.vault.keysForAppend([...sealed], tx);

      const rows: { eventId: string; streamId: string; streamVersion: number; type: string; data: string; metadata: string }[] = [];
      const recorded = new Map<number, Omit<RecordedEvent, 'globalPosition'>[]>();
      for (const plan of plans) {
        const item = items[plan.index]!;
        const key = keys.get(item.streamId);
        const own: Omit<RecordedEvent, 'globalPosition'>[] = [];
        encoded[plan.index]!.forEach((event, i) => {
          const eventId = randomUUID();
          const streamVersion = plan.from + i;
          const metadata = JSON.parse(JSON.stringify({ ...item.context, schemaVersion: event.schemaVersion })) as RecordedEvent['metadata'];
          const data = key ? this.vault.seal({ eventId, streamId: item.streamId, data: event.data }, this.codec.personalPaths(event.type), key) : event.data;
          rows.push({ eventId, streamId: item.streamId, streamVersion, type: event.type, data: JSON.stringify(data), metadata: JSON.stringify(metadata) });
          own.push({ eventId, streamId: item.streamId, streamVersion, type: event.type, data: event.data, metadata });
        });
        recorded.set(plan.index, own);
      }
      // One statement for all the events: positions are taken in the order of the rows (item order).
      const positions = new Map<string, number>();
      if (rows.length > 0) {
        const inserted = (await tx`
          insert into events (event_id, stream_id, stream_version, type, data, metadata)
          select e, s, v, t, d::jsonb, m::jsonb
          from unnest(
            ${tx.array(rows.map((r) => r.eventId))}::uuid[], ${tx.array(rows.map((r) => r.streamId))}::text[],
            ${tx.array(rows.map((r) => r.streamVersion))}::int[], ${tx.array(rows.map((r) => r.type))}::text[],
            ${tx.array(rows.map((r) => r.data))}::text[], ${tx.array(rows.map((r) => r.metadata))}::text[]
          ) with ordinality as u (e, s, v, t, d, m, n)
          order by n
          returning event_id, global_position`) as unknown as { event_id: string; global_position: string }[];
        for (const row of inserted) positions.set(row.event_id, Number(row.global_position));
      }
      const head = positions.size > 0 ? Math.max(...positions.values()) : await this.headIn(tx);

      const results = new Map<number, AppendResult>();
      for (const plan of plans) {
        const item = items[plan.index]!;
        const events = recorded.get(plan.index)!.map((event) => this.codec.decode({ ...event, globalPosition: positions.get(event.eventId)! }));
        results.set(plan.index, {
          streamId: item.streamId,
          streamVersion: plan.to,
          lastGlobalPosition: events.at(-1)?.globalPosition ?? head,
          events,
          duplicate: false,
        });
      }
      if (plans.length > 0) {
        const commands = plans.map((plan) => ({ ...plan, item: items[plan.index]!, last: results.get(plan.index)!.lastGlobalPosition }));
        await tx`
          insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
          select * from unnest(
            ${tx.array(commands.map((c) => c.item.context.commandId))}::text[], ${tx.array(commands.map((c) => c.item.streamId))}::text[],
            ${tx.array(commands.map((c) => c.from))}::int[], ${tx.array(commands.map((c) => c.to))}::int[],
            ${tx.array(commands.map((c) => String(c.last)))}::bigint[])`;
      }
      if (positions.size > 0) notify(APPENDED, String(head));

      // Items already processed (or repeating an earlier item's command id) answer the first result.
      const answers: AppendResult[] = [];
      for (const [index, item] of items.entries()) {
        const own = results.get(index);
        if (own) answers.push(own);
        else {
          const first = fresh.has(item.context.commandId) ? results.get(fresh.get(item.context.commandId)!)! : (await this.processed(tx, item.context.commandId))!;
          answers.push({ ...first, duplicate: true });
        }
      }
      return answers;
    });
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
    const rows = (await this.db.sql`
      select * from events where global_position > ${after}
      order by global_position limit ${limit}`) as unknown as EventRow[];
    return this.toRecorded(rows);
  }

  headPosition(): Promise<number> {
    return this.headIn(this.db.sql);
  }

  private async headIn(sql: Tx | Database['sql']): Promise<number> {
    const [row] = (await sql`select coalesce(max(global_position), 0) as head from events`) as unknown as [{ head: string }];
    return Number(row.head);
  }

  subscribe(options: SubscribeOptions) {
    return pollingSubscription(
      {
        readAll: (after, limit) => this.readAll(after, limit),
        onAppend: (callback) => this.db.listen(APPENDED, callback),
      },
      options,
    );
  }

  async close(): Promise<void> {}
}

function matches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 0;
  return expected === actual;
}
