import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { switchView } from '@/modules/shell/utils/switchView';
import { formatCurrency } from '@/modules/dashboard/utils/formatCurrency';
import * as styles from './Dashboard.css';
import { SummaryCard } from './SummaryCard';

export const SummaryCards_summary = graphql(`
  fragment SummaryCards_summary on DashboardSummary {
    todaysBookings
    weeklyRevenue
    newCustomers
  }
`);

export interface SummaryCardsProps {
  summary: FragmentType<typeof SummaryCards_summary> | undefined;
  onViewReport: () => void;
}

export function SummaryCards({ onViewReport, ...props }: SummaryCardsProps) {
  const summary = getFragmentData(SummaryCards_summary, props.summary);
  return (
    <div className={styles.cards}>
      <SummaryCard
        title="Today's Bookings"
        value={summary && String(summary.todaysBookings)}
        linkLabel="View all"
        onLink={() => switchView('bookings')}
      />
      <SummaryCard
        title="Weekly Revenue"
        value={summary && formatCurrency(summary.weeklyRevenue)}
        linkLabel="View report"
        onLink={onViewReport}
      />
      <SummaryCard
        title="New Customers"
        value={summary && String(summary.newCustomers)}
        linkLabel="View all"
        onLink={() => switchView('customers')}
      />
    </div>
  );
}
