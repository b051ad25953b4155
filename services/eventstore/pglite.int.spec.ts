import { freshPglite } from '@detailing/infra/testing/services';
import { describeEventStoreContract, sqlSlowAppend } from './eventStore.contract.js';
import { SqlEventStore } from './SqlEventStore.js';

// PGlite has one connection, so appends are serialised there whatever the store does;
// the late-commit case still runs to prove delivery, ordering and that nothing is skipped.
describeEventStoreContract('SqlEventStore on PGlite', async (codec) => {
  const { db, drop } = await freshPglite();
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
