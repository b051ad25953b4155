import { formatCents } from '@detailing/schema/catalog/money';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { ReportPanel } from './ReportPanel';
import * as styles from './reports.css';
import { TopServices } from './TopServices';

export const OverviewTab_report = graphql(`
  fragment OverviewTab_report on Report {
    totalRevenueCents
    totalBookings
    newCustomers
    averageBookingValueCents
    topServices {
      rank
      serviceId
      name
      bookings
    }
  }
`);

export function OverviewTab({ busy, ...props }: { busy: boolean; report: FragmentType<typeof OverviewTab_report> | undefined }) {
  const report = getFragmentData(OverviewTab_report, props.report);
  if (!busy && !report) return null;
  const shown = busy ? undefined : report;
  return (
    <ReportPanel busy={busy}>
      <div className={styles.cards}>
        <FigureCard title="Total Revenue" value={shown && formatCents(shown.totalRevenueCents)} />
        <FigureCard title="Total Bookings" value={shown && String(shown.totalBookings)} />
        <FigureCard title="New Customers" value={shown && String(shown.newCustomers)} />
        <FigureCard title="Avg. Booking Value" value={shown && formatCents(shown.averageBookingValueCents)} />
      </div>
      <TopServices services={shown?.topServices} />
    </ReportPanel>
  );
}
