import { randomUUID } from 'node:crypto';
import { DelayedError, type Job, type JobsOptions, type JobState, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Clock } from '@detailing/services/platform/clock';
import type { Log } from '@detailing/services/platform/logger';
import { currentRequestId, withRequestId } from '@detailing/services/platform/requestContext';
import {
  type BookingJobData,
  DeferJob,
  type FailedJob,
  type JobData,
  type JobQueue,
  type JobRequest,
  PermanentJobError,
  type Processor,
  type QueueCounts,
  type QueueName,
  QUEUES,
  retryPolicy,
  type ScheduledJob,
} from './JobQueue.js';

/** Beside a scheduled job's data in Redis: the time it is set for, by the queue's clock (ISO 8601). */
const RUN_AT = 'runAt';
/** States of a job that has not begun: a newer schedule may replace it. */
const NOT_BEGUN: readonly (JobState | 'unknown')[] = ['delayed', 'waiting', 'prioritized', 'waiting-children'];
/** How long `schedule` waits for a running job of the same id to finish before it gives up (the caller tries again). */
const RUNNING_WAIT_MS = 5000;

/** A failure's reason as BullMQ keeps it (`failedReason`), ending with the id it was logged under. */
const withErrorId = (reason: string, errorId: string) => `${reason} [error ${errorId}]`;
const ERROR_ID = / \[error ([0-9a-f-]{36})\]$/;

/** The reason and the error id of a kept failure (null: it carries none, such as a stalled job's). */
export function keptFailure(failedReason: string | undefined): { reason: string; errorId: string | null } {
  const text = failedReason ?? '';
  const found = ERROR_ID.exec(text);
  return found ? { reason: text.slice(0, found.index), errorId: found[1]! } : { reason: text, errorId: null };
}

/**
 * Jobs a worker runs at once per queue. A reminder mostly waits (the database, the SMS provider),
 * and the reminders of every booking starting at the same hour fall due together.
 */
const DEFAULT_CONCURRENCY: Partial<Record<QueueName, number>> = { reminders: 16 };

