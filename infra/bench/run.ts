import { benchCompletion } from './completion.js';
import { benchEventStore } from './eventstore.js';
import { benchSubscriptionLatency } from './latency.js';
import { benchReplay } from './replay.js';
import { benchWebBundle } from './webBundle.js';
import { startTestApp } from '../testing/app.js';
import { freshPostgres } from '../testing/services.js';

// npm run bench: figures from one run on one PostgreSQL (a fresh database per part). Bounded in count.
const sections: [string, () => Promise<string[]>][] = [
  ['Event store appends', async () => withDatabase(benchEventStore)],
  ['Projection replay', async () => withDatabase((db) => benchReplay(db))],
  [
    'Live update latency',
    async () => {
      const app = await startTestApp();
      try {
        return await benchSubscriptionLatency(app);
      } finally {
        await app.close();
      }
    },
  ],
  ['Completion to invoice', () => benchCompletion()],
  ['Web bundle', () => benchWebBundle()],
];

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof freshPostgres>>['db']) => Promise<T>): Promise<T> {
  const pg = await freshPostgres();
  try {
    return await work(pg.db);
  } finally {
    await pg.drop();
  }
}

const only = process.argv.slice(2);
for (const [title, run] of sections) {
  if (only.length && !only.some((o) => title.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n${title}`);
  for (const line of await run()) console.log(`  ${line}`);
}
process.exit(0);
