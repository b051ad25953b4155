import { Badge } from '@/ui/Badge/Badge';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { bookingStatusTone } from '@/utils/statusTones';
import { formatMoney } from '@/utils/formatMoney';
import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import type { PhotoKind } from '@/modules/portal/components/PhotoLightbox';
import { AppPhotoThumbnails } from './AppPhotoThumbnails';
import * as styles from './portalApp.css';

interface AppBookingDetailsProps {
  booking: PortalBooking;
  onOpenPhoto(kind: PhotoKind, index: number): void;
}

/** A booking in /app's dark dialog: when, what, its status and notes, and up to 4 + 4 photos. */
export function AppBookingDetails({ booking, onOpenPhoto }: AppBookingDetailsProps) {
  return (
    <>
      <dl className={styles.details}>
        <dt className={styles.term}>Date</dt>
        <dd className={styles.definition}>{formatDateLong(booking.date)}</dd>
        <dt className={styles.term}>Time</dt>
        <dd className={styles.definition}>{formatTime12h(booking.time)}</dd>
        <dt className={styles.term}>Services</dt>
        <dd className={styles.definition}>{booking.services.map((s) => s.name).join(', ') || 'None'}</dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.definition}>
          <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
        </dd>
        <dt className={styles.term}>Vehicle</dt>
        <dd className={styles.definition}>{[booking.vehicleType, booking.vehicleRego].filter(Boolean).join(' · ')}</dd>
        <dt className={styles.term}>Total</dt>
        <dd className={styles.definition}>{formatMoney(booking.totalPrice)}</dd>
      </dl>
      {booking.notes && (
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>Notes</h3>
          <p className={styles.notes}>{booking.notes}</p>
        </section>
      )}
      <AppPhotoThumbnails kind="Before" photos={booking.beforePhotos} onOpen={(index) => onOpenPhoto('before', index)} />
      <AppPhotoThumbnails kind="After" photos={booking.afterPhotos} onOpen={(index) => onOpenPhoto('after', index)} />
    </>
  );
}

