import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, redisUrl } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { BullMqJobQueue } from './BullMqJobQueue.js';
import { InProcessJobQueue } from './InProcessJobQueue.js';
import { type JobQueue, PermanentJobError, QUEUES, type QueueName } from './JobQueue.js';

// What the Operations screen and the metrics read of a queue: each queue's waiting, active, delayed
// and failed jobs, and a failed job's error id, the one its failure was logged under.

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let queue: JobQueue | null = null;

beforeAll(async () => {
  pg = await freshPostgres();
});

afterEach(async () => {
  await queue?.close();
  queue = null;
});

afterAll(async () => {
  await pg?.drop();
});

interface Logged {
  message: string;
  error: unknown;
  fields: Record<string, unknown> | undefined;
}

const kinds = [
  [
    'in process',
    async (log: Logged[], baseDelayMs: number) => {
      const q = new InProcessJobQueue(pg.db, { baseDelayMs, log: (message, error, fields) => log.push({ message, error, fields }) });
      await q.migrate();
      await pg.db.sql`delete from failed_jobs`;
      return q;
    },
  ],
  [
    'BullMQ on Redis',
    async (log: Logged[], baseDelayMs: number) =>
      // One job at a time, so a second one waits while the first runs, as in process.
      new BullMqJobQueue(await redisUrl(), `test-${randomUUID()}`, { baseDelayMs, concurrency: 1, log: (message, error, fields) => log.push({ message, error, fields }) }),
  ],
] as const;

const figuresOf = async (name: QueueName) => (await queue!.counts()).find((c) => c.queue === name)!;

describe.each(kinds)('the %s queue', (_kind, open) => {
  it('keeps a failed job with the error id its failure was logged under, and counts it as failed', async () => {
    const log: Logged[] = [];
    queue = await open(log, 10);
    await queue.work({ sms: async () => Promise.reject(new PermanentJobError('not a valid phone number')) });
    await queue.enqueue([{ queue: 'sms', name: 'send-completion-sms', id: 'sms-job-1', data: { bookingId: 'b1' } }]);

    const [failed] = await until(async () => {
      const jobs = await queue!.failedJobs();
      return jobs.length > 0 && jobs;
    }, 'the job to fail');
    expect(failed).toMatchObject({ queue: 'sms', id: 'sms-job-1', reason: 'not a valid phone number', attempts: 1 });
    expect(failed!.errorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const line = await until(() => log.find((l) => l.fields?.errorId === failed!.errorId), 'the failure logged under that id');
    expect(line.message).toContain(`sms/sms-job-1 failed`);
    expect(line.error).toBeInstanceOf(Error);

    expect((await queue.counts()).map((c) => c.queue)).toEqual(QUEUES);
    expect(await figuresOf('sms')).toEqual({ queue: 'sms', waiting: 0, active: 0, delayed: 0, failed: 1 });
    expect(await figuresOf('invoices')).toEqual({ queue: 'invoices', waiting: 0, active: 0, delayed: 0, failed: 0 });
  });

  it('counts a job running, one waiting behind it, and one waiting out its backoff', async () => {
    queue = await open([], 60_000);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await queue.work({
      invoices: async (job) => {
        if (job.id !== 'first') return;
        await gate;
        throw new Error('try again later');
      },
    });
    const enqueued = queue.enqueue([
      { queue: 'invoices', name: 'issue-invoice', id: 'first', data: { bookingId: 'b1' } },
      { queue: 'invoices', name: 'issue-invoice', id: 'second', data: { bookingId: 'b2' } },
    ]);
    // In process, enqueue returns once its jobs are done; here they never are before the queue closes.
    enqueued.catch(() => {});

    await until(async () => {
      const { active, waiting } = await figuresOf('invoices');
      return active === 1 && waiting === 1;
    }, 'the first job to run and the second to wait');

    release();
    const after = await until(async () => {
      const figures = await figuresOf('invoices');
      return figures.delayed === 1 && figures.active === 0 && figures;
    }, 'the first job to wait out its backoff');
    expect(after.failed).toBe(0);
    expect(await figuresOf('sms')).toEqual({ queue: 'sms', waiting: 0, active: 0, delayed: 0, failed: 0 });
  });
});
