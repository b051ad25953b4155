import { Fragment, useId } from 'react';
import { bookingStatusTone } from '@/utils/statusTones';
import { ChartTable } from './ChartTable';
import * as styles from './reports.css';

export interface StatusCount {
  status: string;
  label: string;
  bookings: number;
}

const TITLE = 'Bookings by Status';

/** The range's bookings by status as bars in each status's badge colour, with the same figures as a table for screen readers. */
export function StatusChart({ statuses }: { statuses: readonly StatusCount[] }) {
  const titleId = useId();
  const max = Math.max(0, ...statuses.map((s) => s.bookings));
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.sectionTitle}>
        {TITLE}
      </figcaption>
      <div className={styles.statusRows} aria-hidden="true">
        {statuses.map((s) => (
          <Fragment key={s.status}>
            <span className={styles.statusLabel}>{s.label}</span>
            <svg className={styles.statusBar} viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
              <rect className={styles.statusTrack} width={100} height={10} rx={1} />
              <rect className={styles.toneFill[bookingStatusTone(s.status)]} width={max === 0 ? 0 : (s.bookings / max) * 100} height={10} rx={1} />
            </svg>
            <span className={styles.statusCount}>{s.bookings}</span>
          </Fragment>
        ))}
      </div>
      <ChartTable caption={TITLE} headers={['Status', 'Bookings']} rows={statuses.map((s) => [s.label, String(s.bookings)] as const)} />
    </figure>
  );
}
