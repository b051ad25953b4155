import { useQuery } from '@apollo/client/react';
import { CustomerHistoryQuery } from '@/modules/customers/graphql/CustomerHistoryQuery';
import type { CustomerRef } from './CustomerCard';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { BookingHistoryItem } from './BookingHistoryItem';
import * as styles from './customers.css';

export interface BookingHistoryDialogProps {
  customer: CustomerRef | null;
  onClose(): void;
}

/** '{name} - Booking History' (001 §2): the customer's bookings, newest first. */
export function BookingHistoryDialog({ customer, onClose }: BookingHistoryDialogProps) {
  const { data, error } = useQuery(CustomerHistoryQuery, {
    variables: { id: customer?.id ?? '' },
    skip: !customer,
    fetchPolicy: 'network-only',
  });
  const bookings = data?.customer?.bookings;
  const name = data?.customer?.fullName ?? customer?.fullName ?? '';

  let content;
  if (error) {
    content = (
      <p role="alert" className={styles.fieldError}>
        {error.message}
      </p>
    );
  } else if (data && !data.customer) {
    content = <p className={styles.muted}>This customer no longer exists.</p>;
  } else if (!bookings) {
    content = (
      <p role="status" className={styles.muted}>
        Loading bookings...
      </p>
    );
  } else if (bookings.length === 0) {
    content = <p className={styles.muted}>No bookings yet.</p>;
  } else {
    content = (
      <ul className={styles.history} aria-label="Bookings">
        {bookings.map((booking) => (
          <BookingHistoryItem key={booking.id} booking={booking} />
        ))}
      </ul>
    );
  }

  return (
    <WideModal isOpen={customer !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={`${name} - Booking History`}>{content}</Dialog>
    </WideModal>
  );
}
