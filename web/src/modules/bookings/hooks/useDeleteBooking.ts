import { useMutation } from '@apollo/client/react';
import { toast } from '@/ui/Toast/toast';
import { BookingsPageQuery } from '@/modules/bookings/graphql/BookingsPageQuery';
import { CalendarBookingsQuery } from '@/modules/bookings/graphql/CalendarBookingsQuery';
import { DeleteBookingMutation } from '@/modules/bookings/graphql/DeleteBookingMutation';
import { markOwnChange } from '@/modules/bookings/utils/ownChanges';

/** Deletes a booking with the spec's toasts (000 §8); resolves true on success. */
export function useDeleteBooking() {
  const [mutate, state] = useMutation(DeleteBookingMutation);
  async function deleteBooking(id: string): Promise<boolean> {
    try {
      markOwnChange(id);
      await mutate({
        variables: { id },
        refetchQueries: [BookingsPageQuery, CalendarBookingsQuery],
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Booking', id }) });
          cache.evict({ id: cache.identify({ __typename: 'CalendarBooking', id }) });
          cache.gc();
        },
      });
      toast({ title: 'Booking Deleted' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to delete booking. Please try again.', variant: 'destructive' });
      return false;
    }
  }
  return { deleteBooking, isDeleting: state.loading };
}
