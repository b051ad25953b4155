import { useState } from 'react';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { useLiveDashboard } from '@/modules/dashboard/hooks/useLiveDashboard';
import * as styles from './Dashboard.css';
import { LiveSyncTestPanel } from './LiveSyncTestPanel';
import { ReportDialog, type ReportType } from './ReportDialog';
import { SummaryCards } from './SummaryCards';
import { TodaysBookingsList } from './TodaysBookingsList';

export function DashboardView() {
  const dashboard = useLiveDashboard();
  const [report, setReport] = useState<ReportType | null>(null);

  return (
    <div className={styles.page}>
      <PageHeader title="Dashboard" />
      {dashboard.summaryError && (
        <p role="alert" className={styles.message}>
          {dashboard.summaryError.message}
        </p>
      )}
      <SummaryCards summary={dashboard.summary} onViewReport={() => setReport('revenue')} />
      <TodaysBookingsList bookings={dashboard.todaysBookings} error={dashboard.todaysError} />
      <LiveSyncTestPanel />
      <ReportDialog report={report} onReportChange={setReport} />
    </div>
  );
}
