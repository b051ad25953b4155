import type { Database } from '@detailing/services/platform/database';
import {
  type BookingJobData,
  type JobData,
  backoffDelay,
  type FailedJob,
  type JobQueue,
  type JobRequest,
  PermanentJobError,
  type Processor,
  type QueueName,
  retryPolicy,
} from './JobQueue.js';

interface FailedRow {
  queue: QueueName;
  id: string;
  name: string;
  data: JobRequest<JobData | BookingJobData>['data'];
  reason: string;
  attempts: number;
  failed_at: Date;
}

/**
 * The embedded runtime's queue: `enqueue` runs each job to its end (retries included) before it
 * resolves, so the reactor's checkpoint only moves past an event once its jobs are done. A crash
 * in between replays the event; processors are idempotent. Jobs that give up are kept in a table.
 */
export class InProcessJobQueue implements JobQueue {
  private processors: Partial<Record<QueueName, Processor>> = {};
  private closing = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: { baseDelayMs?: number; attempts?: number; log?: (m: string, e?: unknown) => void } = {},
  ) {}

  async migrate(): Promise<void> {
    await this.db.sql`
      create table if not exists failed_jobs (
        queue text not null,
        id text not null,
        name text not null,
        data jsonb not null,
        reason text not null,
        attempts integer not null,
        failed_at timestamptz not null default now(),
        primary key (queue, id)
      )`;
  }

  async enqueue(jobs: JobRequest<JobData | BookingJobData>[]): Promise<void> {
    for (const job of jobs) await this.run(job);
  }

  async work(processors: Partial<Record<QueueName, Processor>>): Promise<void> {
    this.processors = { ...this.processors, ...processors };
  }

  async failedJobs(): Promise<FailedJob[]> {
    const rows = (await this.db.sql`select * from failed_jobs order by failed_at desc`) as unknown as FailedRow[];
    return rows.map((r) => ({ queue: r.queue, id: r.id, name: r.name, reason: r.reason, attempts: r.attempts, failedAt: r.failed_at.toISOString() }));
  }

  async retry(queue: QueueName, id: string): Promise<boolean> {
    const [row] = (await this.db.sql`select * from failed_jobs where queue = ${queue} and id = ${id}`) as unknown as FailedRow[];
    if (!row) return false;
    await this.run({ queue: row.queue, id: row.id, name: row.name, data: row.data });
    return true;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.wake?.();
  }

  private async run(job: JobRequest<JobData | BookingJobData>): Promise<void> {
    const processor = this.processors[job.queue];
    if (!processor) throw new Error(`No processor for the ${job.queue} queue in this process`);
    const attempts = this.options.attempts ?? retryPolicy.attempts;
    for (let attempt = 1; ; attempt++) {
      if (this.closing) throw new Error('The job queue is closing'); // the event will be replayed
      try {
        await processor({ id: job.id, name: job.name, data: job.data, attempt });
        await this.db.sql`delete from failed_jobs where queue = ${job.queue} and id = ${job.id}`;
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log?.(`job ${job.queue}/${job.id} failed (attempt ${attempt})`, error);
        if (error instanceof PermanentJobError || attempt >= attempts) {
          await this.db.sql`
            insert into failed_jobs (queue, id, name, data, reason, attempts)
            values (${job.queue}, ${job.id}, ${job.name}, ${this.db.sql.json(job.data)}, ${reason}, ${attempt})
            on conflict (queue, id) do update set reason = excluded.reason, attempts = excluded.attempts, failed_at = now()`;
          return;
        }
        await this.sleep(backoffDelay(attempt, this.options.baseDelayMs ?? retryPolicy.baseDelayMs, retryPolicy.jitter));
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}
