import type { Actor } from '@detailing/services/eventstore/EventStore';
import { type ImportPorts, runCustomerImport, unfinishedImportIds, IMPORT_JOB_PREFIX } from '@detailing/services/customers/published';
import type { Database } from '@detailing/services/platform/database';
import { type JobQueue, type JobRequest, type Processor, retryPolicy } from '../queue/JobQueue.js';

const worker: Actor = { kind: 'system', id: 'worker', name: 'Worker' };

/** The import's job: ids only in its data; the rows wait in the import's state table. */
export const importJob = (importId: string): JobRequest<{ importId: string }> => ({
  queue: 'imports',
  name: 'import-customers',
  id: `${IMPORT_JOB_PREFIX}${importId}`,
  data: { importId },
});

/** Runs (or resumes) an import; on its last attempt a failure marks the import FAILED. */
export function importProcessors(deps: { db: Database; ports: ImportPorts; concurrency?: number }): { imports: Processor<{ importId: string }> } {
  return {
    imports: (job) =>
      runCustomerImport({ db: deps.db, ports: deps.ports, concurrency: deps.concurrency, actor: worker }, job.data.importId, {
        lastAttempt: job.attempt >= retryPolicy.attempts,
      }),
  };
}

/** Imports a crash left queued or running are queued again (a job still known to the queue is not added twice). */
export async function resumeImports(db: Database, queue: JobQueue, log: (m: string, e?: unknown) => void): Promise<void> {
  for (const id of await unfinishedImportIds(db.sql)) {
    void queue.enqueue([importJob(id)]).catch((error) => log(`resuming import ${id} failed`, error));
  }
}
