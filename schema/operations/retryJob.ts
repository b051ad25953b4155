import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';

/** The queues jobs run on (reminders: booking reminder texts waiting for their time). */
export const JOB_QUEUES = ['invoices', 'sms', 'imports', 'portal', 'reminders'] as const;

export const operationsMessages = {
  unknownQueue: 'Unknown queue',
} as const;

/** `retryJob(queue, id)`: a failed job's queue and id, as `failedJobs` lists them. */
export const RetryJobInput = z.object({
  queue: z.enum(JOB_QUEUES, { error: operationsMessages.unknownQueue }),
  id: text({ label: 'Job id', max: MAX_LENGTH.REFERENCE }),
});
