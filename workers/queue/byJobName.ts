import { PermanentJobError, type Processor } from './JobQueue.js';

/** One queue's processor from one per job name: a queue may carry several kinds of job (the sms queue's texts). */
export function byJobName(processors: Readonly<Record<string, Processor>>): Processor {
  return (job) => {
    const processor = Object.hasOwn(processors, job.name) ? processors[job.name] : undefined;
    // A worker older than the job's kind cannot run it; retrying on this worker will not help.
    if (!processor) return Promise.reject(new PermanentJobError(`No processor for job '${job.name}'`));
    return processor(job);
  };
}
