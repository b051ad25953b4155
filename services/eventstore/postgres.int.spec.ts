import { randomUUID } from 'node:crypto';
import { freshPostgres } from '@detailing/infra/testing/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPostgres, type Database } from '../platform/database.js';
import type { CommandContext, EventToAppend } from './EventStore.js';
import { describeEventStoreContract, sqlRawData, sqlSlowAppend } from './eventStore.contract.js';
import { SqlEventStore } from './SqlEventStore.js';

describeEventStoreContract('SqlEventStore on PostgreSQL', async (codec) => {
  const { url, db, drop } = await freshPostgres();
  const store = new SqlEventStore(db, codec);
  await store.migrate();
  return {
    store,
    vault: store.vault,
    withCodec: (other) => new SqlEventStore(db, other),
    slowAppend: sqlSlowAppend(db),
    ...sqlRawData(db),
    rewritesInPlace: true,
    async holdAppendOpen(streamId, ctx) {
      // The INSERT the store makes, on a connection of its own; its position comes from the
      // column's default, drawn from the same transaction id as the store's own inserts.
      const connection = await db.sql.reserve();
      await connection`begin`;
      await connection`
        insert into events (event_id, stream_id, stream_version, type, data, metadata)
        values (${randomUUID()}, ${streamId}, 1, 'NoteAdded', ${connection.json({ n: 0 })}, ${connection.json({ ...ctx, schemaVersion: 1 } as never)})`;
      let open = true;
      return {
        async commit() {
          if (!open) return;
          open = false;
          await connection`commit`;
          connection.release();
        },
      };
    },
    async secondProcess() {
      const own = await connectPostgres(url, { max: 2 });
      const second = new SqlEventStore(own, codec);
      return { store: second, vault: second.vault, close: () => own.close() };
    },
    async close() {
      await store.close();
      await drop();
    },
  };
});

describe('SqlEventStore notices on PostgreSQL', () => {
  let handle: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    handle = await freshPostgres();
    await new SqlEventStore(handle.db).migrate();
  });
  afterAll(() => handle.drop());

  const event = (streamId: string): EventToAppend => ({ type: 'BookingStatusChanged', data: { bookingId: streamId, from: 'pending', to: 'approved' } });
  const context = (): CommandContext => ({
    commandId: randomUUID(),
    actor: { kind: 'system', id: null, name: null },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  });

  it("tells other processes of an append by a notice its own statement carries, and of a burst's last append after it", async () => {
    const heard: string[] = [];
    const listener = await connectPostgres(handle.url, { max: 1 });
    const names = new Set<string>();
    const unlisten = await listener.listen('events_appended', (payload) => {
      // `<head> <the appending store's name>`
      const [head, name] = payload.split(' ');
      heard.push(head!);
      names.add(name!);
    });
    const published: string[] = [];
    const counted: Database = { ...handle.db, publish: (channel, payload) => (published.push(payload), handle.db.publish(channel, payload)) };
    const store = new SqlEventStore(counted);
    try {
      const first = await store.append(`notice-${randomUUID()}`, [event('a')], 'no_stream', context());
      await vi.waitFor(() => expect(heard).toEqual([String(first.lastGlobalPosition)]));
      // The notice went out with the append itself: none was published after.
      expect(published).toEqual([]);

      const burst = await Promise.all(Array.from({ length: 20 }, () => store.append(`notice-${randomUUID()}`, [event('b')], 'no_stream', context())));
      const heads = burst.map((result) => result.lastGlobalPosition);
      // Some may be coalesced, but the burst's last head is heard, and nothing that was not a head.
      await vi.waitFor(() => expect(heard).toContain(String(Math.max(...heads))));
      for (const payload of heard.slice(1)) expect(heads).toContain(Number(payload));
      // Carried or published, the stores of one process on one database sign their notices alike
      // (their own listeners skip them); another process's carry another name.
      expect(names.size).toBe(1);
      const other = new SqlEventStore(handle.db);
      const fromOther = await other.append(`notice-${randomUUID()}`, [event('c')], 'no_stream', context());
      await vi.waitFor(() => expect(heard).toContain(String(fromOther.lastGlobalPosition)));
      expect(names.size).toBe(2);
    } finally {
      await unlisten();
      await listener.close();
      await store.close();
    }
  });
});
