import * as styles from './portalApp.css';

/** /app's two summary cards (001 §2): upcoming and completed bookings. */
export function AppSummaryCards({ upcoming, completed }: { upcoming: number; completed: number }) {
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryCard}>
        <dt className={styles.summaryLabel}>Upcoming</dt>
        <dd className={styles.summaryValue}>{upcoming}</dd>
      </div>
      <div className={styles.summaryCard}>
        <dt className={styles.summaryLabel}>Completed</dt>
        <dd className={styles.summaryValue}>{completed}</dd>
      </div>
    </dl>
  );
}
