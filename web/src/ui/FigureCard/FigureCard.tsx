import { type ReactNode, useId } from 'react';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import * as styles from './FigureCard.css';

export interface FigureCardProps {
  title: string;
  /** Undefined while loading: a card of the same shape with grey bars. */
  value: string | undefined;
  /** Under the figure, e.g. a link; it may point at the title's id through `aria-describedby`. */
  children?: (titleId: string) => ReactNode;
}

/** One figure under its title (dashboard summary, reports, calendar sync). */
export function FigureCard({ title, value, children }: FigureCardProps) {
  const titleId = useId();
  if (value === undefined) {
    return (
      <div className={styles.card}>
        <Skeleton shape="text" />
        <Skeleton shape="figure" />
      </div>
    );
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.value}>{value}</p>
      {children?.(titleId)}
    </article>
  );
}
