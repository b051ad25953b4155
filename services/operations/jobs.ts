/** What the API needs of the job queues (implemented by the workers' queues): to show and retry failures, and each queue's figures. */
export interface JobsAdmin {
  failedJobs(): Promise<{ queue: string; id: string; name: string; reason: string; errorId: string | null; attempts: number; failedAt: string }[]>;
  /** Per queue, the jobs waiting, running, waiting out a retry's backoff, and failed. */
  counts(): Promise<{ queue: string; waiting: number; active: number; delayed: number; failed: number }[]>;
  retry(queue: 'invoices' | 'sms' | 'imports' | 'portal', id: string): Promise<boolean>;
}
