import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

/** A view's level-one heading, with room for its actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions}
    </div>
  );
}
