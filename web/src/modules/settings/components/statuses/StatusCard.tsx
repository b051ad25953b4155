import { useId } from 'react';
import type { SettingsBookingStatusesQuery } from '@/gql/graphql';
import { statusDeleteProblem } from '@/modules/settings/utils/statusForm';
import { Button } from '@/ui/Button/Button';
import * as panel from '@/modules/settings/components/settingsPanel.css';
import * as styles from './statuses.css';

export type StatusRow = SettingsBookingStatusesQuery['bookingStatuses'][number];

/** One booking status: its label, id, name and description, and Delete, which the essential ones refuse with the spec's words. */
export function StatusCard({ status, isDisabled, onDelete }: { status: StatusRow; isDisabled: boolean; onDelete(): void }) {
  const noteId = useId();
  const problem = statusDeleteProblem(status.id);
  return (
    <li>
      <article className={panel.card} aria-label={status.label}>
        <div className={styles.top}>
          <h3 className={panel.heading}>{status.label}</h3>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${status.label}`}
            aria-describedby={problem ? noteId : undefined}
            isDisabled={isDisabled || problem !== null}
            onPress={onDelete}
          >
            Delete
          </Button>
        </div>
        <dl className={styles.fields}>
          <dt className={styles.term}>ID</dt>
          <dd className={styles.value}>{status.id}</dd>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{status.name}</dd>
          <dt className={styles.term}>Description</dt>
          <dd className={styles.value}>{status.description || '—'}</dd>
        </dl>
        {problem && (
          <p id={noteId} className={panel.muted}>
            {problem}
          </p>
        )}
      </article>
    </li>
  );
}
