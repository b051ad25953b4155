import { Link } from 'react-aria-components';
import { useReport } from '@/modules/reports/hooks/useReport';
import { useReportRange } from '@/modules/reports/hooks/useReportRange';
import { exportHref } from '@/modules/reports/utils/reportRange';
import { Button } from '@/ui/Button/Button';
import { button } from '@/ui/Button/Button.css';
import { Icon } from '@/ui/Icon/Icon';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { Tab } from '@/ui/Tabs/Tab';
import { TabList } from '@/ui/Tabs/TabList';
import { TabPanel } from '@/ui/Tabs/TabPanel';
import { Tabs } from '@/ui/Tabs/Tabs';
import { BookingsTab } from './BookingsTab';
import { CustomersTab } from './CustomersTab';
import { OverviewTab } from './OverviewTab';
import { RangeFields } from './RangeFields';
import * as styles from './reports.css';
import { RevenueTab } from './RevenueTab';

/** Reports (001 §2): a date range, the period in words, and the four tabs of figures, with the range's CSV. */
export function ReportsView() {
  const { range, problem, setFrom, setTo } = useReportRange();
  const { report, loading, failure } = useReport(problem ? null : range);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Reports"
        actions={
          problem ? (
            <Button variant="outline" isDisabled className={styles.exportLink}>
              <Icon name="download" />
              Export CSV
            </Button>
          ) : (
            <Link className={`${button({ variant: 'outline' })} ${styles.exportLink}`} href={exportHref(range)} download>
              <Icon name="download" />
              Export CSV
            </Link>
          )
        }
      />
      <RangeFields range={range} problem={problem} onFrom={setFrom} onTo={setTo} />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Tabs defaultSelectedKey="overview">
        <TabList aria-label="Reports">
          <Tab id="overview">Overview</Tab>
          <Tab id="revenue">Revenue</Tab>
          <Tab id="bookings">Bookings</Tab>
          <Tab id="customers">Customers</Tab>
        </TabList>
        <TabPanel id="overview">
          <OverviewTab busy={loading} report={report} />
        </TabPanel>
        <TabPanel id="revenue">
          <RevenueTab busy={loading} report={report} />
        </TabPanel>
        <TabPanel id="bookings">
          <BookingsTab busy={loading} report={report} />
        </TabPanel>
        <TabPanel id="customers">
          <CustomersTab busy={loading} report={report} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
