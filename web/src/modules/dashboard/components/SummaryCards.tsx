import type { DashboardSummaryQuery } from '@/gql/graphql';
import { switchView } from '@/modules/shell/utils/switchView';
import { formatCurrency } from '@/modules/dashboard/utils/formatCurrency';
import * as styles from './Dashboard.css';
import { SummaryCard } from './SummaryCard';

type Summary = DashboardSummaryQuery['dashboardSummary'];

export function SummaryCards({ summary, onViewReport }: { summary: Summary | undefined; onViewReport: () => void }) {
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
