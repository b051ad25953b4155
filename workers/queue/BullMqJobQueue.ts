import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type BookingJobData, type FailedJob, type JobData, type JobQueue, type JobRequest, PermanentJobError, type Processor, type QueueName, retryPolicy } from './JobQueue.js';

const QUEUES: QueueName[] = ['invoices', 'sms', 'imports'];

/** Jobs in Redis through BullMQ: they survive a worker crash and a Redis restart (with persistence on). */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly options: { baseDelayMs?: number; concurrency?: number; lockMs?: number; log?: (m: string, e?: unknown) => void } = {},
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
    for (const job of jobs) {
      await this.queue(job.queue).add(job.name, job.data, {
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
          try {
            await processor({ id: job.id!, name: job.name, data: job.data, attempt: job.attemptsMade + 1 });
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
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
      worker.on('failed', (job, error) => this.options.log?.(`job ${name}/${job?.id} failed (attempt ${job?.attemptsMade})`, error));
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
          reason: job.failedReason,
          attempts: job.attemptsMade,
          failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
        });
      }
    }
    return failed;
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
