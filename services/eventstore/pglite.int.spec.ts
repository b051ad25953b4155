import { freshPglite } from '@detailing/infra/testing/services';
import { describeEventStoreContract, sqlRawData, sqlSlowAppend } from './eventStore.contract.js';
import { SqlEventStore } from './SqlEventStore.js';

// PGlite has one connection, so appends are serialised there whatever the store does;
// the late-commit case still runs to prove delivery, ordering and that nothing is skipped.
describeEventStoreContract('SqlEventStore on PGlite', async (codec) => {
  const { db, drop } = await freshPglite();
  const store = new SqlEventStore(db, codec);
  await store.migrate();
  return {
    store,
    vault: store.vault,
    withCodec: (other) => new SqlEventStore(db, other),
    slowAppend: sqlSlowAppend(db),
    ...sqlRawData(db),
    rewritesInPlace: true,
    // One process owns a PGlite database: the nearest to a second process is a second store and vault on it.
    async secondProcess() {
      const second = new SqlEventStore(db, codec);
      return { store: second, vault: second.vault, close: async () => {} };
    },
    async close() {
      await store.close();
      await drop();
    },
  };
}, { whyNoStalledWriter: 'PGlite has one connection, so its writers take turns' });
