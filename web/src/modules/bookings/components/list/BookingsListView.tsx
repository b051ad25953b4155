import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BookingsPageQuery } from '@/modules/bookings/graphql/BookingsPageQuery';
import { useDeleteBooking } from '@/modules/bookings/hooks/useDeleteBooking';
import { BookingListCard, type BookingToDelete } from './BookingListCard';
import { DeleteBookingDialog } from './DeleteBookingDialog';
import * as styles from './list.css';

export interface BookingsListViewProps {
  pollInterval: number;
  onView(id: string): void;
}

export function BookingsListView({ pollInterval, onView }: BookingsListViewProps) {
  const query = useQuery(BookingsPageQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const { deleteBooking, isDeleting } = useDeleteBooking();
  const [toDelete, setToDelete] = useState<BookingToDelete | null>(null);
  const bookings = query.data?.bookings;

  async function confirmDelete() {
    if (!toDelete) return;
    await deleteBooking(toDelete.id);
    setToDelete(null);
  }

  let content;
  if (!bookings && query.error) {
    content = (
      <p role="alert" className={styles.message}>
        {query.error.message}
      </p>
    );
  } else if (!bookings) {
    content = (
      <p role="status" className={styles.message}>
        Loading bookings...
      </p>
    );
  } else if (bookings.length === 0) {
    content = <p className={styles.message}>No bookings found. Create your first booking!</p>;
  } else {
    content = (
      <ul className={styles.list} aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingListCard booking={booking} onView={onView} onDelete={setToDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {content}
      <DeleteBookingDialog
        fullName={toDelete?.fullName ?? null}
        isDeleting={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
