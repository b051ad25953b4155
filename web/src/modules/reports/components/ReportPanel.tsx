import type { ReactNode } from 'react';
import * as styles from './reports.css';

/** A tab's content, marked busy while the report loads so assistive technology waits for it. */
export function ReportPanel({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.panel} aria-busy={busy}>
      {children}
    </div>
  );
}
