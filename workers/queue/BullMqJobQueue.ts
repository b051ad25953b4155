import { randomUUID } from 'node:crypto';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Log } from '@detailing/services/platform/logger';
import { currentRequestId, withRequestId } from '@detailing/services/platform/requestContext';
import {
  type BookingJobData,
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
} from './JobQueue.js';

/** A failure's reason as BullMQ keeps it (`failedReason`), ending with the id it was logged under. */
const withErrorId = (reason: string, errorId: string) => `${reason} [error ${errorId}]`;
const ERROR_ID = / \[error ([0-9a-f-]{36})\]$/;

/** The reason and the error id of a kept failure (null: it carries none, such as a stalled job's). */
export function keptFailure(failedReason: string | undefined): { reason: string; errorId: string | null } {
  const text = failedReason ?? '';
  const found = ERROR_ID.exec(text);
  return found ? { reason: text.slice(0, found.index), errorId: found[1]! } : { reason: text, errorId: null };
}

/** Jobs in Redis through BullMQ: they survive a worker crash and a Redis restart (with persistence on). */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly options: { baseDelayMs?: number; concurrency?: number; lockMs?: number; log?: Log } = {},
  ) {}

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
      await this.queue(job.queue).add(job.name, requestId ? { ...job.data, requestId } : job.data, {
        jobId: job.id,
        attempts: retryPolicy.attempts,
        backoff: { type: 'exponential', delay: this.options.baseDelayMs ?? retryPolicy.baseDelayMs, jitter: retryPolicy.jitter },
        removeOnComplete: { age: 14 * 24 * 3600 },
        removeOnFail: false,
      });
    }
  }

  async work(processors: Partial<Record<QueueName, Processor>>): Promise<void> {
    for (const [name, processor] of Object.entries(processors) as [QueueName, Processor][]) {
      const worker = new Worker(
        name,
        async (job: Job) => {
          const { requestId, ...data } = job.data as JobData & { requestId?: string };
          const attempt = job.attemptsMade + 1;
          const started = performance.now();
          try {
            await withRequestId(requestId, () => processor({ id: job.id!, name: job.name, data, attempt }));
            const durationMs = Math.round(performance.now() - started);
            this.options.log?.(`job ${name}/${job.id} done`, undefined, { queue: name, jobId: job.id, jobName: job.name, attempt, durationMs, requestId });
          } catch (error) {
            // A new id per failed attempt, logged (on 'failed' below) and kept in the job's reason.
            const reason = withErrorId(error instanceof Error ? error.message : String(error), randomUUID());
            if (error instanceof PermanentJobError) throw new UnrecoverableError(reason);
            throw new Error(reason, { cause: error });
          }
        },
        {
          connection: this.connection(),
          prefix: this.prefix,
          concurrency: this.options.concurrency ?? 4,
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
