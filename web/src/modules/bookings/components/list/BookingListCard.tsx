import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { visuallyHidden } from '@/ui/VisuallyHidden/visuallyHidden.css';
import { formatDateLong } from '@/utils/formatDateLong';
import { unverifiedTexts } from '@/modules/bookings/utils/unverifiedTexts';
import { bookingStatusTone } from '@/utils/statusTones';
import * as styles from './list.css';

export const BookingListCard_booking = graphql(`
  fragment BookingListCard_booking on Booking {
    id
    fullName
    email
    mobile
    date
    time
    status
    statusLabel
    verified
    vehicleType
    services {
      id
      name
    }
  }
`);

/** Who a delete confirmation names. */
export interface BookingToDelete {
  id: string;
  fullName: string;
}

export interface BookingListCardProps {
  booking: FragmentType<typeof BookingListCard_booking>;
  onView(id: string): void;
  onDelete(booking: BookingToDelete): void;
}

/** One booking in the list: a press anywhere on it, or Enter or Space on its View button, opens its details. */
export function BookingListCard({ onView, onDelete, ...props }: BookingListCardProps) {
  const booking = getFragmentData(BookingListCard_booking, props.booking);
  const nameId = `booking-${booking.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.top}>
        <h2 id={nameId} className={styles.name}>
          {booking.fullName}
        </h2>
        <div className={styles.badges}>
          {!booking.verified && <Badge tone="gray">{unverifiedTexts.label}</Badge>}
          <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
        </div>
      </div>
      <dl className={styles.fields}>
        <dt className={visuallyHidden}>Email</dt>
        <dd>{booking.email}</dd>
        <dt className={visuallyHidden}>Mobile</dt>
        <dd>{booking.mobile}</dd>
        <dt className={visuallyHidden}>Date and time</dt>
        <dd>
          {formatDateLong(booking.date)} at {booking.time}
        </dd>
        <dt className={visuallyHidden}>Vehicle type</dt>
        <dd>{booking.vehicleType}</dd>
        <dt className={visuallyHidden}>Services</dt>
        <dd>{booking.services.map((service) => service.name).join(', ')}</dd>
      </dl>
      <div className={styles.footer}>
        <span className={styles.hint}>Click to view details</span>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="icon"
            className={styles.opener}
            aria-label={`View booking for ${booking.fullName}`}
            onPress={() => onView(booking.id)}
          >
            <Icon name="fileText" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={styles.aboveOpener}
            aria-label={`Delete booking for ${booking.fullName}`}
            onPress={() => onDelete({ id: booking.id, fullName: booking.fullName })}
          >
            <Icon name="x" />
          </Button>
        </div>
      </div>
    </article>
  );
}
