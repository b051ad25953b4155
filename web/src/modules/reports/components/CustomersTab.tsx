import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { ReportPanel } from './ReportPanel';
import * as styles from './reports.css';

export const CustomersTab_report = graphql(`
  fragment CustomersTab_report on Report {
    newCustomers
  }
`);

export function CustomersTab({ busy, ...props }: { busy: boolean; report: FragmentType<typeof CustomersTab_report> | undefined }) {
  const report = getFragmentData(CustomersTab_report, props.report);
  if (!busy && !report) return null;
  const shown = busy ? undefined : report;
  return (
    <ReportPanel busy={busy}>
      <div className={styles.cards}>
        <FigureCard title="New Customers in Selected Period" value={shown && String(shown.newCustomers)} />
      </div>
    </ReportPanel>
  );
}
