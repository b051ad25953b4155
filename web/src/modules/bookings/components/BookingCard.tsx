import { graphql } from '../../../gql';
import type { BookingCard_BookingFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/Badge/Badge';
import { formatDateLong } from '../../../utils/formatDateLong';
import { bookingStatusLabel } from '../utils/bookingStatusLabel';
import { bookingStatusTone } from '../utils/bookingStatusTone';
import * as styles from './BookingCard.css';

export const BookingCard_booking = graphql(`
  fragment BookingCard_booking on Booking {
    id
    fullName
    date
    time
    status
  }
`);

export function BookingCard({ booking }: { booking: BookingCard_BookingFragment }) {
  return (
    <article className={styles.card} aria-labelledby={`booking-${booking.id}-name`}>
      <div className={styles.top}>
        <h2 id={`booking-${booking.id}-name`} className={styles.name}>
          {booking.fullName}
        </h2>
        <Badge tone={bookingStatusTone(booking.status)}>{bookingStatusLabel(booking.status)}</Badge>
      </div>
      <p className={styles.when}>
        {formatDateLong(booking.date)} at {booking.time}
      </p>
    </article>
  );
}
