import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { overlay } from '@/ui/Dialog/Dialog.css';
import { Icon } from '@/ui/Icon/Icon';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { BookingDetailsQuery } from '@/modules/bookings/graphql/BookingDetailsQuery';
import { BookingEditTabs } from './BookingEditTabs';
import { BookingSummary } from './BookingSummary';
import { UnverifiedNotice } from './UnverifiedNotice';
import * as styles from './details.css';

export interface BookingDetailsDialogProps {
  bookingId: string | null;
  onClose(): void;
}

/** The booking details dialog (spec 000 §2): a read-only view, and edit mode with four tabs. */
export function BookingDetailsDialog({ bookingId, onClose }: BookingDetailsDialogProps) {
  const [editing, setEditing] = useState(false);
  // Someone else changed the booking since it was loaded: saving waits until the person reloads it.
  const [conflict, setConflict] = useState(false);
  // Raised by a reload, so the tabs start again from the booking as it is now.
  const [loadedAt, setLoadedAt] = useState(0);
  const { data, error, loading, refetch } = useQuery(BookingDetailsQuery, {
    variables: { id: bookingId ?? '' },
    skip: !bookingId,
    fetchPolicy: 'network-only',
  });

  const showError = useErrorToast();

  useEffect(() => {
    setEditing(false);
    setConflict(false);
  }, [bookingId]);

  async function reload() {
    await refetch();
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }
  useEffect(() => {
    if (error || (!loading && data && !data.booking)) {
      showError(error ?? new Error('No such booking'), bookingErrorToasts.loadFailed);
      onClose();
    }
  }, [error, loading, data, onClose, showError]);

  const booking = data?.booking;
  return (
    <ModalOverlay isOpen={bookingId !== null} onOpenChange={(open) => !open && onClose()} isDismissable className={overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {editing ? 'Edit Booking' : 'Booking Details'}
          </Heading>
          <Button variant="ghost" size="icon" aria-label="Close dialog" className={styles.closeIcon} onPress={onClose}>
            <Icon name="x" />
          </Button>
          {!booking || !data ? (
            <p role="status" className={styles.muted}>
              Loading booking...
            </p>
          ) : editing ? (
            <>
              {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
              <BookingEditTabs
                key={`${booking.id}:${loadedAt}`}
                booking={booking}
                options={data}
                onDone={() => setEditing(false)}
                onConflict={() => setConflict(true)}
              />
            </>
          ) : (
            <>
              {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
              <UnverifiedNotice key={`${booking.id}:${loadedAt}`} booking={booking} onConflict={() => setConflict(true)} />
              <BookingSummary booking={booking} />
              <div className={styles.actions}>
                <Button variant="outline" onPress={onClose}>
                  Close
                </Button>
                <Button onPress={() => setEditing(true)}>Edit Booking</Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
