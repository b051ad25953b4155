import { ProgressBar } from 'react-aria-components';
import { rebuildProgressText } from '@/modules/operations/utils/projectionText';
import * as styles from './operations.css';

export interface RebuildProgressProps {
  name: string;
  done: number | null;
  total: number | null;
  percent: number | null;
}

/** A rebuild's progress: a bar with its percent and "12,345 of 100,000 events" (no bar's fill without a total). */
export function RebuildProgress({ name, done, total, percent }: RebuildProgressProps) {
  const text = rebuildProgressText(done, total);
  return (
    <ProgressBar
      className={styles.progress}
      aria-label={`Rebuild of ${name}`}
      value={percent ?? 0}
      isIndeterminate={percent === null}
      valueLabel={percent === null ? text : `${percent}%, ${text}`}
    >
      {({ percentage }) => (
        <>
          <div className={styles.progressLabels}>
            <span>{percent === null ? 'Rebuilding' : `${percent}%`}</span>
            <span>{text}</span>
          </div>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percent === null ? 100 : (percentage ?? 0)}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
