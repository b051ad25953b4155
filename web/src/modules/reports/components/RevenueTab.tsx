import { formatCents } from '@detailing/schema/catalog/money';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { ReportPanel } from './ReportPanel';
import { RevenueChart } from './RevenueChart';
import * as styles from './reports.css';

export const RevenueTab_report = graphql(`
  fragment RevenueTab_report on Report {
    paidRevenueCents
    pendingRevenueCents
    bookedRevenueCents
    totalInvoices
    days {
      date
      paidRevenueCents
      bookings
    }
  }
`);

export function RevenueTab({ busy, ...props }: { busy: boolean; report: FragmentType<typeof RevenueTab_report> | undefined }) {
  const report = getFragmentData(RevenueTab_report, props.report);
  if (!busy && !report) return null;
  const shown = busy ? undefined : report;
  return (
    <ReportPanel busy={busy}>
      <div className={styles.cards}>
        <FigureCard title="Paid Revenue" value={shown && formatCents(shown.paidRevenueCents)} />
        <FigureCard title="Pending Revenue" value={shown && formatCents(shown.pendingRevenueCents)} />
        <FigureCard title="Booked Revenue" value={shown && formatCents(shown.bookedRevenueCents)} />
        <FigureCard title="Total Invoices" value={shown && String(shown.totalInvoices)} />
      </div>
      {shown ? (
        <RevenueChart days={shown.days} />
      ) : (
        <div className={styles.box}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
        </div>
      )}
    </ReportPanel>
  );
}
