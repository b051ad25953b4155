import { getFragmentData } from '@/gql';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { ProjectionRow_projection } from '@/modules/operations/graphql/ProjectionRowFragment';
import { useFailedJobs } from '@/modules/operations/hooks/useFailedJobs';
import { JOB_QUEUES_POLL_MS, useJobQueues } from '@/modules/operations/hooks/useJobQueues';
import { useProjections } from '@/modules/operations/hooks/useProjections';
import { Button } from '@/ui/Button/Button';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { Icon } from '@/ui/Icon/Icon';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { breakpoints } from '@/ui/theme/breakpoints';
import { FailedJobList } from './FailedJobList';
import { JobQueueTable } from './JobQueueTable';
import * as styles from './operations.css';
import { ProjectionCards } from './ProjectionCards';
import { ProjectionTable } from './ProjectionTable';

/** Operations: the read models (live, behind, rebuilding, with progress), the job queues, and the failed jobs with Retry. */
export function OperationsView() {
  const timeZone = useBusinessTimeZone();
  const isWide = useMediaQuery(breakpoints.md);
  const { projections: items, error: projectionsError, isLive } = useProjections();
  const failed = useFailedJobs();
  const { queues, error: queuesError } = useJobQueues();
  const projections = items && getFragmentData(ProjectionRow_projection, items);
  const showHolder = projections?.some((p) => p.lease !== null) ?? false;
  const live = projections?.filter((p) => p.state === 'LIVE').length;
  const rebuilding = projections?.filter((p) => p.state === 'REBUILDING').length;
  const List = isWide ? ProjectionTable : ProjectionCards;

  return (
    <div className={styles.page}>
      <PageHeader title="Operations" description="How far each read model has got, rebuilds under way, the job queues, and jobs that gave up." />
      <div className={styles.figures}>
        <FigureCard title="Read models live" value={projections ? `${live} of ${projections.length}` : undefined} />
        <FigureCard title="Rebuilding" value={rebuilding === undefined ? undefined : String(rebuilding)} />
        <FigureCard title="Failed jobs" value={failed.jobs ? String(failed.jobs.length) : undefined} />
      </div>

      <section className={styles.section} aria-labelledby="operations-read-models" aria-busy={!projections && !projectionsError}>
        <div className={styles.sectionHeader}>
          <h2 id="operations-read-models" className={styles.sectionTitle}>
            Read models
          </h2>
          <p className={styles.liveNote}>{isLive ? 'Updating live' : 'Refreshing every 2 seconds (live updates are reconnecting)'}</p>
        </div>
        {projectionsError && !projections ? (
          <p role="alert" className={styles.failure}>
            Could not load the read models: {projectionsError.message}
          </p>
        ) : !projections ? (
          [1, 2, 3].map((n) => <Skeleton key={n} shape="row" />)
        ) : (
          <List projections={projections} timeZone={timeZone} showHolder={showHolder} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="operations-job-queues" aria-busy={!queues && !queuesError}>
        <div className={styles.sectionHeader}>
          <h2 id="operations-job-queues" className={styles.sectionTitle}>
            Job queues
          </h2>
          <p className={styles.liveNote}>Refreshing every {JOB_QUEUES_POLL_MS / 1000} seconds</p>
        </div>
        {queuesError && !queues ? (
          <p role="alert" className={styles.failure}>
            Could not load the job queues: {queuesError.message}
          </p>
        ) : !queues ? (
          <Skeleton shape="row" />
        ) : (
          <JobQueueTable queues={queues} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="operations-failed-jobs" aria-busy={!failed.jobs && !failed.error}>
        <div className={styles.sectionHeader}>
          <h2 id="operations-failed-jobs" className={styles.sectionTitle}>
            Failed jobs
          </h2>
          <Button variant="outline" size="sm" onPress={failed.refresh}>
            <Icon name="history" />
            Refresh
          </Button>
        </div>
        {failed.error && !failed.jobs ? (
          <p role="alert" className={styles.failure}>
            Could not load the failed jobs: {failed.error.message}
          </p>
        ) : !failed.jobs ? (
          [1, 2].map((n) => <Skeleton key={n} shape="row" />)
        ) : (
          <FailedJobList jobs={failed.jobs} timeZone={timeZone} onRetry={(job) => void failed.retry(job)} isRetrying={failed.isRetrying} />
        )}
      </section>
    </div>
  );
}
