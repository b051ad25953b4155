import { Label, ProgressBar } from 'react-aria-components';
import { customerImportMessages } from '@detailing/schema/customers/customerImportMessages';
import type { CustomerImportJob } from '@/modules/customers/hooks/useCustomerImport';
import { downloadFailedRows } from '@/modules/customers/hooks/useCustomerImport';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './customers.css';

/** An import job as it runs (a progress bar) and as it ended (the counts, the row errors, the failed rows). */
export function ImportProgress({ job }: { job: CustomerImportJob }) {
  const running = job.state === 'QUEUED' || job.state === 'RUNNING';
  return (
    <div className={styles.form}>
      <ProgressBar
        className={styles.progress}
        value={job.processed}
        maxValue={Math.max(job.total, 1)}
        isIndeterminate={job.state === 'QUEUED' && job.total === 0}
        valueLabel={`${job.processed} of ${job.total} rows`}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.progressLabel}>
              <Label>{running ? 'Importing customers' : 'Import finished'}</Label>
              <span>{valueText}</span>
            </div>
            <div className={styles.progressTrack}>
              <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <dl className={styles.counts} aria-label="Import results">
        <div>
          <dt>Created</dt>
          <dd>{job.created}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{job.updated}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{job.skipped}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{job.failed}</dd>
        </div>
      </dl>
      {job.state === 'FAILED' && (
        <p role="alert" className={styles.fieldError}>
          {job.message ?? customerImportMessages.importFailed}
        </p>
      )}
      {job.errors.length > 0 && (
        <section aria-labelledby="import-errors-title" className={styles.form}>
          <h3 id="import-errors-title" className={styles.historyWhen}>
            Row errors
          </h3>
          <ul className={styles.errorList} tabIndex={0} aria-labelledby="import-errors-title">
            {job.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </section>
      )}
      {!running && job.failedRowsCsv && (
        <Button variant="outline" className={styles.startAligned} onPress={() => downloadFailedRows(job)}>
          <Icon name="download" />
          Download failed rows
        </Button>
      )}
    </div>
  );
}
