import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FailedJobsQuery } from '@/modules/operations/graphql/FailedJobsQuery';
import { RetryJobMutation } from '@/modules/operations/graphql/RetryJobMutation';
import { goneToast, operationsErrorToasts, retriedToast } from '@/modules/operations/utils/operationsToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

export interface JobRef {
  queue: string;
  id: string;
  name: string;
}

/** The failed jobs and Retry: a retried job (or one already gone) leaves the list at once. */
export function useFailedJobs() {
  const { data, error, refetch } = useQuery(FailedJobsQuery, { notifyOnNetworkStatusChange: true });
  const [retryJob] = useMutation(RetryJobMutation);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const showError = useErrorToast();
  const key = (job: { queue: string; id: string }) => `${job.queue}:${job.id}`;

  async function retry(job: JobRef) {
    setRetrying((current) => new Set(current).add(key(job)));
    try {
      const result = await retryJob({
        variables: { queue: job.queue, id: job.id },
        update(cache) {
          // Either it runs again or it was no longer failed: in both cases it is not a failed job now.
          cache.modify({
            fields: {
              failedJobs: (existing: readonly { __ref: string }[], { readField }) =>
                existing.filter((ref) => !(readField('queue', ref) === job.queue && readField('id', ref) === job.id)),
            },
          });
        },
      });
      toast(result.data?.retryJob ? retriedToast(job.name) : goneToast);
    } catch (failure) {
      showError(failure, operationsErrorToasts.retryFailed);
    } finally {
      setRetrying((current) => {
        const next = new Set(current);
        next.delete(key(job));
        return next;
      });
    }
  }

  return {
    jobs: data?.failedJobs ?? null,
    error: error ?? null,
    refresh: () => void refetch(),
    retry,
    isRetrying: (job: { queue: string; id: string }) => retrying.has(key(job)),
  };
}
