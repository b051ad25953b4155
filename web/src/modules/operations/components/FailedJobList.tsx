import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { JobRef } from '@/modules/operations/hooks/useFailedJobs';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { card, cardFields, cardTitle } from '@/ui/Card/Card.css';
import { formatInstantLong } from '@/utils/formatInstantLong';
import * as styles from './operations.css';

export const FailedJobCard_job = graphql(`
  fragment FailedJobCard_job on FailedJob {
    queue
    id
    name
    reason
    errorId
    attempts
    failedAt
  }
`);

export interface FailedJobListProps {
  jobs: readonly FragmentType<typeof FailedJobCard_job>[];
  timeZone: string;
  onRetry(job: JobRef): void;
  isRetrying(job: { queue: string; id: string }): boolean;
}

/** Jobs that gave up: what failed, why, after how many tries, and Retry. */
export function FailedJobList({ timeZone, onRetry, isRetrying, ...props }: FailedJobListProps) {
  const jobs = getFragmentData(FailedJobCard_job, props.jobs);
  if (jobs.length === 0) return <p className={styles.message}>No failed jobs.</p>;
  return (
    <ul className={styles.cards} aria-label="Failed jobs">
      {jobs.map((job) => (
        <li key={`${job.queue}:${job.id}`} className={card} data-job={job.id}>
          <div className={styles.cardHeader}>
            <h3 className={cardTitle}>{job.name}</h3>
            <Badge tone="gray">{job.queue}</Badge>
          </div>
          <p className={styles.jobReason}>{job.reason}</p>
          <dl className={cardFields}>
            <dt>Job</dt>
            <dd>{job.id}</dd>
            {job.errorId && (
              <>
                <dt>Error id</dt>
                <dd className={styles.errorId}>{job.errorId}</dd>
              </>
            )}
            <dt>Attempts</dt>
            <dd>{job.attempts}</dd>
            <dt>Failed</dt>
            <dd>{formatInstantLong(job.failedAt, timeZone)}</dd>
          </dl>
          <div className={styles.jobActions}>
            <Button variant="outline" size="sm" aria-label={`Retry ${job.name} (${job.id})`} isPending={isRetrying(job)} onPress={() => onRetry(job)}>
              Retry
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
