import { randomUUID } from 'node:crypto';
import { freshPostgres } from '@detailing/infra/testing/services';
import { connectPostgres } from '../platform/database.js';
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
