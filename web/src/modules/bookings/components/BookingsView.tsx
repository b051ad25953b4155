import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { useLiveBookings } from '@/modules/bookings/hooks/useLiveBookings';
import { bookingChangeToast } from '@/modules/bookings/utils/bookingChangeToast';
import { isOwnChange } from '@/modules/bookings/utils/ownChanges';
import { toast } from '@/ui/Toast/toast';
import * as styles from './BookingsView.css';
import { CalendarView } from './calendar/CalendarView';
import { type BookingPrefill, CreateBookingDialog } from './create/CreateBookingDialog';
import { BookingDetailsDialog } from './details/BookingDetailsDialog';
import { BookingsListView } from './list/BookingsListView';

export function BookingsView() {
  // A toast per change made elsewhere (000 §7); the screen that made one has said so already.
  const { isLive, pollInterval } = useLiveBookings((change) => {
    if (!isOwnChange(change.bookingId)) toast(bookingChangeToast(change.kind, change.booking?.fullName));
  });
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null);
  const [viewedBookingId, setViewedBookingId] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="Bookings" actions={<Button onPress={() => setPrefill({})}>New Booking</Button>} />
      <Tabs className={styles.tabs}>
        <TabList aria-label="Bookings view" className={styles.tabList}>
          <Tab id="list" className={styles.tab}>
            List View
          </Tab>
          <Tab id="calendar" className={styles.tab}>
            Calendar View
          </Tab>
        </TabList>
        <TabPanel id="list" className={styles.panel}>
          <BookingsListView pollInterval={pollInterval} onView={setViewedBookingId} />
        </TabPanel>
        <TabPanel id="calendar" className={styles.panel}>
          <CalendarView
            isLive={isLive}
            pollInterval={pollInterval}
            onView={setViewedBookingId}
            onAdd={(date, time) => setPrefill({ date, time })}
          />
        </TabPanel>
      </Tabs>
      <CreateBookingDialog prefill={prefill} onClose={() => setPrefill(null)} />
      <BookingDetailsDialog bookingId={viewedBookingId} onClose={() => setViewedBookingId(null)} />
    </>
  );
}
