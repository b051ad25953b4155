import { freshPostgres } from '@detailing/infra/testing/services';
import { describeEventStoreContract, sqlSlowAppend } from './eventStore.contract.js';
import { SqlEventStore } from './SqlEventStore.js';

describeEventStoreContract('SqlEventStore on PostgreSQL', async (codec) => {
  const { db, drop } = await freshPostgres();
  const store = new SqlEventStore(db, codec);
  await store.migrate();
  return {
    store,
    withCodec: (other) => new SqlEventStore(db, other),
    slowAppend: sqlSlowAppend(db),
    async close() {
      await store.close();
      await drop();
    },
  };
});
