import { freshPostgres } from '@detailing/infra/testing/services';
import { describeEventStoreContract, sqlSlowAppend } from './eventStore.contract.js';
import { SqlEventStore } from './SqlEventStore.js';

describeEventStoreContract('SqlEventStore on PostgreSQL', async () => {
  const { db, drop } = await freshPostgres();
  const store = new SqlEventStore(db);
  await store.migrate();
  return {
    store,
    slowAppend: sqlSlowAppend(db),
    async close() {
      await store.close();
      await drop();
    },
  };
});
