import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { bookingChangeTexts as t } from '@/modules/portal/utils/bookingChanges';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { CancelMyBookingMutation, MyBookingsQuery, RescheduleMyBookingMutation } from './portalOperations';
import { PortalRequestError } from './PortalRequestError';
import { portalRequest } from './portalRequest';
import { portalStore } from './portalStore';

/** What became of a change: done (the customer has been told, the list is read again), or refused with the server's words. */
export type BookingChangeResult = { outcome: 'done' } | { outcome: 'failed'; message: string; dayTaken: boolean };

/**
 * A customer's own reschedule and cancel (issue 31). The server decides (cutoff, status, the day
 * free); a refusal comes back with its message for the dialog to show. After a change the booking
 * list is read again, so every view shows it at once.
 */
export function useChangeMyBooking() {
  const [pending, setPending] = useState<'reschedule' | 'cancel' | null>(null);

  async function run(kind: 'reschedule' | 'cancel', send: () => Promise<unknown>, done: () => void): Promise<BookingChangeResult> {
    setPending(kind);
    try {
      await send();
      done();
      // Not waited for: the dialog says what happened (and takes focus) first, then every view shows it.
      void portalStore.refetch(MyBookingsQuery);
      return { outcome: 'done' };
    } catch (error) {
      const refused = error instanceof PortalRequestError && error.serverMessage && error.status < 500;
      return { outcome: 'failed', message: refused ? error.serverMessage! : t.failed, dayTaken: error instanceof PortalRequestError && error.code === 'DAY_TAKEN' };
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    reschedule: (id: string, date: string, time: string) =>
      run(
        'reschedule',
        () => portalRequest(RescheduleMyBookingMutation, { id, input: { date, time } }),
        () => toast(t.rescheduled(formatBookingWhen(date, time))),
      ),
    cancel: (id: string) =>
      run(
        'cancel',
        () => portalRequest(CancelMyBookingMutation, { id }),
        () => toast(t.cancelled),
      ),
  };
}
