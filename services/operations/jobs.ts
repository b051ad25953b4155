/** What the API needs of the job queues (implemented by the workers' queues): to show and retry failures. */
export interface JobsAdmin {
  failedJobs(): Promise<{ queue: string; id: string; name: string; reason: string; attempts: number; failedAt: string }[]>;
  retry(queue: 'invoices' | 'sms' | 'imports', id: string): Promise<boolean>;
}
