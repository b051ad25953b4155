import { JOB_QUEUES } from '@detailing/schema';

/** The queues jobs run on; job data carries ids only, never personal data. */
export type QueueName = (typeof JOB_QUEUES)[number];

/** The completion jobs' data: which booking, and the event that asked for the job. */
export type BookingJobData = {
  bookingId: string;
  causationEventId: string;
};

/** Job data: ids (and, for a sign-in text, its one-time token) only. */
export type JobData = Readonly<Record<string, string>>;

export interface JobRequest<D extends JobData | BookingJobData = BookingJobData> {
  queue: QueueName;
  name: string;
  /** Deterministic (derived from the event), so the same fact never makes two jobs; no ':' and not all digits (BullMQ). */
  id: string;
  data: D;
}

export interface RunningJob<D extends JobData | BookingJobData = BookingJobData> {
  id: string;
  name: string;
  data: D;
  /** 1 on the first try. */
  attempt: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Processor<D extends JobData | BookingJobData = any> = (job: RunningJob<D>) => Promise<void>;

/**
 * Thrown by a processor whose job woke before its time (a reminder that must wait for 8 am, a
 * booking moved later): it runs again at `runAt`, with `data` if given. Not a failure, not an attempt.
 */
export class DeferJob extends Error {
  constructor(
    readonly runAt: Date,
    readonly data?: JobData,
  ) {
    super(`Deferred until ${runAt.toISOString()}`);
    this.name = 'DeferJob';
  }
}

/** A job waiting for its time (or due and not begun yet). */
export interface ScheduledJob {
  id: string;
  name: string;
  data: JobData;
  runAt: Date;
}

/** Thrown by a processor when retrying cannot help (an invalid phone number, a deleted booking). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface FailedJob {
  queue: QueueName;
  id: string;
  name: string;
  reason: string;
  /** The id the failure was logged under (null for failures kept before ids were). */
  errorId: string | null;
  attempts: number;
  failedAt: string;
}

export const QUEUES: readonly QueueName[] = JOB_QUEUES;

/** How many jobs of a queue wait, run, wait out a retry's backoff, and gave up. */
export interface QueueCounts {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * Where the reactor puts jobs and processors take them: BullMQ on Redis when configured,
 * in-process otherwise. Both retry with exponential backoff and jitter and keep failures visible.
 */
export interface JobQueue {
  /** Adds jobs; a job id already known is not added twice. */
  enqueue(jobs: JobRequest<JobData | BookingJobData>[]): Promise<void>;
  /**
   * Runs a job at `runAt` by the queue's clock (at once when that has passed). A job of the same
   * id that has not begun is replaced, unless it is set for the same data and time already; one
   * that has finished makes way; one running now is waited for (briefly: past that, this throws).
   */
  schedule(job: JobRequest<JobData>, runAt: Date): Promise<void>;
  /** Drops the job of this id that has not begun; false when there is none (a running job finishes). */
  cancel(queue: QueueName, id: string): Promise<boolean>;
  /** The job of this id that has not begun, with the time it is set for; null when there is none. */
  scheduled(queue: QueueName, id: string): Promise<ScheduledJob | null>;
  /** Starts taking jobs from every queue named in `processors`. */
  work(processors: Partial<Record<QueueName, Processor>>): Promise<void>;
  failedJobs(): Promise<FailedJob[]>;
  /** Every queue's figures, in `QUEUES` order. */
  counts(): Promise<QueueCounts[]>;
  /** Runs a failed job again; false when there is no such failed job. */
  retry(queue: QueueName, id: string): Promise<boolean>;
  close(): Promise<void>;
}

export const retryPolicy = { attempts: 8, baseDelayMs: 1000, jitter: 0.5 } as const;

/** Exponential backoff with jitter: the n-th retry waits about base × 2^(n-1), give or take `jitter`. */
export function backoffDelay(attempt: number, baseDelayMs: number, jitter: number, random = Math.random): number {
  const delay = baseDelayMs * 2 ** (attempt - 1);
  return Math.round(delay * (1 - jitter + random() * jitter));
}
