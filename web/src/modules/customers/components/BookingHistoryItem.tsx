import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { bookingStatusTone } from '@/utils/statusTones';
import { Badge } from '@/ui/Badge/Badge';
import { Icon } from '@/ui/Icon/Icon';
import { formatDateLong } from '@/utils/formatDateLong';
import * as styles from './customers.css';

export const BookingHistoryItem_booking = graphql(`
  fragment BookingHistoryItem_booking on Booking {
    id
    date
    time
    vehicleType
    notes
    status
    statusLabel
    services {
      id
      name
    }
  }
`);

/**
 * One booking in a customer's history: when, the vehicle, the services by name, the notes and the
 * status. A completed booking is set apart by a rule, a tint and a check mark, not by colour alone.
 */
export function BookingHistoryItem(props: { booking: FragmentType<typeof BookingHistoryItem_booking> }) {
  const booking = getFragmentData(BookingHistoryItem_booking, props.booking);
  const completed = booking.status === 'completed';
  return (
    <li className={`${styles.historyItem} ${completed ? styles.historyCompleted : ''}`} data-status={booking.status}>
      <div className={styles.historyTop}>
        <p className={styles.historyWhen}>
          {formatDateLong(booking.date)} at {booking.time}
        </p>
        <Badge tone={bookingStatusTone(booking.status)}>
          <span className={styles.statusWithIcon}>
            {completed && <Icon name="check" size={12} />}
            {booking.statusLabel}
          </span>
        </Badge>
      </div>
      <dl className={styles.fields}>
        <dt>Vehicle</dt>
        <dd>{booking.vehicleType}</dd>
        <dt>Services</dt>
        <dd>{booking.services.length ? booking.services.map((s) => s.name).join(', ') : 'None'}</dd>
        {booking.notes && (
          <>
            <dt>Notes</dt>
            <dd>{booking.notes}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
