import type { RangeProblem, ReportRange } from '@/modules/reports/utils/reportRange';
import { describePeriod } from '@/modules/reports/utils/reportRange';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './reports.css';

export interface RangeFieldsProps {
  range: ReportRange;
  problem: RangeProblem | null;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
}

/** Start Date and End Date (native date inputs), the period in words, and why a range is refused. */
export function RangeFields({ range, problem, onFrom, onTo }: RangeFieldsProps) {
  return (
    <div className={styles.range}>
      <div className={styles.rangeFields}>
        <TextField label="Start Date" type="date" value={range.from} onChange={onFrom} errorMessage={problem?.field === 'from' ? problem.message : undefined} />
        <TextField label="End Date" type="date" value={range.to} onChange={onTo} errorMessage={problem?.field === 'to' ? problem.message : undefined} />
      </div>
      {!problem && <p className={styles.period}>{describePeriod(range)}</p>}
    </div>
  );
}
