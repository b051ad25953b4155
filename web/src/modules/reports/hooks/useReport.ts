import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ReportsPageQuery } from '@/modules/reports/graphql/ReportsPageQuery';
import type { ReportRange } from '@/modules/reports/utils/reportRange';
import { errorDetail } from '@/utils/errorDetail';

/** The report of `range`, unless `range` is null (a range the server would refuse: nothing is asked). */
export function useReport(range: ReportRange | null) {
  const { data, loading, error } = useQuery(ReportsPageQuery, {
    variables: range ?? { from: '', to: '' },
    skip: !range,
  });
  useEffect(() => {
    if (error) console.error('The report failed to load', error);
  }, [error]);
  return {
    report: range && !loading ? data?.report : undefined,
    loading: Boolean(range) && loading,
    /** The server's words when it refused or failed the range, shown under the fields. */
    failure: range && error ? errorDetail(error).message : null,
  };
}
