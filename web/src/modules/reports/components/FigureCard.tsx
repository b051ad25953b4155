import { useId } from 'react';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import * as styles from './reports.css';

/** One figure of the report under its title; while loading, a card of the same shape with grey bars. */
export function FigureCard({ title, value }: { title: string; value: string | undefined }) {
  const titleId = useId();
  if (value === undefined) {
    return (
      <div className={styles.box}>
        <Skeleton shape="text" />
        <Skeleton shape="figure" />
      </div>
    );
  }
  return (
    <article className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardValue}>{value}</p>
    </article>
  );
}
