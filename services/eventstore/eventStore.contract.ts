import { createHash, randomUUID } from 'node:crypto';
import { defineEvent, ERASED, upcastFrom } from '@detailing/schema/eventDefinition';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../platform/database.js';
import { type EventCodec, eventCodec, EventSchemaError } from './codec.js';
import type { PersonalDataVault } from './personalData.js';
import {
  type AppendItem,
  AppendTooLargeError,
  type CommandContext,
  ConcurrencyError,
  MAX_EVENTS_PER_TRANSACTION,
  ErasedStreamError,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  type Subscription,
} from './EventStore.js';

/**
 * A way to make one append slow inside the store itself, so the late-commit case can be
 * staged: appends to streams named `slow-…` hold their write open for a while after the
 * store has assigned their global positions.
 */
export interface SlowAppend {
  install(): Promise<void>;
  /** Resolves once the next slow append has written its rows and is still holding its write open. */
  inFlight(): Promise<void>;
}

export interface ContractSubject {
  /** The store under test, reading and writing through the codec the factory was given. */
  store: EventStore;
  /** Another store on the same storage through another codec: how a test plays code of an older or newer version. */
  withCodec(codec: EventCodec): EventStore;
  close(): Promise<void>;
  /** Absent where the store offers no such lever; the late-commit case then races plain appends. */
  slowAppend?: SlowAppend;
  /** The vault the store seals personal fields with. */
  vault: PersonalDataVault;
  /** An event's data as stored, as text: what someone reading the storage itself would see. */
  rawData(event: RecordedEvent): Promise<string>;
  /** A store and vault opened as another process would open them on the same storage. */
  secondProcess(): Promise<{ store: EventStore; vault: PersonalDataVault; close(): Promise<void> }>;
  /** True where the storage can rewrite an event, so erasing a plain event of before sealing removes its values. */
  rewritesInPlace: boolean;
  /** Copies one stored event's sealed envelope over another's: how a test plays a swapped ciphertext. */
  copySealed?(from: RecordedEvent, to: RecordedEvent): Promise<void>;
  /**
   * On a connection of its own, begins a transaction that appends one `NoteAdded` `{ n: 0 }` to
   * the stream as the store's writes do, and keeps it open until `commit`: a writer stalled
   * mid-append. Absent where the storage has a single connection.
   */
  holdAppendOpen?(streamId: string, context: CommandContext): Promise<{ commit(): Promise<void> }>;
}

const LIVE = { timeout: 5_000, interval: 20 };

// The contract's own event types, apart from the product's: one plain, and one whose shape
// changed twice (dollars became cents, then the currency was named), as an older code base wrote it.
const priceV1 = z.object({ dollars: z.number() });
const priceV2 = z.object({ cents: z.number().int() });
const priceV3 = priceV2.extend({ currency: z.literal('AUD') });
const noteAdded = defineEvent({ schema: z.object({ n: z.number().int() }) });
const person = z.object({
  n: z.number().int(),
  fullName: z.string(),
  contact: z.object({ email: z.string().nullable(), mobile: z.string().optional() }),
  note: z.string().nullable(),
});
const personAdded = defineEvent({ schema: person, personal: ['fullName', 'contact.email', 'contact.mobile', 'note'] });
const toCents = upcastFrom(priceV1, ({ dollars }) => ({ cents: Math.round(dollars * 100) }));
const namingCurrency = upcastFrom(priceV2, (data) => ({ ...data, currency: 'AUD' }));

/** The codec every adapter's factory builds its store with: the event types of today's code. */
export const contractCodec = eventCodec({
  NoteAdded: noteAdded,
  PersonAdded: personAdded,
  PriceQuoted: defineEvent({ version: 3, schema: priceV3, upcasters: { 1: toCents, 2: namingCurrency } }),
});
const codeAtVersion1 = eventCodec({ NoteAdded: noteAdded, PriceQuoted: defineEvent({ schema: priceV1 }) });
// Code from before personal fields were declared: it stores a person in plain.
const codeBeforeSealing = eventCodec({ NoteAdded: noteAdded, PersonAdded: defineEvent({ schema: person }) });
// Code from after the person's shape changed: the sealed values must be back before its upcaster reads them.
const codeWithPersonV2 = eventCodec({
  NoteAdded: noteAdded,
  PersonAdded: defineEvent({
    version: 2,
    schema: person.extend({ customerId: z.string().nullable() }),
    upcasters: { 1: upcastFrom(person, (data) => ({ ...data, customerId: null })) },
    personal: personAdded.personal,
  }),
});
const codeAtVersion2 = eventCodec({ NoteAdded: noteAdded, PriceQuoted: defineEvent({ version: 2, schema: priceV2, upcasters: { 1: toCents } }) });

