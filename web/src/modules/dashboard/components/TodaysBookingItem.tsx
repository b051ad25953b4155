import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Badge } from '@/ui/Badge/Badge';
import { dashboardStatusTone } from '@/modules/dashboard/utils/dashboardStatusTone';
import { initials } from '@/modules/dashboard/utils/initials';
import * as styles from './Dashboard.css';

export const TodaysBookingItem_booking = graphql(`
  fragment TodaysBookingItem_booking on Booking {
    id
    fullName
    services {
      id
      name
    }
    vehicleType
    time
    status
    statusLabel
  }
`);

export interface TodaysBookingItemProps {
  booking: FragmentType<typeof TodaysBookingItem_booking>;
}

export function TodaysBookingItem(props: TodaysBookingItemProps) {
  const booking = getFragmentData(TodaysBookingItem_booking, props.booking);
  return (
    <article className={styles.item} aria-labelledby={`todays-booking-${booking.id}`}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(booking.fullName)}
      </span>
      <div className={styles.itemBody}>
        <h3 id={`todays-booking-${booking.id}`} className={styles.itemName}>
          {booking.fullName}
        </h3>
        <p className={styles.itemMeta}>{booking.services.map((service) => service.name).join(', ')}</p>
        <p className={styles.itemMeta}>{booking.vehicleType}</p>
      </div>
      <div className={styles.itemSide}>
        <span className={styles.itemTime}>{booking.time}</span>
        <Badge tone={dashboardStatusTone(booking.status)}>{booking.statusLabel}</Badge>
      </div>
    </article>
  );
}
