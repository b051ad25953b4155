import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Dialog } from '@/ui/Dialog/Dialog';
import { Modal } from '@/ui/Dialog/Modal';
import { TextField } from '@/ui/TextField/TextField';
import { DashboardReportQuery } from '@/modules/dashboard/graphql/DashboardReportQuery';
import { formatCurrency } from '@/modules/dashboard/utils/formatCurrency';
import { localDate } from '@/modules/dashboard/utils/localDate';
import * as styles from './ReportDialog.css';

/** Spec 000 §4: the report dialog shows the revenue or the customer report. */
export type ReportType = 'revenue' | 'customer';

const titles: Record<ReportType, string> = { revenue: 'Revenue Report', customer: 'Customer Report' };

export interface ReportDialogProps {
  /** The open report, or null when the dialog is closed. */
  report: ReportType | null;
  onReportChange: (report: ReportType | null) => void;
}

export function ReportDialog({ report, onReportChange }: ReportDialogProps) {
  return (
    <Modal isOpen={report !== null} onOpenChange={(open) => !open && onReportChange(null)}>
      {report && (
        <Dialog title={titles[report]}>
          <ReportBody report={report} onReportChange={onReportChange} />
        </Dialog>
      )}
    </Modal>
  );
}

function ReportBody({ report, onReportChange }: { report: ReportType; onReportChange: (report: ReportType) => void }) {
  // Both default to the last 7 days in the browser's calendar (000 §2).
  const [startDate, setStartDate] = useState(() => localDate(7));
  const [endDate, setEndDate] = useState(() => localDate());
  // The server counts only when both ends are set, and answers zero otherwise (000 §5).
  const { data, error } = useQuery(DashboardReportQuery, {
    variables: { startDate: startDate || null, endDate: endDate || null },
    fetchPolicy: 'network-only',
  });
  const figures = data?.dashboardReport;

  return (
    <>
      <div className={styles.dates}>
        <TextField label="Start Date" type="date" value={startDate} onChange={setStartDate} />
        <TextField label="End Date" type="date" value={endDate} onChange={setEndDate} />
      </div>
      <Tabs selectedKey={report} onSelectionChange={(key) => onReportChange(key as ReportType)}>
        <TabList aria-label="Report type" className={styles.tabList}>
          <Tab id="revenue" className={styles.tab}>
            Revenue
          </Tab>
          <Tab id="customer" className={styles.tab}>
            Customers
          </Tab>
        </TabList>
        {error && <p role="alert">{error.message}</p>}
        <TabPanel id="revenue" className={styles.figures}>
          <Figure label="Total Revenue" value={figures && formatCurrency(figures.totalRevenue)} />
          <Figure label="Total Bookings" value={figures && String(figures.totalBookings)} />
        </TabPanel>
        <TabPanel id="customer" className={styles.figures}>
          <Figure label="New Customers" value={figures && String(figures.newCustomers)} />
        </TabPanel>
      </Tabs>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue} aria-live="polite">
        {value ?? '…'}
      </span>
    </div>
  );
}