/** The behaviour every EventStore adapter must show; each adapter's `*.int.spec.ts` runs it. */
export function describeEventStoreContract(
  name: string,
  factory: (codec: EventCodec) => Promise<ContractSubject>,
  /** Where no writer can be caught mid-append while others write (`holdAppendOpen` absent), say why: the test says so in its name. */
  features: { whyNoStalledWriter?: string } = {},
): void {
  describe(name, { timeout: 20_000 }, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      subject = await factory(contractCodec);
      store = subject.store;
    }, 60_000);
    afterAll(() => subject?.close());

    /**
     * Waits until readers see `position`. A reader may not see an append the moment it returns:
     * the SQL store's readers stop below any transaction still open on the cluster (another
     * test's, say) that began before it.
     */
    const visible = (position: number) => vi.waitFor(async () => expect(await store.headPosition()).toBeGreaterThanOrEqual(position), LIVE);

    /**
     * A position every earlier append of the test lies at or below, and readers have reached: a
     * marker's, once visible (`headPosition` may still lag behind appends that have returned).
     */
    async function settledHead(): Promise<number> {
      const marker = await store.append(stream('visibility'), events(1), 'no_stream', context());
      await visible(marker.lastGlobalPosition);
      return marker.lastGlobalPosition;
    }

    /**
     * `readAll(after, limit)` once it reaches `position`: read again while the SQL store's limit
     * dips (see `appendedSince`), never taking a short read for the log.
     */
    const readAllReaching = (after: number, position: number, limit = 100) => readAllReachingIn(store, after, position, limit);

    async function readAllReachingIn(reader: EventStore, after: number, position: number, limit: number): Promise<RecordedEvent[]> {
      let read: RecordedEvent[] = [];
      await vi.waitFor(async () => {
        read = await reader.readAll(after, limit);
        expect(read.at(-1)?.globalPosition ?? after).toBeGreaterThanOrEqual(position);
      }, LIVE);
      return read;
    }

    /**
     * What `readAll` holds after `head`, read once a marker appended now shows in it: an append
     * merely not yet visible cannot pass for none. Waited for in `readAll` itself: on a busy
     * cluster the SQL store's limit may dip for a moment after `headPosition` passed the marker
     * (a transaction of another database that ended as the statement ran still holds readers back,
     * since its database can no longer be told), delaying, never losing, what readers see.
     */
    async function appendedSince(head: number): Promise<RecordedEvent[]> {
      const marker = await store.append(stream('visibility'), events(1), 'no_stream', context());
      let all: RecordedEvent[] = [];
      await vi.waitFor(async () => {
        all = await store.readAll(head, 1000);
        expect(all.at(-1)).toEqual(marker.events[0]);
      }, LIVE);
      return all.filter((e) => !e.streamId.startsWith('visibility-'));
    }

    describe('appending with an expected version', () => {
      it('creates a stream expecting no_stream and numbers its events from 1', async () => {
        const streamId = stream('booking');
        const result = await store.append(streamId, events(2), 'no_stream', context());
        expect(result).toMatchObject({ streamId, streamVersion: 2, duplicate: false });
        expect(result.events.map((e) => e.streamVersion)).toEqual([1, 2]);
      });

      it('appends when the expected version equals the stream’s current version', async () => {
        const streamId = stream('booking');
        await store.append(streamId, events(2), 'no_stream', context());
        const result = await store.append(streamId, events(1), 2, context());
        expect(result.streamVersion).toBe(3);
        expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      });

      it('appends without a check when the expected version is any, to a new or an existing stream', async () => {
        const streamId = stream('booking');
        expect((await store.append(streamId, events(1), 'any', context())).streamVersion).toBe(1);
        expect((await store.append(streamId, events(1), 'any', context())).streamVersion).toBe(2);
      });

      it('rejects a stale expected version with a ConcurrencyError and appends nothing', async () => {
        const streamId = stream('booking');
        await store.append(streamId, events(2), 'no_stream', context());
        const head = await settledHead();
        const stale = store.append(streamId, events(1), 1, context());
        await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(stale).rejects.toMatchObject({ streamId, expected: 1, actual: 2 });
        expect(await store.readStream(streamId)).toHaveLength(2);
        expect(await appendedSince(head)).toEqual([]);
      });

      it('rejects no_stream for a stream that exists, a version ahead of the stream, and a version for a stream that does not', async () => {
        const existing = stream('booking');
        await store.append(existing, events(1), 'no_stream', context());
        await expect(store.append(existing, events(1), 'no_stream', context())).rejects.toMatchObject({ actual: 1 });
        await expect(store.append(existing, events(1), 3, context())).rejects.toMatchObject({ streamId: existing, expected: 3, actual: 1 });
        expect(await store.readStream(existing)).toHaveLength(1);
        const missing = stream('booking');
        await expect(store.append(missing, events(1), 3, context())).rejects.toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(missing)).toEqual([]);
      });

      it('reports the global position of the last event appended, which headPosition then returns', async () => {
        const result = await store.append(stream('booking'), events(3), 'no_stream', context());
        expect(result.lastGlobalPosition).toBe(result.events.at(-1)!.globalPosition);
        // Recorded at once; seen by readers once what began before it has ended.
        expect(await store.lastPosition()).toBe(result.lastGlobalPosition);
        await vi.waitFor(async () => expect(await store.headPosition()).toBe(result.lastGlobalPosition), LIVE);
      });
    });

    describe('appending many streams at once', () => {
      const item = (streamId: string, count: number, expectedVersion: AppendItem['expectedVersion'], ctx = context(), from = 0): AppendItem => ({
        streamId,
        events: events(count, from),
        expectedVersion,
        context: ctx,
      });

      it('appends every item, in item order: global positions increase through the batch, results come in item order', async () => {
        const [a, b] = [stream('booking'), stream('booking')];
        await store.append(b, events(1), 'no_stream', context());
        const head = await settledHead();
        const results = await store.appendMany([item(a, 2, 'no_stream'), item(b, 1, 1), item(a, 1, 2)]);
        expect(results.map((r) => [r.streamId, r.streamVersion, r.duplicate])).toEqual([
          [a, 2, false],
          [b, 2, false],
          [a, 3, false],
        ]);
        const all = await readAllReaching(head, results.at(-1)!.lastGlobalPosition);
        expect(all).toEqual(results.flatMap((r) => r.events));
        expectStrictlyIncreasing(all);
        expect(results.map((r) => r.lastGlobalPosition)).toEqual(results.map((r) => r.events.at(-1)!.globalPosition));
        expect((await store.readStream(a)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
        expect(await store.headPosition()).toBe(all.at(-1)!.globalPosition);
      });

      it('keeps item order, stream versions and first answers through a batch of hundreds of items (a store may send it in parts)', async () => {
        const streams = Array.from({ length: 40 }, () => stream('booking'));
        const head = await settledHead();
        const repeated = context();
        const items = Array.from({ length: 400 }, (_, i): AppendItem => {
          // Every stream is appended by ten items far apart; item 7's command comes back at 300.
          if (i === 300) return item(streams[7]!, 2, 'any', repeated);
          if (i === 150) return item(streams[0]!, 0, 'any');
          return item(streams[i % 40]!, (i % 3) + 1, i < 40 ? 'no_stream' : 'any', i === 7 ? repeated : context(), i);
        });
        const results = await store.appendMany(items);
        expect(results[300]).toEqual({ ...results[7], duplicate: true });
        expect(results[150]).toMatchObject({ streamId: streams[0], events: [], duplicate: false });
        const appended = results.filter((r) => !r.duplicate).flatMap((r) => r.events);
        expect(appended).toHaveLength(items.reduce((n, it, i) => n + (i === 300 ? 0 : it.events.length), 0));
        expect(await appendedSince(head)).toEqual(appended);
        expectStrictlyIncreasing(appended);
        for (const streamId of streams) {
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.streamVersion)).toEqual(read.map((_, v) => v + 1));
          expect(read).toEqual(appended.filter((e) => e.streamId === streamId));
        }
        expect(await store.findCommand(repeated.commandId)).toEqual({ ...results[7], duplicate: true });
      });

      it('is all or nothing: one stale expected version refuses the batch, appending and recording nothing', async () => {
        const [a, b, c] = [stream('booking'), stream('booking'), stream('booking')];
        await store.append(b, events(1), 'no_stream', context());
        const head = await settledHead();
        const items = [item(a, 1, 'no_stream'), item(b, 1, 'no_stream'), item(c, 1, 'no_stream')];
        const refused = store.appendMany(items);
        await expect(refused).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(refused).rejects.toMatchObject({ streamId: b, expected: 'no_stream', actual: 1 });
        expect(await appendedSince(head)).toEqual([]);
        for (const { context: ctx } of items) expect(await store.findCommand(ctx.commandId)).toBeNull();
        // The same batch at the right versions then appends.
        const retried = await store.appendMany([items[0]!, { ...items[1]!, expectedVersion: 1 }, items[2]!]);
        expect(retried.map((r) => r.duplicate)).toEqual([false, false, false]);
      });

      it('refuses a batch of new streams at its first item whose stream exists, as that stream stands', async () => {
        const [existing, twice] = [stream('booking'), stream('booking')];
        await store.append(existing, events(3), 'no_stream', context());
        const head = await settledHead();
        // The second item expects a stream the batch has just begun: refused too, but later in item order.
        const refused = store.appendMany([item(existing, 1, 'no_stream'), item(twice, 1, 'no_stream'), item(twice, 1, 'no_stream')]);
        await expect(refused).rejects.toMatchObject({ streamId: existing, expected: 'no_stream', actual: 3 });
        expect(await appendedSince(head)).toEqual([]);
        const alone = store.appendMany([item(twice, 1, 'no_stream'), item(twice, 1, 'no_stream')]);
        await expect(alone).rejects.toMatchObject({ streamId: twice, expected: 'no_stream', actual: 1 });
        expect(await appendedSince(head)).toEqual([]);
      });

      it('is idempotent per command id: a repeated batch answers the first results and appends nothing; a mixed one appends only the new', async () => {
        const [a, b, c] = [stream('booking'), stream('booking'), stream('booking')];
        const items = [item(a, 2, 'no_stream'), item(b, 1, 'no_stream')];
        const first = await store.appendMany(items);
        const head = await settledHead();
        expect(await store.appendMany(items)).toEqual(first.map((r) => ({ ...r, duplicate: true })));
        expect(await appendedSince(head)).toEqual([]);
        expect(await store.findCommand(items[0]!.context.commandId)).toEqual({ ...first[0], duplicate: true });

        const mixed = await store.appendMany([...items, item(c, 1, 'no_stream')]);
        expect(mixed.map((r) => r.duplicate)).toEqual([true, true, false]);
        expect(await appendedSince(head)).toEqual(mixed[2]!.events);
        // And a single append with a batch's command id is a repeat too.
        expect(await store.append(c, events(1), 'any', items[1]!.context)).toEqual({ ...first[1], duplicate: true });
      });

      it('seals personal values of every stream in the batch, and refuses the whole batch for an erased stream', async () => {
        const [p, q, erased] = [stream('person'), stream('person'), stream('person')];
        const person = (n: number): EventToAppend => ({
          type: 'PersonAdded',
          data: { n, fullName: `Grace Hopper ${n}`, contact: { email: `grace.${n}@example.test` }, note: null },
        });
        const results = await store.appendMany([
          { streamId: p, events: [person(1)], expectedVersion: 'no_stream', context: context() },
          { streamId: q, events: [person(2), ...events(1)], expectedVersion: 'no_stream', context: context() },
        ]);
        expect((await store.readStream(p)).map((e) => e.data)).toEqual([person(1).data]);
        expect(await store.readStream(q)).toEqual(results[1]!.events);
        for (const result of results) {
          const raw = await subject.rawData(result.events[0]!);
          expect(raw).toContain('~sealed');
          expect(raw).not.toContain('Grace Hopper');
          expect(raw).not.toContain('@example.test');
        }
        await subject.vault.erase([q]);
        expect((await store.readStream(q))[0]!.data).toMatchObject({ fullName: ERASED, contact: { email: ERASED } });
        expect((await store.readStream(p))[0]!.data).toEqual(person(1).data);

        await store.append(erased, events(1), 'no_stream', context());
        await subject.vault.erase([erased]);
        const head = await settledHead();
        const refused = store.appendMany([
          { streamId: stream('person'), events: [person(3)], expectedVersion: 'no_stream', context: context() },
          { streamId: erased, events: [person(4)], expectedVersion: 1, context: context() },
        ]);
        await expect(refused).rejects.toBeInstanceOf(ErasedStreamError);
        expect(await appendedSince(head)).toEqual([]);
      });

      // Batches of hundreds of new streams, as an import sends them: a store may take another path
      // for a batch this large (the SQL store streams it by COPY on PostgreSQL), with the same answers.
      const newStreams = (count: number): AppendItem[] => Array.from({ length: count }, (_, i) => item(stream('booking'), 1, 'no_stream', context(), i));

      it('refuses a batch of hundreds of new streams when one of them exists, as that stream stands, recording none of its commands', async () => {
        const existing = stream('booking');
        await store.append(existing, events(2), 'no_stream', context());
        const head = await settledHead();
        const items = newStreams(300);
        items[200] = item(existing, 1, 'no_stream');
        const refused = store.appendMany(items);
        await expect(refused).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(refused).rejects.toMatchObject({ streamId: existing, expected: 'no_stream', actual: 2 });
        expect(await appendedSince(head)).toEqual([]);
        for (const { context: ctx } of [items[0]!, items[200]!, items[299]!]) expect(await store.findCommand(ctx.commandId)).toBeNull();
      });

      it('answers a repeated batch of hundreds of new streams with its first results and appends nothing; a mixed one appends only the new items', async () => {
        const items = newStreams(300);
        const first = await store.appendMany(items);
        const head = await settledHead();
        expect(await store.appendMany(items)).toEqual(first.map((r) => ({ ...r, duplicate: true })));
        expect(await appendedSince(head)).toEqual([]);

        const fresh = newStreams(150);
        const mixed = await store.appendMany([...items.slice(0, 150), ...fresh]);
        expect(mixed.slice(0, 150)).toEqual(first.slice(0, 150).map((r) => ({ ...r, duplicate: true })));
        expect(mixed.slice(150).map((r) => [r.streamVersion, r.duplicate])).toEqual(fresh.map(() => [1, false]));
        expect(await appendedSince(head)).toEqual(mixed.slice(150).flatMap((r) => r.events));
        expect(await store.findCommand(fresh[149]!.context.commandId)).toEqual({ ...mixed[299], duplicate: true });
      });

      it('seals the personal values of a batch of hundreds of new streams', async () => {
        const items = Array.from({ length: 150 }, (_, n): AppendItem => ({
          streamId: stream('person'),
          events: [{ type: 'PersonAdded', data: { n, fullName: `Grace Hopper ${n}`, contact: { email: `grace.${n}@example.test` }, note: null } }],
          expectedVersion: 'no_stream',
          context: context(),
        }));
        const results = await store.appendMany(items);
        for (const result of [results[0]!, results[149]!]) {
          const raw = await subject.rawData(result.events[0]!);
          expect(raw).toContain('~sealed');
          expect(raw).not.toContain('Grace Hopper');
          expect(await store.readStream(result.streamId)).toEqual(result.events);
        }
      });
    });

    describe('reading a stream', () => {
      it('returns the stream’s events in order with stream versions 1..n', async () => {
        const streamId = stream('booking');
        await store.append(streamId, events(2), 'no_stream', context());
        await store.append(streamId, events(2, 2), 2, context());
        const read = await store.readStream(streamId);
        expect(read.map((e) => [e.streamVersion, e.data.n])).toEqual([
          [1, 0],
          [2, 1],
          [3, 2],
          [4, 3],
        ]);
        expect(read.every((e) => e.streamId === streamId)).toBe(true);
      });

      it('returns nothing for a stream that was never written', async () => {
        expect(await store.readStream(stream('nobody'))).toEqual([]);
      });

      it('returns, as of an instant, only the events that occurred at or before it, comparing instants not strings', async () => {
        const streamId = stream('booking');
        const instants = ['2025-01-02T00:00:00.000Z', '2025-01-02T01:00:00.000Z', '2025-01-02T02:00:00.000Z'];
        for (const [i, occurredAt] of instants.entries()) {
          await store.append(streamId, events(1, i), i === 0 ? 'no_stream' : i, context({ occurredAt }));
        }
        const asOfSecond = await store.readStream(streamId, { untilOccurredAt: '2025-01-02T11:00:00+10:00' });
        expect(asOfSecond.map((e) => e.metadata.occurredAt)).toEqual(instants.slice(0, 2));
        expect(await store.readStream(streamId, { untilOccurredAt: '2025-01-01T23:59:59.999Z' })).toEqual([]);
      });
    });

    describe('reading all', () => {
      it('returns events after a global position across streams, in append order with strictly increasing positions', async () => {
        const head = await settledHead();
        const [a, b] = [stream('booking'), stream('customer')];
        const appended = [
          ...(await store.append(a, events(1), 'no_stream', context())).events,
          ...(await store.append(b, events(2), 'no_stream', context())).events,
          ...(await store.append(a, events(1), 1, context())).events,
        ];
        const read = await readAllReaching(head, appended.at(-1)!.globalPosition);
        expect(read).toEqual(appended);
        expectStrictlyIncreasing(read);
      });

      it('returns at most limit events, and continuing from the last one returned skips and repeats nothing', async () => {
        const head = await settledHead();
        await store.append(stream('booking'), events(3), 'no_stream', context());
        const last = (await store.append(stream('customer'), events(2), 'no_stream', context())).lastGlobalPosition;
        const pages: RecordedEvent[][] = [];
        for (let after = head; after < last; after = pages.at(-1)!.at(-1)!.globalPosition) {
          const page = await readAllReaching(after, after + 1, 2);
          expect(page.length).toBeLessThanOrEqual(2);
          pages.push(page);
        }
        expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
        expect(pages.flat()).toEqual(await readAllReaching(head, last));
      });
    });

    describe('metadata', () => {
      it('round-trips actor, correlation, causation and command ids, occurredAt and the schema version it stamped', async () => {
        const streamId = stream('booking');
        const ctx = context({
          actor: { kind: 'user', id: 'user-7', name: 'Ada Admin' },
          causationId: randomUUID(),
          occurredAt: '2025-03-04T05:06:07.089Z',
        });
        const head = await settledHead();
        const result = await store.append(streamId, [price({ cents: 100, currency: 'AUD' })], 'no_stream', ctx);
        const expected = { ...ctx, schemaVersion: 3 };
        expect(result.events[0]!.metadata).toEqual(expected);
        expect((await store.readStream(streamId))[0]!.metadata).toEqual(expected);
        expect((await readAllReaching(head, result.lastGlobalPosition, 1))[0]!.metadata).toEqual(expected);
      });

      it('keeps a null causation id', async () => {
        const streamId = stream('booking');
        const ctx = context({ actor: { kind: 'public', id: null, name: null }, causationId: null });
        await store.append(streamId, events(1), 'no_stream', ctx);
        expect((await store.readStream(streamId))[0]!.metadata).toEqual({ ...ctx, schemaVersion: 1 });
      });
    });

    describe('event schemas and versions', () => {
      it('stamps each event with its type’s current version from the registry, whatever the caller passes', async () => {
        const streamId = stream('quote');
        const stale = { ...price({ cents: 250, currency: 'AUD' }), schemaVersion: 1 };
        const result = await store.append(streamId, [events(1)[0]!, stale], 'no_stream', context());
        expect(result.events.map((e) => e.metadata.schemaVersion)).toEqual([1, 3]);
        expect((await store.readStream(streamId)).map((e) => [e.metadata.schemaVersion, e.data])).toEqual([
          [1, { n: 0 }],
          [3, { cents: 250, currency: 'AUD' }],
        ]);
      });

      it('refuses an event type the registry does not know, appending nothing and recording no command', async () => {
        const streamId = stream('quote');
        const ctx = context();
        const head = await settledHead();
        const unknown = store.append(streamId, [...events(1), { type: 'PriceGuessed', data: { cents: 1 } }], 'no_stream', ctx);
        await expect(unknown).rejects.toThrow(EventSchemaError);
        await expect(unknown).rejects.toThrow('Unknown event type PriceGuessed');
        expect(await appendedSince(head)).toEqual([]);
        expect(await store.findCommand(ctx.commandId)).toBeNull();
      });

      it('refuses data its schema refuses, or with fields the schema does not name, appending nothing', async () => {
        const streamId = stream('quote');
        const head = await settledHead();
        const refused = [
          price({ cents: 12.5, currency: 'AUD' }),
          price({ cents: 100 }),
          price({ dollars: 1 }),
          price({ cents: 100, currency: 'AUD', note: 'a field no schema names' }),
        ];
        for (const event of refused) {
          await expect(store.append(streamId, [...events(1), event], 'any', context())).rejects.toThrow(EventSchemaError);
        }
        expect(await appendedSince(head)).toEqual([]);
      });

      it('reads events written at older versions in the current shape, through every read', async () => {
        const streamId = stream('quote');
        const head = await settledHead();
        const asWrittenAt1 = context();
        await subject.withCodec(codeAtVersion1).append(streamId, [price({ dollars: 12.5 })], 'no_stream', asWrittenAt1);
        await subject.withCodec(codeAtVersion2).append(streamId, [price({ cents: 990 })], 1, context());
        await store.append(streamId, [price({ cents: 5, currency: 'AUD' })], 2, context());
        const current = [
          { cents: 1250, currency: 'AUD' },
          { cents: 990, currency: 'AUD' },
          { cents: 5, currency: 'AUD' },
        ];
        const subscriber = subscribe(store, head, 10);
        try {
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.data)).toEqual(current);
          // The metadata says what was stored: the version each was written at.
          expect(read.map((e) => e.metadata.schemaVersion)).toEqual([1, 2, 3]);
          expect(await readAllReaching(head, read.at(-1)!.globalPosition)).toEqual(read);
          expect(await store.readStream(streamId, { untilOccurredAt: '2030-01-01T00:00:00.000Z' })).toEqual(read);
          expect((await store.findCommand(asWrittenAt1.commandId))!.events).toEqual(read.slice(0, 1));
          await vi.waitFor(() => expect(subscriber.events).toHaveLength(3), LIVE);
          expect(subscriber.events).toEqual(read);
        } finally {
          await subscriber.subscription.close();
        }
      });

      it('never rewrites a stored event: the code that wrote it still reads it as written', async () => {
        const streamId = stream('quote');
        const older = subject.withCodec(codeAtVersion1);
        await older.append(streamId, [price({ dollars: 3.1 })], 'no_stream', context());
        expect((await store.readStream(streamId))[0]!.data).toEqual({ cents: 310, currency: 'AUD' });
        expect((await older.readStream(streamId))[0]!.data).toEqual({ dollars: 3.1 });
      });

      it('refuses to read an event written by a newer version than its code knows', async () => {
        const streamId = stream('quote');
        await store.append(streamId, [price({ cents: 5, currency: 'AUD' })], 'no_stream', context());
        const older = subject.withCodec(codeAtVersion2);
        await expect(older.readStream(streamId)).rejects.toThrow(EventSchemaError);
        await expect(older.readStream(streamId)).rejects.toThrow('this code knows versions 1 to 2');
      });
    });

    describe('appending concurrently', () => {
      it(
        `lets eight writers to different streams finish while a ninth holds its append open, and readers then see the ninth first${
          features.whyNoStalledWriter ? ` (not run: ${features.whyNoStalledWriter})` : ''
        }`,
        { skip: Boolean(features.whyNoStalledWriter) },
        async () => {
          const head = await settledHead();
          const subscriber = subscribe(store, head, 100);
          const heldStream = stream('held');
          const held = await subject.holdAppendOpen!(heldStream, context());
          try {
            // None of these waits for the held writer: were any to, this would never resolve.
            const results = await Promise.all(Array.from({ length: 8 }, () => store.append(stream('writer'), events(1), 'no_stream', context())));
            const eight = new Set(results.map((r) => r.events[0]!.eventId));
            // Readers stop below the open append, which began first: none of the eight shows yet.
            expect((await store.readAll(head, 1000)).filter((e) => eight.has(e.eventId))).toEqual([]);
            expect(subscriber.events.filter((e) => eight.has(e.eventId))).toEqual([]);
            const highest = Math.max(...results.map((r) => r.lastGlobalPosition));
            expect(await store.lastPosition()).toBe(highest);
            expect(await store.headPosition()).toBeLessThan(highest);
            await held.commit();
            const ours = () => subscriber.events.filter((e) => e.streamId === heldStream || eight.has(e.eventId));
            await vi.waitFor(() => expect(ours()).toHaveLength(9), LIVE);
            expect(ours()[0]!.streamId).toBe(heldStream);
            expect(ours().slice(1).map((e) => e.eventId).sort()).toEqual([...eight].sort());
            expectStrictlyIncreasing(subscriber.events);
            expect(subscriber.events).toEqual(await readAllReaching(head, subscriber.events.at(-1)!.globalPosition, 1000));
          } finally {
            await held.commit().catch(() => {});
            await subscriber.subscription.close();
          }
        },
      );

      it('lets exactly one of two appends at the same expected version win; the other gets a ConcurrencyError with the version it lost to', async () => {
        const streamId = stream('booking');
        await store.append(streamId, events(1), 'no_stream', context());
        const outcomes = await Promise.allSettled([store.append(streamId, events(1, 10), 1, context()), store.append(streamId, events(1, 20), 1, context())]);
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError);
        expect(lost[0]!.reason).toMatchObject({ streamId, expected: 1, actual: 2 });
        expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual([1, 2]);
      });

      it('lets exactly one of eight racing first appends of a stream (no_stream) win', async () => {
        const streamId = stream('booking');
        const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.append(streamId, events(1, i), 'no_stream', context())));
        const won = outcomes.filter((o): o is PromiseFulfilledResult<Awaited<ReturnType<EventStore['append']>>> => o.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
          expect(o.reason).toBeInstanceOf(ConcurrencyError);
          expect(o.reason).toMatchObject({ streamId, expected: 'no_stream', actual: 1 });
        }
        expect(await store.readStream(streamId)).toEqual(won[0]!.value.events);
      });

      it('appends every one of many racing appends expecting any, at versions 1..n without a gap', async () => {
        const streamId = stream('booking');
        const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.append(streamId, events(2, 2 * i), 'any', context())));
        expect(results.map((r) => r.streamVersion).sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
        const read = await store.readStream(streamId);
        expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
        expect(read.map((e) => e.eventId).sort()).toEqual(results.flatMap((r) => r.events.map((e) => e.eventId)).sort());
      });

      it('appends once for racing appends with the same command id to different streams, and both answer that append', async () => {
        const [a, b] = [stream('booking'), stream('booking')];
        const ctx = context();
        const results = await Promise.all([store.append(a, events(1), 'no_stream', ctx), store.append(b, events(2), 'any', ctx)]);
        expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
        const first = results.find((r) => !r.duplicate)!;
        for (const result of results) expect(result).toEqual({ ...first, duplicate: result.duplicate });
        const written = [...(await store.readStream(a)), ...(await store.readStream(b))];
        expect(written).toEqual(first.events);
        expect(await store.findCommand(ctx.commandId)).toEqual({ ...first, duplicate: true });
      });

      it('appends every one of racing batches expecting any to the same streams, each stream at versions 1..n without a gap', async () => {
        const streams = Array.from({ length: 10 }, () => stream('booking'));
        const batch = (writer: number): AppendItem[] =>
          Array.from({ length: 50 }, (_, i) => ({ streamId: streams[i % 10]!, events: events(1, writer * 100 + i), expectedVersion: 'any', context: context() }));
        const results = await Promise.all(Array.from({ length: 8 }, (_, writer) => store.appendMany(batch(writer))));
        const appended = results.flat().flatMap((r) => r.events);
        expect(appended).toHaveLength(400);
        for (const streamId of streams) {
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 40 }, (_, v) => v + 1));
          expect(read.map((e) => e.eventId).sort()).toEqual(appended.filter((e) => e.streamId === streamId).map((e) => e.eventId).sort());
        }
      });

      it('lets exactly one of a batch and single appends racing for first versions win each stream; the losers append nothing', async () => {
        const streams = Array.from({ length: 20 }, () => stream('booking'));
        const batch = store.appendMany(streams.map((streamId) => ({ streamId, events: events(1), expectedVersion: 'no_stream', context: context() })));
        const singles = streams.map((streamId) => store.append(streamId, events(1, 1), 'no_stream', context()));
        const [batchOutcome, ...singleOutcomes] = await Promise.allSettled([batch, ...singles]);
        for (const outcome of [batchOutcome!, ...singleOutcomes]) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrencyError);
        // The batch is all or nothing: it won every stream, or none, and then every single won its own.
        const batchWon = batchOutcome!.status === 'fulfilled';
        for (const [i, streamId] of streams.entries()) {
          const read = await store.readStream(streamId);
          expect(read).toHaveLength(1);
          expect(read[0]!.data.n).toBe(batchWon ? 0 : 1);
          expect(singleOutcomes[i]!.status).toBe(batchWon ? 'rejected' : 'fulfilled');
        }
      });

      it('lets exactly one of two racing batches of hundreds of new streams win every stream; the other appends nothing', async () => {
        const streams = Array.from({ length: 150 }, () => stream('booking'));
        const batch = (n: number) => store.appendMany(streams.map((streamId) => ({ streamId, events: events(1, n), expectedVersion: 'no_stream', context: context() })));
        const outcomes = await Promise.allSettled([batch(0), batch(1)]);
        const won = outcomes.findIndex((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(won).toBeGreaterThanOrEqual(0);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError);
        for (const streamId of streams) expect((await store.readStream(streamId)).map((e) => e.data.n)).toEqual([won]);
      });

      it('appends every one of racing batches of hundreds of events expecting any to the same streams, each stream at versions 1..n without a gap', async () => {
        const streams = Array.from({ length: 10 }, () => stream('booking'));
        const batch = (writer: number): AppendItem[] =>
          Array.from({ length: 150 }, (_, i) => ({ streamId: streams[i % 10]!, events: events(1, writer * 1000 + i), expectedVersion: 'any', context: context() }));
        const results = await Promise.all(Array.from({ length: 4 }, (_, writer) => store.appendMany(batch(writer))));
        const appended = results.flat().flatMap((r) => r.events);
        expect(appended).toHaveLength(600);
        for (const streamId of streams) {
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 60 }, (_, v) => v + 1));
          expect(read.map((e) => e.eventId).sort()).toEqual(appended.filter((e) => e.streamId === streamId).map((e) => e.eventId).sort());
        }
      });

      it(`refuses an append or a batch of more than ${MAX_EVENTS_PER_TRANSACTION} events, saying so, and appends nothing`, async () => {
        const head = await settledHead();
        const many = (count: number) => Array.from<EventToAppend>({ length: count }).fill(events(1)[0]!);
        const ctx = context();
        const tooMany = store.appendMany([
          { streamId: stream('import'), events: many(MAX_EVENTS_PER_TRANSACTION), expectedVersion: 'no_stream', context: ctx },
          { streamId: stream('import'), events: many(1), expectedVersion: 'no_stream', context: context() },
        ]);
        await expect(tooMany).rejects.toBeInstanceOf(AppendTooLargeError);
        await expect(tooMany).rejects.toThrow(`at most ${MAX_EVENTS_PER_TRANSACTION} events, all or nothing; this one holds ${MAX_EVENTS_PER_TRANSACTION + 1}`);
        await expect(store.append(stream('import'), many(MAX_EVENTS_PER_TRANSACTION + 1), 'no_stream', context())).rejects.toBeInstanceOf(AppendTooLargeError);
        expect(await store.findCommand(ctx.commandId)).toBeNull();
        expect(await appendedSince(head)).toEqual([]);
      });
    });

    describe('idempotent commands', () => {
      it('returns the first result, marked duplicate, when a command is retried with the same id, and appends nothing', async () => {
        const streamId = stream('booking');
        const ctx = context();
        const first = await store.append(streamId, events(2), 'no_stream', ctx);
        const head = await settledHead();
        const retry = await store.append(streamId, events(2), 'no_stream', ctx);
        expect(retry).toEqual({ ...first, duplicate: true });
        expect(await store.readStream(streamId)).toEqual(first.events);
        expect(await appendedSince(head)).toEqual([]);
      });

      it('returns the first result even when the retry names a different stream and different events', async () => {
        const [streamId, other] = [stream('booking'), stream('booking')];
        const ctx = context();
        const first = await store.append(streamId, events(1), 'no_stream', ctx);
        const retry = await store.append(other, events(3), 'any', ctx);
        expect(retry).toEqual({ ...first, duplicate: true });
        expect(await store.readStream(other)).toEqual([]);
        expect(await store.readStream(streamId)).toEqual(first.events);
      });

      it('finds the first result of a processed command, and nothing for an unknown one', async () => {
        const ctx = context();
        const first = await store.append(stream('booking'), events(2), 'no_stream', ctx);
        expect(await store.findCommand(ctx.commandId)).toEqual({ ...first, duplicate: true });
        expect(await store.findCommand(randomUUID())).toBeNull();
      });

      it('stores exactly one set of events when two appends with the same command id race', async () => {
        const streamId = stream('booking');
        const ctx = context();
        const head = await settledHead();
        const results = await Promise.all([
          store.append(streamId, events(2), 'no_stream', ctx),
          store.append(streamId, events(2), 'no_stream', ctx),
        ]);
        expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
        expect(results[0]!.events).toEqual(results[1]!.events);
        expect(await store.readStream(streamId)).toEqual(results[0]!.events);
        expect(await appendedSince(head)).toEqual(results[0]!.events);
      });

      it('does not record a command rejected for concurrency, so its retry at the right version appends', async () => {
        const streamId = stream('booking');
        await store.append(streamId, events(1), 'no_stream', context());
        const ctx = context();
        await expect(store.append(streamId, events(1), 'no_stream', ctx)).rejects.toBeInstanceOf(ConcurrencyError);
        expect(await store.findCommand(ctx.commandId)).toBeNull();
        const retry = await store.append(streamId, events(1), 1, ctx);
        expect(retry).toMatchObject({ streamVersion: 2, duplicate: false });
      });
    });

    describe('personal data', () => {
      const ada = (n: number, overrides: object = {}): EventToAppend => ({
        type: 'PersonAdded',
        data: {
          n,
          fullName: `Ada Lovelace ${n}`,
          contact: { email: `ada.${n}@example.test`, mobile: `+6140000000${n}` },
          note: `Prefers mornings ${n}`,
          ...overrides,
        },
      });
      const personalValues = (n: number) => [`Ada Lovelace ${n}`, `ada.${n}@example.test`, `+6140000000${n}`, `Prefers mornings ${n}`];
      const erasedData = (n: number) => ({ n, fullName: ERASED, contact: { email: ERASED, mobile: ERASED }, note: ERASED });

      async function everyRead(reader: EventStore, streamId: string, commandId: string, head: number) {
        const subscriber = subscribe(reader, head, 10);
        try {
          const read = await reader.readStream(streamId);
          await vi.waitFor(() => expect(subscriber.events.length).toBeGreaterThanOrEqual(read.length), LIVE);
          return {
            readStream: read,
            readAll: (await readAllReachingIn(reader, head, subscriber.events.at(-1)?.globalPosition ?? head, 1000)).filter((e) => e.streamId === streamId),
            subscribe: subscriber.events.filter((e) => e.streamId === streamId),
            findCommand: (await reader.findCommand(commandId))!.events,
            untilOccurredAt: await reader.readStream(streamId, { untilOccurredAt: '2030-01-01T00:00:00.000Z' }),
          };
        } finally {
          await subscriber.subscription.close();
        }
      }

      it('seals the personal fields on append: every read gives them back identical, the stored data holds none of them', async () => {
        const streamId = stream('person');
        const ctx = context();
        const head = await settledHead();
        const appended = [ada(1), ada(2, { note: null, contact: { email: null } }), ...events(1)];
        const result = await store.append(streamId, appended, 'no_stream', ctx);
        expect(result.events.map((e) => e.data)).toEqual(appended.map((e) => e.data));
        for (const read of Object.values(await everyRead(store, streamId, ctx.commandId, head))) expect(read).toEqual(result.events);

        const [first, second] = [await subject.rawData(result.events[0]!), await subject.rawData(result.events[1]!)];
        for (const value of [...personalValues(1), ...personalValues(2)]) {
          expect(first).not.toContain(value);
          expect(second).not.toContain(value);
        }
        // The paths stay in clear, so an erased event knows its fields; nulls hold nothing to seal.
        expect(first).toContain('~sealed');
        expect(JSON.parse(first)['~sealed'].paths).toEqual(['fullName', 'contact.email', 'contact.mobile', 'note']);
        expect(JSON.parse(second)['~sealed'].paths).toEqual(['fullName']);
        expect(JSON.parse(second)).toMatchObject({ n: 2, note: null, contact: { email: null } });
        expect(await subject.rawData(result.events[2]!)).not.toContain('~sealed');
      });

      it('seals two identical events differently (a fresh IV each)', async () => {
        const result = await store.append(stream('person'), [ada(3), ada(3)], 'no_stream', context());
        const [a, b] = [JSON.parse(await subject.rawData(result.events[0]!)), JSON.parse(await subject.rawData(result.events[1]!))];
        expect(a['~sealed'].iv).not.toEqual(b['~sealed'].iv);
        expect(a['~sealed'].sealed).not.toEqual(b['~sealed'].sealed);
      });

      it('refuses to read a sealed envelope moved onto another event, even of the same stream', async () => {
        if (!subject.copySealed) return;
        const streamId = stream('person');
        const result = await store.append(streamId, [ada(4), ada(5)], 'no_stream', context());
        await subject.copySealed(result.events[0]!, result.events[1]!);
        await expect(store.readStream(streamId)).rejects.toThrow('does not open under its stream');
      });

      it('after erase, every read shows ERASED in each personal field of the stream, and everything else as it was', async () => {
        const [erased, kept] = [stream('person'), stream('person')];
        const head = await settledHead();
        const ctx = context();
        const written = await store.append(erased, [ada(6), ada(7, { note: null }), ...events(1, 8)], 'no_stream', ctx);
        const other = await store.append(kept, [ada(9)], 'no_stream', context());
        await subject.vault.erase([erased]);

        const expected = written.events.map((e, i) =>
          i === 0 ? { ...e, data: erasedData(6) } : i === 1 ? { ...e, data: { ...erasedData(7), note: null } } : e,
        );
        for (const [read, found] of Object.entries(await everyRead(store, erased, ctx.commandId, head))) {
          expect(found, read).toEqual(expected);
        }
        expect(await store.readStream(kept)).toEqual(other.events);
      });

      it('shows the erasure at once to a second process on the same storage', async () => {
        const streamId = stream('person');
        await store.append(streamId, [ada(10)], 'no_stream', context());
        const second = await subject.secondProcess();
        try {
          expect((await second.store.readStream(streamId))[0]!.data).toEqual(ada(10).data);
          await subject.vault.erase([streamId]);
          expect((await second.store.readStream(streamId))[0]!.data).toEqual(erasedData(10));
          // And the other way round: its vault erases for this one.
          const another = stream('person');
          await store.append(another, [ada(11)], 'no_stream', context());
          await second.vault.erase([another]);
          expect((await store.readStream(another))[0]!.data).toEqual(erasedData(11));
        } finally {
          await second.close();
        }
      });

      it('names a text by a pseudonym: hex HMAC-SHA256 under the installation secret, the same in every process', async () => {
        const name = await subject.vault.pseudonym('ada@example.test');
        expect(name).toMatch(/^[0-9a-f]{64}$/);
        expect(await subject.vault.pseudonym('ada@example.test')).toBe(name);
        expect(await subject.vault.pseudonym('bob@example.test')).not.toBe(name);
        // Keyed: not the bare hash of the text, which anyone could compute from a guess.
        expect(name).not.toBe(createHash('sha256').update('ada@example.test').digest('hex'));
        const second = await subject.secondProcess();
        try {
          expect(await second.vault.pseudonym('ada@example.test')).toBe(name);
        } finally {
          await second.close();
        }
      });

      it('unseals before upcasting: an event sealed at an older version reads in the current shape, erased or not', async () => {
        const streamId = stream('person');
        await store.append(streamId, [ada(20)], 'no_stream', context());
        const newer = subject.withCodec(codeWithPersonV2);
        expect((await newer.readStream(streamId))[0]!.data).toEqual({ ...ada(20).data, customerId: null });
        await subject.vault.erase([streamId]);
        expect((await newer.readStream(streamId))[0]!.data).toEqual({ ...erasedData(20), customerId: null });
      });

      it('gives racing first appends of a stream one and the same key', async () => {
        const streamId = stream('person');
        const keys = await Promise.all(Array.from({ length: 8 }, () => subject.vault.keyForAppend(streamId)));
        expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
      });

      it('erasing twice, or a stream that holds nothing, is harmless', async () => {
        const streamId = stream('person');
        await store.append(streamId, [ada(12)], 'no_stream', context());
        await subject.vault.erase([streamId, streamId]);
        await subject.vault.erase([streamId, stream('nobody')]);
        await subject.vault.erase([]);
        expect((await store.readStream(streamId))[0]!.data).toEqual(erasedData(12));
      });

      it('refuses personal values appended to an erased stream, appending nothing; events without any are still taken', async () => {
        const streamId = stream('person');
        await store.append(streamId, [ada(13)], 'no_stream', context());
        await subject.vault.erase([streamId]);
        const head = await settledHead();
        const refused = store.append(streamId, [...events(1), ada(14)], 1, context());
        await expect(refused).rejects.toBeInstanceOf(ErasedStreamError);
        await expect(refused).rejects.toMatchObject({ streamId });
        expect(await appendedSince(head)).toEqual([]);
        await store.append(streamId, events(1), 1, context());
        expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([erasedData(13), { n: 0 }]);
      });

      it('reads events stored in plain before sealing as they are; erase shows them ERASED and rewrites them in place', async () => {
        const [erased, kept] = [stream('person'), stream('person')];
        const plain = subject.withCodec(codeBeforeSealing);
        const written = await plain.append(erased, [ada(16), ...events(1)], 'no_stream', context());
        await plain.append(kept, [ada(17)], 'no_stream', context());
        expect(await subject.rawData(written.events[0]!)).toContain('Ada Lovelace 16');
        expect((await store.readStream(erased)).map((e) => e.data)).toEqual([ada(16).data, { n: 0 }]);

        await subject.vault.erase([erased]);
        expect((await store.readStream(erased)).map((e) => e.data)).toEqual([erasedData(16), { n: 0 }]);
        if (subject.rewritesInPlace) {
          const raw = await subject.rawData(written.events[0]!);
          for (const value of personalValues(16)) expect(raw).not.toContain(value);
          // Even the code that stored it in plain now reads ERASED.
          expect((await plain.readStream(erased))[0]!.data).toEqual(erasedData(16));
        }
        expect((await store.readStream(kept))[0]!.data).toEqual(ada(17).data);
        expect(await subject.rawData((await store.readStream(kept))[0]!)).toContain('Ada Lovelace 17');
      });
    });

    describe('subscribing', () => {
      it('catches up on existing events in batches no larger than batchSize, then receives new appends live', async () => {
        const head = await settledHead();
        await store.append(stream('booking'), events(4), 'no_stream', context());
        await store.append(stream('customer'), events(3), 'no_stream', context());
        const subscriber = subscribe(store, head, 3);
        try {
          await vi.waitFor(() => expect(subscriber.events).toHaveLength(7), LIVE);
          expect(subscriber.batches.length).toBeGreaterThanOrEqual(3);
          expect(subscriber.batches.every((b) => b.length <= 3)).toBe(true);

          const live = await store.append(stream('booking'), events(2), 'no_stream', context());
          await vi.waitFor(() => expect(subscriber.events).toHaveLength(9), LIVE);
          expect(subscriber.events.slice(7)).toEqual(live.events);
          expect(subscriber.events).toEqual(await readAllReaching(head, subscriber.events.at(-1)!.globalPosition));
          expectStrictlyIncreasing(subscriber.events);
        } finally {
          await subscriber.subscription.close();
        }
      });

      it('delivers nothing more once closed', async () => {
        const head = await settledHead();
        const subscriber = subscribe(store, head, 10);
        const witness = subscribe(store, head, 10);
        try {
          await store.append(stream('booking'), events(1), 'no_stream', context());
          await vi.waitFor(() => expect(subscriber.events).toHaveLength(1), LIVE);
          await subscriber.subscription.close();
          await subscriber.subscription.done;
          await store.append(stream('booking'), events(1), 'no_stream', context());
          // A subscriber still open has it: the store has delivered this append, to all but the closed one.
          await vi.waitFor(() => expect(witness.events).toHaveLength(2), LIVE);
          expect(subscriber.events).toHaveLength(1);
        } finally {
          await witness.subscription.close();
        }
      });

      it('delivers an append that began first and committed last to a subscriber already past later positions', async () => {
        await subject.slowAppend?.install();
        const head = await settledHead();
        const subscriber = subscribe(store, head, 10);
        try {
          // The subscriber is live and has read up to here before the race starts.
          const marker = await store.append(stream('marker'), events(1), 'no_stream', context());
          await vi.waitFor(() => expect(subscriber.events).toEqual(marker.events), LIVE);

          const slow = store.append(stream('slow'), events(1), 'no_stream', context());
          await subject.slowAppend?.inFlight();
          const fast = store.append(stream('fast'), events(1), 'no_stream', context());
          const [slowResult, fastResult] = await Promise.all([slow, fast]);

          const raced = [slowResult.events[0]!.eventId, fastResult.events[0]!.eventId];
          await vi.waitFor(() => expect(subscriber.events.map((e) => e.eventId)).toEqual(expect.arrayContaining(raced)), LIVE);
          expect(subscriber.events).toEqual(await readAllReaching(head, subscriber.events.at(-1)!.globalPosition));
          expectStrictlyIncreasing(subscriber.events);
        } finally {
          await subscriber.subscription.close();
        }
      });
    });
  });
}

