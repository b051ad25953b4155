import { useLiveBookings } from '../hooks/useLiveBookings';
import { BookingCard } from './BookingCard';
import * as styles from './BookingsList.css';

export function BookingsList() {
  const { bookings, error } = useLiveBookings();

  if (error) {
    return (
      <p role="alert" className={styles.message}>
        {error.message}
      </p>
    );
  }
  if (!bookings) {
    return (
      <p role="status" className={styles.message}>
        Loading bookings...
      </p>
    );
  }
  if (bookings.length === 0) {
    return <p className={styles.message}>No bookings found. Create your first booking!</p>;
  }
  return (
    <ul className={styles.list} aria-label="Bookings">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}
