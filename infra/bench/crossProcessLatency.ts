import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpSession } from '../testing/app.js';
import { type ProductProcess, startProductProcess } from '../testing/productProcess.js';
import { freshPostgres, redisUrl } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { deliveryLatencies } from './latency.js';
import { percentile } from './support.js';

const ADMIN_PASSWORD = 'bench-cross-process-1';

/**
 * The same measure as `subscription.p99Ms`, across processes: two product processes as `npm start`
 * runs them (every role), on one fresh PostgreSQL database and one Redis; createBooking goes to the
 * first, the bookingChanged subscription is open on the second.
 */
export async function benchCrossProcessLatency({ quick }: BenchOptions): Promise<Figure[]> {
  const samples = quick ? 20 : 200;
  const pg = await freshPostgres();
  const dirs: string[] = [];
  const processes: ProductProcess[] = [];
  const queuePrefix = `bench-${randomBytes(4).toString('hex')}`;
  try {
    const env = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'detailing-bench-'));
      dirs.push(dir);
      return { DATABASE_URL: pg.url, REDIS_URL: await redisUrl(), QUEUE_PREFIX: queuePrefix, DATA_DIR: dir, ADMIN_PASSWORD };
    };
    // One after the other: the first migrates the fresh database, the second finds it ready.
    for (let i = 0; i < 2; i++) processes.push(await startProductProcess(await env()));
    const [writerProcess, subscriberProcess] = processes as [ProductProcess, ProductProcess];
    const writer = new HttpSession(writerProcess.url);
    const subscriber = new HttpSession(subscriberProcess.url);
    for (const session of [writer, subscriber]) {
      const login = await session.login('admin', ADMIN_PASSWORD);
      if (login.status !== 200) throw new Error(`admin sign-in on ${session.baseUrl}: ${login.status} ${login.text.slice(0, 300)}`);
    }
    const { latencies, commitsPerBooking } = await deliveryLatencies(writer, subscriber, samples, pg.db.sql);
    const note = `${samples} sequential bookings, two product processes on one PostgreSQL and one Redis`;
    return [
      {
        key: 'subscription.crossProcess.p50Ms',
        label: 'createBooking on one process to bookingChanged over graphql-ws on another, p50',
        value: percentile(latencies, 50),
        unit: 'ms',
        note,
      },
      {
        key: 'subscription.crossProcess.p99Ms',
        label: 'createBooking on one process to bookingChanged over graphql-ws on another, p99',
        value: percentile(latencies, 99),
        unit: 'ms',
        note,
      },
      {
        key: 'subscription.crossProcess.commitsPerBooking',
        label: 'database transactions committed per createBooking, both processes together',
        value: commitsPerBooking,
        unit: 'commits',
        note,
      },
    ];
  } catch (error) {
    const output = processes.map((p, i) => `--- product process ${i + 1} (pid ${p.pid}) ---\n${p.output().slice(-2000)}`).join('\n');
    throw output ? new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error }) : error;
  } finally {
    for (const product of processes) await product.stop('SIGTERM');
    await pg.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}
