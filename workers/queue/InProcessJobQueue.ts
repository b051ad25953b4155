import { randomUUID } from 'node:crypto';
import type { Clock } from '@detailing/services/platform/clock';
import type { Database } from '@detailing/services/platform/database';
import type { Log } from '@detailing/services/platform/logger';
import { currentRequestId, withRequestId } from '@detailing/services/platform/requestContext';
import {
  type BookingJobData,
  type JobData,
  backoffDelay,
  DeferJob,
  type FailedJob,
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
import { DelayedTimers } from './DelayedTimers.js';
import { type Migration, migrateTables } from '@detailing/services/platform/migrations';

interface FailedRow {
  queue: QueueName;
  id: string;
  name: string;
  data: JobRequest<JobData | BookingJobData>['data'];
  reason: string;
  error_id: string | null;
  attempts: number;
  failed_at: Date;
}

/**
 * The embedded runtime's queue: `enqueue` runs each job to its end (retries included) before it
 * resolves, so the reactor's checkpoint only moves past an event once its jobs are done. A crash
 * in between replays the event; processors are idempotent. Jobs that give up are kept in a table.
 * Scheduled jobs wait on timers, which a restart loses: whoever schedules them sets them again
 * on start (reminders are rebuilt from the read model).
 */
export class InProcessJobQueue implements JobQueue {
  private processors: Partial<Record<QueueName, Processor>> = {};
  private closing = false;
  private wake: (() => void) | null = null;
  /** This process's jobs now (every job runs here): handed over and not begun, running, waiting out a backoff. */
  private readonly running = new Map<QueueName, Omit<QueueCounts, 'queue' | 'failed'>>(QUEUES.map((q) => [q, { waiting: 0, active: 0, delayed: 0 }]));

  private readonly timers = new DelayedTimers<JobRequest<JobData>>(
    () => this.now(),
    (_key, job) => void this.run(job, undefined).catch((error) => this.options.log?.(`job ${job.queue}/${job.id} stopped`, error)),
  );

  constructor(
    private readonly db: Database,
    /** `clock`: what scheduled jobs' times are reckoned by (tests set it ahead); the machine's by default. */
    private readonly options: { baseDelayMs?: number; attempts?: number; log?: Log; clock?: Clock } = {},
  ) {}

  private now(): number {
    return this.options.clock ? Date.parse(this.options.clock.now()) : Date.now();
  }

  migrate(): Promise<void> {
    return migrateTables(this.db.sql, 'failed_jobs', FAILED_JOBS_MIGRATIONS);
  }

  async enqueue(jobs: JobRequest<JobData | BookingJobData>[]): Promise<void> {
    for (const job of jobs) this.running.get(job.queue)!.waiting += 1;
    let next = 0;
    try {
      for (; next < jobs.length; next++) {
        this.running.get(jobs[next]!.queue)!.waiting -= 1;
        await this.run(jobs[next]!, currentRequestId());
      }
    } finally {
      for (const job of jobs.slice(next + 1)) this.running.get(job.queue)!.waiting -= 1;
    }
  }

  async schedule(job: JobRequest<JobData>, runAt: Date): Promise<void> {
    if (this.closing) throw new Error('The job queue is closing');
    const key = timerKey(job.queue, job.id);
    const existing = this.timers.get(key);
    const at = runAt.getTime();
    const now = this.now();
    if (existing && sameData(existing.value.data, job.data) && (existing.runAt === at || (existing.runAt <= now && at <= now))) return;
    this.timers.set(key, at, job);
  }

  async cancel(queue: QueueName, id: string): Promise<boolean> {
    return this.timers.delete(timerKey(queue, id));
  }

  async scheduled(queue: QueueName, id: string): Promise<ScheduledJob | null> {
    const entry = this.timers.get(timerKey(queue, id));
    return entry ? { id, name: entry.value.name, data: entry.value.data, runAt: new Date(entry.runAt) } : null;
  }

  async work(processors: Partial<Record<QueueName, Processor>>): Promise<void> {
    this.processors = { ...this.processors, ...processors };
  }

  async failedJobs(): Promise<FailedJob[]> {
    const rows = (await this.db.sql`select * from failed_jobs order by failed_at desc`) as unknown as FailedRow[];
    return rows.map((r) => ({ queue: r.queue, id: r.id, name: r.name, reason: r.reason, errorId: r.error_id, attempts: r.attempts, failedAt: r.failed_at.toISOString() }));
  }

  async counts(): Promise<QueueCounts[]> {
    const rows = (await this.db.sql`select queue, count(*)::int as n from failed_jobs group by queue`) as unknown as { queue: QueueName; n: number }[];
    const scheduled = this.timers.values();
    return QUEUES.map((queue) => {
      const figures = this.running.get(queue)!;
      const waitingForTime = scheduled.filter((job) => job.queue === queue).length;
      return { queue, ...figures, delayed: figures.delayed + waitingForTime, failed: rows.find((r) => r.queue === queue)?.n ?? 0 };
    });
  }

  async retry(queue: QueueName, id: string): Promise<boolean> {
    const [row] = (await this.db.sql`select * from failed_jobs where queue = ${queue} and id = ${id}`) as unknown as FailedRow[];
    if (!row) return false;
    // Run again by the request that asked for it, under that request's id.
    await this.run({ queue: row.queue, id: row.id, name: row.name, data: row.data }, currentRequestId());
    return true;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.timers.clear();
    this.wake?.();
  }

  private async run(job: JobRequest<JobData | BookingJobData>, requestId: string | undefined): Promise<void> {
    const processor = this.processors[job.queue];
    if (!processor) throw new Error(`No processor for the ${job.queue} queue in this process`);
    const attempts = this.options.attempts ?? retryPolicy.attempts;
    for (let attempt = 1; ; attempt++) {
      if (this.closing) throw new Error('The job queue is closing'); // the event will be replayed
      const fields = { queue: job.queue, jobId: job.id, jobName: job.name, attempt, requestId };
      const started = performance.now();
      try {
        await this.counted(job.queue, 'active', () => withRequestId(requestId, () => processor({ id: job.id, name: job.name, data: job.data, attempt })));
        await this.db.sql`delete from failed_jobs where queue = ${job.queue} and id = ${job.id}`;
        this.options.log?.(`job ${job.queue}/${job.id} done`, undefined, { ...fields, durationMs: Math.round(performance.now() - started) });
        return;
      } catch (error) {
        if (error instanceof DeferJob) {
          // Unless it was scheduled again while it ran: that schedule is newer.
          const key = timerKey(job.queue, job.id);
          if (!this.timers.get(key) && !this.closing) this.timers.set(key, error.runAt.getTime(), { ...job, data: error.data ?? job.data } as JobRequest<JobData>);
          this.options.log?.(`job ${job.queue}/${job.id} deferred to ${error.runAt.toISOString()}`, undefined, fields);
          return;
        }
        const reason = error instanceof Error ? error.message : String(error);
        const errorId = randomUUID();
        this.options.log?.(`job ${job.queue}/${job.id} failed (attempt ${attempt}) [error ${errorId}]`, error, { ...fields, errorId });
        if (error instanceof PermanentJobError || attempt >= attempts) {
          await this.db.sql`
            insert into failed_jobs (queue, id, name, data, reason, error_id, attempts)
            values (${job.queue}, ${job.id}, ${job.name}, ${this.db.sql.json(job.data)}, ${reason}, ${errorId}, ${attempt})
            on conflict (queue, id) do update set reason = excluded.reason, error_id = excluded.error_id, attempts = excluded.attempts, failed_at = now()`;
          return;
        }
        await this.counted(job.queue, 'delayed', () => this.sleep(backoffDelay(attempt, this.options.baseDelayMs ?? retryPolicy.baseDelayMs, retryPolicy.jitter)));
      }
    }
  }

  private async counted<T>(queue: QueueName, state: 'active' | 'delayed', work: () => Promise<T>): Promise<T> {
    const figures = this.running.get(queue)!;
    figures[state] += 1;
    try {
      return await work();
    } finally {
      figures[state] -= 1;
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

/** The failed_jobs table, step by step (services/platform/migrations.ts). */
const FAILED_JOBS_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'failed jobs',
    up: (tx) => tx`
      create table if not exists failed_jobs (
        queue text not null,
        id text not null,
        name text not null,
        data jsonb not null,
        reason text not null,
        attempts integer not null,
        failed_at timestamptz not null default now(),
        primary key (queue, id)
      )`,
  },
  {
    // The id the failure was logged under.
    id: 2,
    name: 'error id',
    up: (tx) => tx`alter table failed_jobs add column if not exists error_id text`,
  },
];

const timerKey = (queue: QueueName, id: string) => `${queue}/${id}`;

const sameData = (a: JobRequest['data'] | JobData, b: JobRequest['data'] | JobData) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => (a as JobData)[k] === (b as JobData)[k]);
};
