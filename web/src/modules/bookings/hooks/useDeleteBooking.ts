import { useMutation } from '@apollo/client/react';
import { DeleteBookingMutation } from '@/modules/bookings/graphql/DeleteBookingMutation';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { removeBooking } from '@/modules/bookings/utils/bookingCache';
import { markOwnChange } from '@/modules/bookings/utils/ownChanges';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** Deletes a booking with the spec's toasts (000 §8); resolves true on success. */
export function useDeleteBooking() {
  const [mutate, state] = useMutation(DeleteBookingMutation);
  const showError = useErrorToast();
  async function deleteBooking(id: string): Promise<boolean> {
    try {
      markOwnChange(id);
      await mutate({ variables: { id }, update: (cache) => removeBooking(cache, id) });
      toast({ title: 'Booking Deleted' });
      return true;
    } catch (error) {
      showError(error, bookingErrorToasts.deleteFailed);
      return false;
    }
  }
  return { deleteBooking, isDeleting: state.loading };
}
