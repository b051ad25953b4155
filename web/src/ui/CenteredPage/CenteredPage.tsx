import type { ReactNode } from 'react';
import * as styles from './CenteredPage.css';

/** A whole page holding one titled card in the middle of the screen. */
export function CenteredPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </main>
  );
}