/** Jobs in Redis through BullMQ: they survive a worker crash and a Redis restart (with persistence on). */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    /** `clock`: what scheduled jobs' times are reckoned by (tests set it ahead); the machine's by default. */
    private readonly options: { baseDelayMs?: number; concurrency?: number; lockMs?: number; log?: Log; clock?: Clock } = {},
  ) {}

  private now(): number {
    return this.options.clock ? Date.parse(this.options.clock.now()) : Date.now();
  }

  private jobOptions(id: string): JobsOptions {
    return {
      jobId: id,
      attempts: retryPolicy.attempts,
      backoff: { type: 'exponential', delay: this.options.baseDelayMs ?? retryPolicy.baseDelayMs, jitter: retryPolicy.jitter },
      removeOnComplete: { age: 14 * 24 * 3600 },
      removeOnFail: false,
    };
  }

  private connection(): Redis {
    // BullMQ needs maxRetriesPerRequest: null so blocking commands wait out a Redis restart.
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    connection.on('error', () => {}); // reconnects by itself; failures surface through the jobs
    this.connections.push(connection);
    return connection;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.prefix });
      queue.on('error', () => {});
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue(jobs: JobRequest<JobData | BookingJobData>[]): Promise<void> {
    // Beside the job's data in Redis (the processor gets the data without it): the worker's lines carry it.
    const requestId = currentRequestId();
    for (const job of jobs) {
      await this.queue(job.queue).add(job.name, requestId ? { ...job.data, requestId } : job.data, this.jobOptions(job.id));
    }
  }

  /**
   * BullMQ adds nothing for an id it holds already (waiting, delayed, done or failed), so the old
   * job is removed first; a running one cannot be, and is waited for. Two processes scheduling one
   * id at once leave one of the two jobs, both as up to date as their callers.
   */
  async schedule(job: JobRequest<JobData>, runAt: Date): Promise<void> {
    const queue = this.queue(job.queue);
    const requestId = currentRequestId();
    const data: JobData = { ...job.data, [RUN_AT]: runAt.toISOString(), ...(requestId ? { requestId } : {}) };
    const started = Date.now();
    for (;;) {
      const existing = await queue.getJob(job.id);
      if (existing) {
        const state = await existing.getState();
        if (state === 'active') {
          if (Date.now() - started > RUNNING_WAIT_MS) throw new Error(`Job ${job.queue}/${job.id} is still running; it is scheduled again on the next try`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        if (NOT_BEGUN.includes(state) && this.sameSchedule(existing.data as JobData, data)) return;
        // Refused when a worker took it meanwhile: look again.
        if (!(await existing.remove().then(() => true, () => false))) continue;
      }
      const delay = Math.max(0, runAt.getTime() - this.now());
      await queue.add(job.name, data, { ...this.jobOptions(job.id), delay });
      return;
    }
  }

  /** Same data, and the same time (or both due already). */
  private sameSchedule(stored: JobData, wanted: JobData): boolean {
    const { requestId: _a, [RUN_AT]: storedAt, ...storedData } = stored;
    const { requestId: _b, [RUN_AT]: wantedAt, ...wantedData } = wanted;
    const keys = Object.keys(wantedData);
    if (keys.length !== Object.keys(storedData).length || keys.some((k) => storedData[k] !== wantedData[k])) return false;
    if (storedAt === undefined || wantedAt === undefined) return false;
    const now = this.now();
    return storedAt === wantedAt || (Date.parse(storedAt) <= now && Date.parse(wantedAt) <= now);
  }

  async cancel(queue: QueueName, id: string): Promise<boolean> {
    const existing = await this.queue(queue).getJob(id);
    if (!existing || !NOT_BEGUN.includes(await existing.getState())) return false;
    return existing.remove().then(
      () => true,
      () => false, // a worker took it meanwhile: it reads the booking again before it sends
    );
  }

  async scheduled(queue: QueueName, id: string): Promise<ScheduledJob | null> {
    const existing = await this.queue(queue).getJob(id);
    if (!existing || !NOT_BEGUN.includes(await existing.getState())) return null;
    const { requestId: _requestId, [RUN_AT]: runAt, ...data } = existing.data as JobData;
    return { id, name: existing.name, data, runAt: new Date(runAt ?? existing.timestamp + existing.delay) };
  }

  async work(processors: Partial<Record<QueueName, Processor>>): Promise<void> {
    for (const [name, processor] of Object.entries(processors) as [QueueName, Processor][]) {
      const worker = new Worker(
        name,
        async (job: Job, token?: string) => {
          const { requestId, [RUN_AT]: _runAt, ...data } = job.data as JobData & { requestId?: string };
          const attempt = job.attemptsMade + 1;
          const started = performance.now();
          try {
            await withRequestId(requestId, () => processor({ id: job.id!, name: job.name, data, attempt }));
            const durationMs = Math.round(performance.now() - started);
            this.options.log?.(`job ${name}/${job.id} done`, undefined, { queue: name, jobId: job.id, jobName: job.name, attempt, durationMs, requestId });
          } catch (error) {
            if (error instanceof DeferJob) {
              const runAt = error.runAt.getTime();
              await job.updateData({ ...(error.data ?? data), [RUN_AT]: error.runAt.toISOString(), ...(requestId ? { requestId } : {}) });
              // The delay is the machine's time in Redis: the queue's clock only says how long to wait.
              await job.moveToDelayed(Date.now() + Math.max(0, runAt - this.now()), token);
              this.options.log?.(`job ${name}/${job.id} deferred to ${error.runAt.toISOString()}`, undefined, { queue: name, jobId: job.id, jobName: job.name, attempt, requestId });
              throw new DelayedError();
            }
            // A new id per failed attempt, logged (on 'failed' below) and kept in the job's reason.
            const reason = withErrorId(error instanceof Error ? error.message : String(error), randomUUID());
            if (error instanceof PermanentJobError) throw new UnrecoverableError(reason);
            throw new Error(reason, { cause: error });
          }
        },
        {
          connection: this.connection(),
          prefix: this.prefix,
          concurrency: this.options.concurrency ?? DEFAULT_CONCURRENCY[name] ?? 4,
          lockDuration: this.options.lockMs ?? 30_000,
          // A crashed worker's jobs are noticed (as stalled) and taken up again within a lock duration.
          stalledInterval: this.options.lockMs ?? 30_000,
        },
      );
      worker.on('error', (error) => this.options.log?.(`worker ${name} error`, error));
      worker.on('failed', (job, error) =>
        this.options.log?.(`job ${name}/${job?.id} failed (attempt ${job?.attemptsMade})`, error, {
          queue: name,
          jobId: job?.id,
          jobName: job?.name,
          attempt: job?.attemptsMade,
          errorId: keptFailure(error.message).errorId,
          requestId: (job?.data as { requestId?: string } | undefined)?.requestId,
        }),
      );
      this.workers.push(worker);
    }
  }

  async failedJobs(): Promise<FailedJob[]> {
    const failed: FailedJob[] = [];
    for (const name of QUEUES) {
      for (const job of await this.queue(name).getFailed(0, 200)) {
        failed.push({
          queue: name,
          id: job.id!,
          name: job.name,
          ...keptFailure(job.failedReason),
          attempts: job.attemptsMade,
          failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
        });
      }
    }
    return failed;
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      QUEUES.map(async (queue) => {
        const { waiting = 0, active = 0, delayed = 0, failed = 0 } = await this.queue(queue).getJobCounts('waiting', 'active', 'delayed', 'failed');
        return { queue, waiting, active, delayed, failed };
      }),
    );
  }

  async retry(queue: QueueName, id: string): Promise<boolean> {
    const job = await this.queue(queue).getJob(id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed');
    return true;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    for (const connection of this.connections) connection.disconnect();
  }
}
