import { useQuery } from '@apollo/client/react';
import { JobQueuesQuery } from '@/modules/operations/graphql/JobQueuesQuery';

/** The queues' figures change with every job, and no notice says so: asked again this often. */
export const JOB_QUEUES_POLL_MS = 5000;

/** Every job queue's waiting, active, delayed and failed jobs, kept fresh by polling. */
export function useJobQueues() {
  const { data, error } = useQuery(JobQueuesQuery, { pollInterval: JOB_QUEUES_POLL_MS });
  return { queues: data?.jobQueues ?? null, error: error ?? null };
}
