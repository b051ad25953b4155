import { LinkButton } from '@/ui/LinkButton/LinkButton';
import { switchView } from '@/modules/shell/utils/switchView';
import * as styles from './Dashboard.css';
import { TodaysBookingItem, type TodaysBookingItemProps } from './TodaysBookingItem';

export interface TodaysBookingsListProps {
  bookings: readonly ({ id: string } & TodaysBookingItemProps['booking'])[] | undefined;
  error: Error | undefined;
}

export function TodaysBookingsList({ bookings, error }: TodaysBookingsListProps) {
  return (
    <section className={styles.panel} aria-labelledby="todays-bookings-title">
      <div className={styles.sectionHeader}>
        <h2 id="todays-bookings-title" className={styles.sectionTitle}>
          Today's Bookings
        </h2>
        <LinkButton onPress={() => switchView('bookings')}>View all bookings</LinkButton>
      </div>
      {error ? (
        <p role="alert" className={styles.message}>
          {error.message}
        </p>
      ) : !bookings ? (
        <p role="status" className={styles.message}>
          Loading...
        </p>
      ) : bookings.length === 0 ? (
        <p className={styles.message}>No bookings for today. Check back later or create a new booking.</p>
      ) : (
        <ul className={styles.list} aria-labelledby="todays-bookings-title">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <TodaysBookingItem booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
