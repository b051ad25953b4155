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
