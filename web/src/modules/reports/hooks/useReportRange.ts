import { useState } from 'react';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { businessToday } from '@/modules/settings/utils/businessToday';
import { defaultRange, type RangeProblem, type ReportRange, rangeProblem } from '@/modules/reports/utils/reportRange';

export interface ReportRangeState {
  /** What the two fields hold. */
  range: ReportRange;
  /** Why the server would refuse `range`; the report is not asked for while there is one. */
  problem: RangeProblem | null;
  setFrom: (from: string) => void;
  setTo: (to: string) => void;
}

/** The chosen range; until the user picks dates, the last 30 days to today in the business time zone. */
export function useReportRange(): ReportRangeState {
  const timeZone = useBusinessTimeZone();
  const [chosen, setChosen] = useState<ReportRange | null>(null);
  const range = chosen ?? defaultRange(businessToday(new Date(), timeZone));
  return {
    range,
    problem: rangeProblem(range),
    setFrom: (from) => setChosen({ ...range, from }),
    setTo: (to) => setChosen({ ...range, to }),
  };
}
