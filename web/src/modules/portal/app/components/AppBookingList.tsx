import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '@/ui/Badge/Badge';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { bookingStatusTone } from '@/modules/portal/utils/bookingStatusTone';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/modules/portal/utils/formatMoney';
import * as styles from './portalApp.css';

const serviceNames = (booking: PortalBooking) => booking.services.map((s) => s.name).join(', ') || booking.vehicleType;

/** Every booking of the customer, newest first; each opens its details. */
export function AppBookingList({ bookings, onOpen }: { bookings: readonly PortalBooking[]; onOpen(id: string): void }) {
  if (bookings.length === 0) return <p className={styles.empty}>No bookings yet</p>;
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => {
        const when = formatBookingWhen(booking.date, booking.time);
        return (
          <li key={booking.id}>
            <AriaButton className={styles.item} onPress={() => onOpen(booking.id)}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{when}</span>
                <span className={styles.muted}>{serviceNames(booking)}</span>
              </span>
              <span className={styles.itemSide}>
                <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
                {formatMoney(booking.totalPrice)}
              </span>
            </AriaButton>
          </li>
        );
      })}
    </ul>
  );
}
