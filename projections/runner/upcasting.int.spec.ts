import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionMessageKey, textMessageStreamId, type TextMessageSendStarted } from '@detailing/schema';
import type { EventStore, RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { ProjectionRunner } from './ProjectionRunner.js';
import type { Projector } from './Projector.js';
import { settledHead } from '@detailing/infra/testing/settledHead';

// TextMessageSendStarted is at version 2: version 1 also carried `to`, the customer's mobile
// number. Rows written by the old code are never rewritten; every reader sees version 2.

const messageKey = completionMessageKey('b1');
const streamId = textMessageStreamId(messageKey);
const startedAt = '2026-03-02T01:00:00.000Z';
const asVersion2: TextMessageSendStarted['data'] = { messageKey, bookingId: 'b1', template: 'booking_completed', attempt: 1 };
const context = {
  commandId: `${messageKey}/start-1`,
  actor: { kind: 'system', id: 'worker', name: 'Worker' },
  correlationId: messageKey,
  causationId: randomUUID(),
  occurredAt: startedAt,
} as const;

/** The rows the event store of the previous release wrote for this command, exactly in shape. */
async function writeAsTheOldCodeDid(db: Database): Promise<void> {
  const data = { messageKey, bookingId: 'b1', template: 'booking_completed', to: '+61400000000', attempt: 1 };
  const metadata = { ...context, schemaVersion: 1 };
  await db.sql`
    insert into events (event_id, stream_id, stream_version, type, data, metadata)
    values (${randomUUID()}, ${streamId}, 1, 'TextMessageSendStarted', ${db.sql.json(data)}, ${db.sql.json(metadata)})`;
  await db.sql`
    insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
    select ${context.commandId}, ${streamId}, 1, 1, max(global_position) from events`;
}

/** Records what it was given, to show what a projection sees on a rebuild. */
function recordingProjector(seen: RecordedEvent[]): Projector {
  return {
    name: 'text_message_sends_seen',
    version: 1,
    handles: ['TextMessageSendStarted'],
    migrations: [],
    async apply(_tx, event) {
      seen.push(event);
      return [];
    },
  };
}

/** A fresh store holding the old row, then one event the current code appended to the same stream. */
async function storeWithTheOldEvent(fresh: () => Promise<{ db: Database; drop(): Promise<void> }>) {
  const { db, drop } = await fresh();
  const store = new SqlEventStore(db);
  await store.migrate();
  await writeAsTheOldCodeDid(db);
  await store.append(streamId, [{ type: 'TextMessageSent', data: { messageKey, providerMessageId: 'SM1' } }], 1, {
    ...context,
    commandId: `${messageKey}/sent-1`,
    occurredAt: '2026-03-02T01:00:05.000Z',
  });
  return { db, drop, store };
}

const engines = [
  ['PostgreSQL', freshPostgres],
  ['PGlite', freshPglite],
] as const;

describe.each(engines)('a TextMessageSendStarted the previous release stored at version 1, on %s', (_engine, fresh) => {
  let db: Database;
  let drop: () => Promise<void>;
  let store: EventStore;

  beforeAll(async () => {
    ({ db, drop, store } = await storeWithTheOldEvent(fresh));
  });
  afterAll(() => drop?.());

  it('reads through readStream in the version-2 shape, without the phone number, its metadata saying version 1', async () => {
    const [started, sent] = await store.readStream(streamId);
    expect(started).toMatchObject({ type: 'TextMessageSendStarted', streamVersion: 1, data: asVersion2 });
    expect(started!.data).toEqual(asVersion2);
    expect(started!.metadata.schemaVersion).toBe(1);
    expect(sent).toMatchObject({ type: 'TextMessageSent', streamVersion: 2, metadata: { schemaVersion: 1 } });
  });

  it('reads through readAll, an as-of read and the first result of its command in the same shape', async () => {
    const [started] = await store.readStream(streamId);
    await settledHead(db, store);
    expect((await store.readAll(0, 10))[0]).toEqual(started);
    expect(await store.readStream(streamId, { untilOccurredAt: startedAt })).toEqual([started]);
    expect((await store.findCommand(context.commandId))?.events).toEqual([started]);
  });

  it('is delivered to a subscriber in the version-2 shape', async () => {
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribe({ after: 0, handle: async (events) => void delivered.push(...events) });
    try {
      await until(async () => delivered.length >= 2, 'the subscriber to catch up');
      expect(delivered[0]!.data).toEqual(asVersion2);
    } finally {
      await subscription.close();
    }
  });

  it('stays stored as the old code wrote it: reading upcasts, it never rewrites', async () => {
    const [row] = (await db.sql`select data, metadata from events where stream_id = ${streamId} and stream_version = 1`) as unknown as [
      { data: Record<string, unknown>; metadata: Record<string, unknown> },
    ];
    expect(row.data.to).toBe('+61400000000');
    expect(row.metadata.schemaVersion).toBe(1);
  });
});

describe.each(engines)('a TextMessageSendStarted stored at version 1, replayed by a projection rebuild on %s', (_engine, fresh) => {
  let db: Database;
  let drop: () => Promise<void>;
  let store: EventStore;

  beforeAll(async () => {
    ({ db, drop, store } = await storeWithTheOldEvent(fresh));
  });
  afterAll(() => drop?.());

  it('reaches the projection in the version-2 shape', async () => {
    const seen: RecordedEvent[] = [];
    const runner = new ProjectionRunner(db, store, [recordingProjector(seen)], () => {});
    await runner.migrate();
    const result = await runner.rebuild('text_message_sends_seen');
    expect(result.events).toBe(2);
    expect(seen.map((e) => e.data)).toEqual([asVersion2]);
  });
});
