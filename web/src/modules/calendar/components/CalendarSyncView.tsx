import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CalendarSyncQuery } from '@/modules/calendar/graphql/CalendarSyncQuery';
import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import * as styles from './calendar.css';
import { LiveFeed } from './LiveFeed';
import { ManualDownload } from './ManualDownload';
import { SetupSteps } from './SetupSteps';

/** iPhone Calendar Sync (001 §2): the bookings' summary, the live feed, the manual download and the iPhone set-up. */
export function CalendarSyncView() {
  const { data, error } = useQuery(CalendarSyncQuery);
  const timeZone = useBusinessTimeZone();
  useEffect(() => {
    if (error) console.error('Calendar sync failed to load', error);
  }, [error]);
  const sync = data?.calendarSync;
  return (
    <div className={styles.page}>
      <PageHeader title="iPhone Calendar Sync" description="Your bookings in the iPhone Calendar app, kept up to date by a live feed." />
      {error && !sync && (
        <p role="alert" className={styles.failure}>
          The calendar sync could not be loaded. Please reload the page.
        </p>
      )}
      <div className={styles.figures}>
        <FigureCard title="Total Bookings" value={sync ? String(sync.totalBookings) : undefined} />
        <FigureCard title="This Week" value={sync ? String(sync.bookingsThisWeek) : undefined} />
      </div>
      <div className={styles.columns}>
        <LiveFeed feed={sync?.feed} timeZone={timeZone} />
        <div className={styles.stack}>
          <ManualDownload bookingCount={sync?.exportBookingCount} />
          <SetupSteps />
        </div>
      </div>
    </div>
  );
}
