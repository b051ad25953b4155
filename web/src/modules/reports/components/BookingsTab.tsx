import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { ReportPanel } from './ReportPanel';
import * as styles from './reports.css';
import { StatusChart } from './StatusChart';

export const BookingsTab_report = graphql(`
  fragment BookingsTab_report on Report {
    totalBookings
    completedBookings
    approvedBookings
    pendingBookings
    bookingsByStatus {
      status
      label
      bookings
    }
  }
`);

export function BookingsTab({ busy, ...props }: { busy: boolean; report: FragmentType<typeof BookingsTab_report> | undefined }) {
  const report = getFragmentData(BookingsTab_report, props.report);
  if (!busy && !report) return null;
  const shown = busy ? undefined : report;
  return (
    <ReportPanel busy={busy}>
      <div className={styles.cards}>
        <FigureCard title="Total" value={shown && String(shown.totalBookings)} />
        <FigureCard title="Completed" value={shown && String(shown.completedBookings)} />
        <FigureCard title="Approved" value={shown && String(shown.approvedBookings)} />
        <FigureCard title="Pending" value={shown && String(shown.pendingBookings)} />
      </div>
      {shown ? (
        <StatusChart statuses={shown.bookingsByStatus} />
      ) : (
        <div className={styles.box}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
        </div>
      )}
    </ReportPanel>
  );
}
