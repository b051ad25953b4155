import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '@/ui/Badge/Badge';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { PanelState } from '@/modules/portal/components/PanelState';
import { bookingStatusTone } from '@/utils/statusTones';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import type { ListProps } from './ListProps';
import * as styles from './portalApp.css';

const serviceNames = (booking: PortalBooking) => booking.services.map((s) => s.name).join(', ') || booking.vehicleType;

/** Every booking of the customer, newest first; each opens its details. */
export function AppBookingList({ bookings, loading, failed, onRetry, onOpen }: ListProps & { bookings: readonly PortalBooking[] }) {
  return (
    <PanelState loading={loading} failed={failed} onRetry={onRetry} isEmpty={bookings.length === 0} emptyText="No bookings yet">
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <AriaButton className={styles.item} onPress={() => onOpen(booking.id)}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{formatBookingWhen(booking.date, booking.time)}</span>
                <span className={styles.muted}>{serviceNames(booking)}</span>
              </span>
              <span className={styles.itemSide}>
                <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
                {formatMoney(booking.totalPrice)}
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
    </PanelState>
  );
}
