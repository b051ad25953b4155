import { useId, useState } from 'react';
import { calendarErrorToasts, calendarToasts } from '@/modules/calendar/utils/calendarToasts';
import { downloadLabel } from '@/modules/calendar/utils/calendarFeed';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { downloadFile } from '@/utils/downloadFile';
import * as styles from './calendar.css';

/** A one-off .ics file of every booking, for importing by hand; its button tells how many bookings the file holds. */
export function ManualDownload({ bookingCount }: { bookingCount: number | undefined }) {
  const [isDownloading, setDownloading] = useState(false);
  const showError = useErrorToast();
  const titleId = useId();

  async function download() {
    setDownloading(true);
    try {
      await downloadFile('/api/calendar/export.ics', 'bookings.ics');
      toast(calendarToasts.downloaded);
    } catch (error) {
      showError(error, calendarErrorToasts.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={bookingCount === undefined}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Icon name="download" />
        Manual Download
      </h2>
      <p className={styles.muted}>A snapshot of all bookings as an .ics file, to import once; it does not update by itself.</p>
      <div className={styles.actions}>
        {bookingCount === undefined ? (
          <Skeleton shape="text" />
        ) : (
          <Button variant="outline" isPending={isDownloading} onPress={() => void download()}>
            <Icon name="download" />
            {downloadLabel(bookingCount)}
          </Button>
        )}
      </div>
    </section>
  );
}