/** The SQL adapters' view of what an event's row holds, and their lever for a swapped ciphertext. */
export function sqlRawData(db: Database) {
  return {
    async rawData(event: RecordedEvent): Promise<string> {
      const [row] = (await db.sql`select data::text as data from events where event_id = ${event.eventId}`) as unknown as [{ data: string }];
      return row.data;
    },
    async copySealed(from: RecordedEvent, to: RecordedEvent): Promise<void> {
      await db.sql`
        update events set data = jsonb_set(data, '{~sealed}', (select data->'~sealed' from events where event_id = ${from.eventId}))
        where event_id = ${to.eventId}`;
    },
  };
}

/** The SQL adapters' lever for the late-commit case: a trigger that sleeps inside the append's transaction. */
export function sqlSlowAppend(db: Database, seconds = 1): SlowAppend {
  let seen = 0;
  return {
    async install() {
      // A sequence is not transactional, so the test sees the slow append start before it commits.
      await db.sql`create sequence if not exists slow_appends_started`;
      await db.sql.unsafe(`
        create or replace function slow_append() returns trigger language plpgsql as $$
        begin
          if new.stream_id like 'slow-%' then
            perform nextval('slow_appends_started');
            perform pg_sleep(${Number(seconds)});
          end if;
          return null;
        end $$`);
      await db.sql`drop trigger if exists slow_append on events`;
      await db.sql`create trigger slow_append after insert on events for each row execute function slow_append()`;
    },
    async inFlight() {
      seen += 1;
      await vi.waitFor(async () => {
        const [row] = (await db.sql`
          select case when is_called then last_value else 0 end as started from slow_appends_started`) as unknown as [
          { started: string },
        ];
        expect(Number(row.started)).toBeGreaterThanOrEqual(seen);
      }, LIVE);
    },
  };
}

function subscribe(store: EventStore, after: number, batchSize: number) {
  const batches: RecordedEvent[][] = [];
  const events: RecordedEvent[] = [];
  const subscription: Subscription = store.subscribe({
    after,
    batchSize,
    async handle(batch) {
      batches.push(batch);
      events.push(...batch);
    },
  });
  return { batches, events, subscription };
}

function expectStrictlyIncreasing(events: RecordedEvent[]): void {
  const positions = events.map((e) => e.globalPosition);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(positions.length);
}

function stream(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

function events(count: number, from = 0): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => ({ type: 'NoteAdded', data: { n: from + i } }));
}

const price = (data: object): EventToAppend => ({ type: 'PriceQuoted', data });

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    commandId: randomUUID(),
    actor: { kind: 'system', id: null, name: null },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2025-01-01T09:00:00.000Z',
    ...overrides,
  };
}
