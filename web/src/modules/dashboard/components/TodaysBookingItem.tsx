import { graphql } from '../../../gql';
import type { TodaysBookingItem_BookingFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/Badge/Badge';
import { bookingStatusLabel } from '../../bookings/utils/bookingStatusLabel';
import { dashboardStatusTone } from '../utils/dashboardStatusTone';
import { initials } from '../utils/initials';
import { serviceNames } from '../utils/serviceNames';
import * as styles from './Dashboard.css';

export const TodaysBookingItem_booking = graphql(`
  fragment TodaysBookingItem_booking on Booking {
    id
    fullName
    serviceIds
    vehicleType
    time
    status
  }
`);

export interface TodaysBookingItemProps {
  booking: TodaysBookingItem_BookingFragment;
  services: readonly { id: number; name: string }[];
}

export function TodaysBookingItem({ booking, services }: TodaysBookingItemProps) {
  return (
    <article className={styles.item} aria-labelledby={`todays-booking-${booking.id}`}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(booking.fullName)}
      </span>
      <div className={styles.itemBody}>
        <h3 id={`todays-booking-${booking.id}`} className={styles.itemName}>
          {booking.fullName}
        </h3>
        <p className={styles.itemMeta}>{serviceNames(booking.serviceIds, services)}</p>
        <p className={styles.itemMeta}>{booking.vehicleType}</p>
      </div>
      <div className={styles.itemSide}>
        <span className={styles.itemTime}>{booking.time}</span>
        <Badge tone={dashboardStatusTone(booking.status)}>{bookingStatusLabel(booking.status)}</Badge>
      </div>
    </article>
  );
}
