import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, redisUrl } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { BullMqJobQueue } from './BullMqJobQueue.js';
import { InProcessJobQueue } from './InProcessJobQueue.js';
import type { Clock } from '@detailing/services/platform/clock';
import { DeferJob, type JobQueue, PermanentJobError, QUEUES, type QueueName, type RunningJob } from './JobQueue.js';

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

// The queues' clock, a month ahead of the machine's: scheduled times are reckoned by it, not by the machine.
const AHEAD_MS = 30 * 24 * 3600_000;
const clock: Clock = { now: () => new Date(Date.now() + AHEAD_MS).toISOString() };
const clockNow = () => Date.parse(clock.now());

const kinds = [
  [
    'in process',
    async (log: Logged[], baseDelayMs: number) => {
      const q = new InProcessJobQueue(pg.db, { baseDelayMs, clock, log: (message, error, fields) => log.push({ message, error, fields }) });
      await q.migrate();
      await pg.db.sql`delete from failed_jobs`;
      return q;
    },
  ],
  [
    'BullMQ on Redis',
    async (log: Logged[], baseDelayMs: number) =>
      // One job at a time, so a second one waits while the first runs, as in process.
      new BullMqJobQueue(await redisUrl(), `test-${randomUUID()}`, { baseDelayMs, concurrency: 1, clock, log: (message, error, fields) => log.push({ message, error, fields }) }),
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

  describe('scheduled jobs', () => {
    /** What a processor saw: each run's id, data and when it began by the queue's clock. */
    const runs: { id: string; data: Record<string, string>; at: number }[] = [];
    const record = async (job: RunningJob<Record<string, string>>) => {
      runs.push({ id: job.id, data: { ...job.data }, at: clockNow() });
    };
    const ranOnce = (id: string) => until(() => runs.some((r) => r.id === id), `job ${id} to run`);
    const reminder = (id: string, data: Record<string, string> = { bookingId: id }) => ({ queue: 'reminders' as const, name: 'send-reminder', id, data });
    /**
     * How far ahead a job is set whose state is looked at before it runs: far enough that the calls
     * between scheduling it and looking finish first on a loaded machine (200 ms once did not).
     */
    const AHEAD = 1_500;

    it('runs a job at its time by the queue’s clock, not before, and tells when it is set for meanwhile', async () => {
      runs.length = 0;
      queue = await open([], 10);
      await queue.work({ reminders: record });
      const runAt = new Date(clockNow() + AHEAD);
      await queue.schedule(reminder('r1'), runAt);
      expect(await queue.scheduled('reminders', 'r1')).toEqual({ id: 'r1', name: 'send-reminder', data: { bookingId: 'r1' }, runAt });
      expect(await figuresOf('reminders')).toMatchObject({ delayed: 1, failed: 0 });
      await ranOnce('r1');
      expect(runs).toEqual([{ id: 'r1', data: { bookingId: 'r1' }, at: expect.any(Number) }]);
      expect(runs[0]!.at).toBeGreaterThanOrEqual(runAt.getTime());
      expect(await queue.scheduled('reminders', 'r1')).toBeNull();
      await until(async () => (await figuresOf('reminders')).delayed === 0, 'the queue to count it done');
    });

    it('replaces a job of the same id that has not begun, and keeps one set for the same data and time', async () => {
      runs.length = 0;
      queue = await open([], 10);
      await queue.work({ reminders: record });
      const later = new Date(clockNow() + 3600_000);
      await queue.schedule(reminder('r2', { bookingId: 'r2', start: 'first' }), later);
      await queue.schedule(reminder('r2', { bookingId: 'r2', start: 'first' }), later);
      expect(await queue.scheduled('reminders', 'r2')).toMatchObject({ runAt: later, data: { start: 'first' } });
      expect(await figuresOf('reminders')).toMatchObject({ delayed: 1 });

      const soon = new Date(clockNow() + AHEAD);
      await queue.schedule(reminder('r2', { bookingId: 'r2', start: 'moved' }), soon);
      expect(await queue.scheduled('reminders', 'r2')).toMatchObject({ runAt: soon, data: { start: 'moved' } });
      await ranOnce('r2');
      // A job after it: once that has run, the replaced one would have too.
      await queue.schedule(reminder('r2-after'), new Date(clockNow() + 100));
      await ranOnce('r2-after');
      expect(runs.filter((r) => r.id === 'r2').map((r) => r.data.start)).toEqual(['moved']);
    });

    it('cancels a job that has not begun', async () => {
      runs.length = 0;
      queue = await open([], 10);
      await queue.work({ reminders: record });
      await queue.schedule(reminder('r3'), new Date(clockNow() + AHEAD));
      expect(await queue.cancel('reminders', 'r3')).toBe(true);
      expect(await queue.cancel('reminders', 'r3')).toBe(false);
      expect(await queue.scheduled('reminders', 'r3')).toBeNull();
      await queue.schedule(reminder('r3-after'), new Date(clockNow() + AHEAD + 200));
      await ranOnce('r3-after');
      expect(runs.map((r) => r.id)).toEqual(['r3-after']);
    });

    it('runs a job again when it is scheduled after it finished', async () => {
      runs.length = 0;
      queue = await open([], 10);
      await queue.work({ reminders: record });
      await queue.schedule(reminder('r4'), new Date(clockNow() - 1000));
      await ranOnce('r4');
      await until(async () => (await queue!.scheduled('reminders', 'r4')) === null && (await figuresOf('reminders')).active === 0, 'the first run to finish');
      await queue.schedule(reminder('r4', { bookingId: 'r4', start: 'again' }), new Date(clockNow()));
      await until(() => runs.filter((r) => r.id === 'r4').length === 2, 'the second run');
      expect(runs.map((r) => r.data.start)).toEqual([undefined, 'again']);
    });

    it('waits for a running job of the same id to finish, then schedules the new one', async () => {
      runs.length = 0;
      queue = await open([], 10);
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await queue.work({
        reminders: async (job: RunningJob<Record<string, string>>) => {
          await record(job);
          if (job.data.start === 'first') await gate;
        },
      });
      await queue.schedule(reminder('r5', { bookingId: 'r5', start: 'first' }), new Date(clockNow()));
      await ranOnce('r5');
      const scheduling = queue.schedule(reminder('r5', { bookingId: 'r5', start: 'second' }), new Date(clockNow() + 100));
      release();
      await scheduling;
      await until(() => runs.filter((r) => r.id === 'r5').length === 2, 'the second run');
      expect(runs.map((r) => r.data.start)).toEqual(['first', 'second']);
    });

    it('runs a job that defers itself again at the time it asks, with the data it gives, as no failure', async () => {
      runs.length = 0;
      queue = await open([], 10);
      let deferredTo = 0;
      await queue.work({
        reminders: async (job: RunningJob<Record<string, string>>) => {
          await record(job);
          if (job.data.start === 'moved') return;
          deferredTo = clockNow() + 300;
          throw new DeferJob(new Date(deferredTo), { ...job.data, start: 'moved' });
        },
      });
      await queue.schedule(reminder('r6'), new Date(clockNow()));
      await until(() => runs.filter((r) => r.id === 'r6').length === 2, 'the deferred run');
      expect(runs.map((r) => r.data.start)).toEqual([undefined, 'moved']);
      expect(runs[1]!.at).toBeGreaterThanOrEqual(deferredTo);
      expect(await queue.failedJobs()).toEqual([]);
    });
  });
});
