import { useId } from 'react';
import { LinkButton } from '@/ui/LinkButton/LinkButton';
import * as styles from './Dashboard.css';

export interface SummaryCardProps {
  title: string;
  value: string | undefined;
  linkLabel: string;
  onLink: () => void;
}

/** One figure of the summary; the link's name is described by the card's title for screen readers. */
export function SummaryCard({ title, value, linkLabel, onLink }: SummaryCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardValue}>{value ?? '…'}</p>
      <div>
        <LinkButton aria-describedby={titleId} onPress={onLink}>
          {linkLabel}
        </LinkButton>
      </div>
    </article>
  );
}
