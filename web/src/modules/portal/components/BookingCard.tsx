import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { bookingStatusTone } from '@/utils/statusTones';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import * as styles from './dashboard.css';

/** One booking in the Upcoming or History list: when, its status, services, vehicle and price. */
export function BookingCard({ booking, onView }: { booking: PortalBooking; onView(booking: PortalBooking): void }) {
  const when = formatBookingWhen(booking.date, booking.time);
  const photos = booking.beforePhotos.length + booking.afterPhotos.length;
  return (
    <article className={styles.card} aria-label={when}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>{when}</h3>
        <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
      </div>
      <dl className={styles.fields}>
        <dt>Services</dt>
        <dd>{booking.services.map((s) => s.name).join(', ') || '—'}</dd>
        <dt>Vehicle</dt>
        <dd>{[booking.vehicleType, booking.modelYear, booking.vehicleRego].filter(Boolean).join(' · ')}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(booking.totalPrice)}</dd>
        {photos > 0 && (
          <>
            <dt>Photos</dt>
            <dd>
              {booking.beforePhotos.length} before, {booking.afterPhotos.length} after
            </dd>
          </>
        )}
      </dl>
      <div className={styles.cardActions}>
        <Button variant="outline" size="sm" onPress={() => onView(booking)} aria-label={`View details of ${when}`}>
          View Details
        </Button>
      </div>
    </article>
  );
}
