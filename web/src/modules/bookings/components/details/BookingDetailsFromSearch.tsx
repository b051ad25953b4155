import { useCallback, useState } from 'react';
import { BookingDetailsDialog } from './BookingDetailsDialog';

/**
 * Opens the details dialog for `?booking=<id>`, and drops the parameter on close. A deep link for
 * the dialog, and the browser test's way in until the list and calendar open it.
 */
export function BookingDetailsFromSearch() {
  const [bookingId, setBookingId] = useState(() => new URLSearchParams(window.location.search).get('booking'));
  const close = useCallback(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('booking');
    window.history.replaceState(null, '', url);
    setBookingId(null);
  }, []);
  return <BookingDetailsDialog bookingId={bookingId} onClose={close} />;
}
