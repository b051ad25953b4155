import * as styles from './dashboard.css';

/** A tab's summary figures, each a labelled card. */
export function StatCards({ label, stats }: { label: string; stats: readonly { label: string; value: string }[] }) {
  return (
    <ul className={styles.statGrid} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.statCard}>
          <p className={styles.statLabel}>{stat.label}</p>
          <p className={styles.statValue}>{stat.value}</p>
        </li>
      ))}
    </ul>
  );
}
