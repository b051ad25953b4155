import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { startApp } from '../app.js';
import { HttpSession, startTestApp } from '../testing/app.js';
import { createServices } from '../testing/catalog.js';
import { redisUrl } from '../testing/services.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Completion → paid invoice through the reactor, BullMQ and the invoice processor (SMS not configured). */
export async function benchCompletion(backlog = 200, samples = 50): Promise<string[]> {
  const app = await startTestApp({ env: { REDIS_URL: await redisUrl(), QUEUE_PREFIX: `bench${randomUUID().slice(0, 8)}` }, roles: ['api', 'projector'] });
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 2);
    const complete = async (i: number) => {
      const created = await admin.request('POST', '/api/bookings', {
        fullName: `Bench ${i}`, email: `b${i}@example.com`, mobile: '0400 000 000', date: '2026-12-01', time: '09:00',
        vehicleType: 'UTE', modelYear: 2024, serviceIds,
      });
      await admin.request('PATCH', `/api/bookings/${created.json.id}`, { status: 'completed' });
      return created.json.id as string;
    };
    const invoiced = async () => Number((await app.db.sql`select count(*)::int as n from invoices where booking_id is not null`)[0]!.n);

    for (let i = 0; i < backlog; i++) await complete(i);
    const started = performance.now();
    const worker = await startApp(app.config, { roles: ['worker'], db: app.db, log: () => {} });
    while ((await invoiced()) < backlog) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - started) / 1000;

    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const id = await complete(backlog + i);
      const sent = performance.now();
      while ((await app.db.sql`select 1 from invoices where booking_id = ${id}`).length === 0) await new Promise((r) => setTimeout(r, 2));
      latencies.push(performance.now() - sent);
    }
    await worker.close();
    latencies.sort((a, b) => a - b);
    return [
      `backlog of ${backlog} completed bookings -> paid invoices: ${(backlog / seconds).toFixed(0)} jobs/s (reactor + BullMQ + invoice processor, one worker)`,
      `completion answered -> invoice in the read model (${samples} sequential): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    ];
  } finally {
    await app.close();
  }
}
