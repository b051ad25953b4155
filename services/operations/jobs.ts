import type { JOB_QUEUES } from '@detailing/schema';

/** What the API needs of the job queues (implemented by the workers' queues): to show and retry failures, and each queue's figures. */
export interface JobsAdmin {
  failedJobs(): Promise<{ queue: string; id: string; name: string; reason: string; errorId: string | null; attempts: number; failedAt: string }[]>;
  /** Per queue, the jobs waiting, running, waiting out a retry's backoff, and failed. */
  counts(): Promise<{ queue: string; waiting: number; active: number; delayed: number; failed: number }[]>;
  retry(queue: (typeof JOB_QUEUES)[number], id: string): Promise<boolean>;
}
