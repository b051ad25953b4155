import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { startApp } from '../app.js';
import { HttpSession, startTestApp } from '../testing/app.js';
import { createServices } from '../testing/catalog.js';
import { redisUrl } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { bookingInput, expectStatus, percentile, until } from './support.js';

/** Completion → paid invoice through the reactor, BullMQ and the invoice processor (SMS not configured). */
export async function benchCompletion({ quick }: BenchOptions): Promise<Figure[]> {
  const backlog = quick ? 20 : 200;
  const samples = quick ? 10 : 50;
  const app = await startTestApp({ env: { REDIS_URL: await redisUrl(), QUEUE_PREFIX: `bench${randomUUID().slice(0, 8)}` }, roles: ['api', 'projector'] });
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 2);
    const complete = async (i: number) => {
      const created = await admin.request('POST', '/api/bookings', bookingInput(`Bench ${i}`, serviceIds));
      expectStatus('creating a booking', created, 201);
      const completed = await admin.request('PATCH', `/api/bookings/${created.json.id}`, { status: 'completed' });
      expectStatus('completing a booking', completed, 200);
      return created.json.id as string;
    };
    const invoiced = async () => Number((await app.db.sql`select count(*)::int as n from invoices where booking_id is not null`)[0]!.n);

    for (let i = 0; i < backlog; i++) await complete(i);
    const started = performance.now();
    const worker = await startApp(app.config, { roles: ['worker'], db: app.db, log: () => {} });
    try {
      await until(`${backlog} invoices from the backlog`, async () => (await invoiced()) >= backlog, { everyMs: 20 });
      const seconds = (performance.now() - started) / 1000;

      const latencies: number[] = [];
      for (let i = 0; i < samples; i++) {
        const id = await complete(backlog + i);
        const sent = performance.now();
        await until(`the invoice of booking ${id}`, async () => (await app.db.sql`select 1 from invoices where booking_id = ${id}`).length > 0, {
          timeoutMs: 30_000,
          everyMs: 2,
        });
        latencies.push(performance.now() - sent);
      }
      latencies.sort((a, b) => a - b);
      const latencyNote = `${samples} sequential completions, answer to invoice in the read model`;
      return [
        {
          key: 'completion.jobsPerSecond',
          label: 'completed bookings to paid invoices (reactor + BullMQ + invoice processor, one worker)',
          value: backlog / seconds,
          unit: 'jobs/s',
          note: `backlog of ${backlog}`,
        },
        { key: 'completion.p50Ms', label: 'completion to invoice, p50', value: percentile(latencies, 50), unit: 'ms', note: latencyNote },
        { key: 'completion.p99Ms', label: 'completion to invoice, p99', value: percentile(latencies, 99), unit: 'ms', note: latencyNote },
      ];
    } finally {
      await worker.close();
    }
  } finally {
    await app.close();
  }
}
