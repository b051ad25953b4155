import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HttpSession, startTestApp } from '../testing/app.js';
import { redisUrl } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, percentile, until } from './support.js';

const IMPORT = 'mutation ($csv: String!) { importCustomers(csv: $csv) { id total } }';
const PAGE = '{ customers(offset: 0, limit: 50) { total items { id fullName email mobile totalBookings lastBooking } } }';


/** A file of `rows` new customers; every other row books (UTE, a date ahead, a time), as an old system's export would. */
export function importFile(rows: number): string {
  const lines = ['fullName,email,mobile,address,notes,vehicleType,date,time'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const booking = i % 2 === 0 ? `UTE,${day}/03/2027,${String(8 + (i % 9)).padStart(2, '0')}:30` : ',,';
    lines.push(`Bench Customer ${i},bench.${i}@example.com,04${String(i).padStart(8, '0')},${i} Bench Street,"Imported, row ${i}",${booking}`);
  }
  return lines.join('\n');
}

/**
 * A CSV import end to end: the mutation stores the rows and queues the job; the worker (BullMQ,
 * in the same process as the API, like a one-box install) upserts each customer and books half
 * of them through the real commands; the clock stops when the import reads COMPLETED.
 */
export async function benchCustomerImport({ quick }: BenchOptions): Promise<Figure[]> {
  const rows = quick ? 1_000 : 10_000;
  const app = await startTestApp({ env: { REDIS_URL: await redisUrl(), QUEUE_PREFIX: `bench${randomUUID().slice(0, 8)}` } });
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const csv = importFile(rows);

    const started = performance.now();
    const answer = await admin.graphql(IMPORT, { csv });
    expectStatus('starting the import', answer, 200);
    const id = answer.json?.data?.importCustomers?.id as string | undefined;
    if (!id) throw new Error(`importCustomers failed: ${answer.text.slice(0, 500)}`);
    const accepted = performance.now();
    // Meanwhile an admin's Customers screen reads its first page again, as it does after live changes
    // (at most every 500 ms; here every 200 ms, so the figure sees the whole import).
    let importing = true;
    const pageReads: number[] = [];
    const reading = (async () => {
      while (importing) {
        const before = performance.now();
        expectStatus('reading the customers page during the import', await admin.graphql(PAGE), 200);
        pageReads.push(performance.now() - before);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    let state: Record<string, unknown> = {};
    await until(
      `the import of ${rows} rows`,
      async () => {
        state = ((await app.db.sql`select state, processed, created, failed, message from customer_imports where id = ${id}`)[0] ?? {}) as Record<string, unknown>;
        return state.state === 'COMPLETED' || state.state === 'FAILED';
      },
      { timeoutMs: 600_000, everyMs: 20 },
    );
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await reading;
    if (state.state !== 'COMPLETED' || state.created !== rows) throw new Error(`the import ended ${JSON.stringify(state)}`);
    const note = `${rows.toLocaleString('en')} new customers, half with a booking; PostgreSQL, BullMQ, one process`;
    return [
      { key: 'customerImport.seconds', label: `import of ${rows.toLocaleString('en')} CSV rows, mutation to COMPLETED`, value: seconds, unit: 's', note },
      { key: 'customerImport.rowsPerSecond', label: 'import rows per second', value: rows / seconds, unit: 'rows/s', note },
      { key: 'customerImport.acceptMs', label: 'importCustomers answer (parse, store rows, queue)', value: accepted - started, unit: 'ms', note },
      {
        key: 'customerImport.pageReadP50Ms',
        label: 'Customers page read while the import runs, p50',
        value: percentile(pageReads, 50),
        unit: 'ms',
        note: `${pageReads.length} reads of the first page of 50 and the total, one every 200 ms`,
      },
      {
        key: 'customerImport.pageReadMaxMs',
        label: 'Customers page read while the import runs, slowest',
        value: Math.max(...pageReads),
        unit: 'ms',
        note: `${pageReads.length} reads of the first page of 50 and the total, one every 200 ms`,
      },
    ];
  } finally {
    await app.close();
  }
}
