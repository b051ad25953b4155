import { useMutation } from '@apollo/client/react';
import type { UpdateBookingInput } from '@/gql/graphql';
import { UpdateBookingDetailsMutation } from '@/modules/bookings/graphql/UpdateBookingDetailsMutation';
import { writeBooking } from '@/modules/bookings/utils/bookingCache';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { markOwnChange } from '@/modules/bookings/utils/ownChanges';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';

/** What became of a save; a refusal has already been reported to the person. */
export type SaveOutcome = 'unchanged' | 'saved' | 'conflict' | 'failed';

/**
 * The booking dialog's one save path: sends only the fields the editor changed (nothing at all when
 * none changed), writes the answer into the cache, and reports a refusal in one place.
 */
export function useSaveBooking(bookingId: string) {
  const [mutate, { loading }] = useMutation(UpdateBookingDetailsMutation);
  const showError = useErrorToast();

  async function save(changes: UpdateBookingInput): Promise<SaveOutcome> {
    if (Object.keys(changes).length === 0) return 'unchanged';
    markOwnChange(bookingId);
    try {
      // The version the editor loaded goes with these changes once the API takes one (expectedVersion).
      await mutate({
        variables: { id: bookingId, input: changes },
        update: (cache, { data }) => data && writeBooking(cache, data.updateBooking),
      });
      return 'saved';
    } catch (error) {
      // A stale edit (CONFLICT) is where "changed elsewhere, reload?" will be offered; until then it reads as any refusal.
      showError(error, bookingErrorToasts.saveFailed);
      return isConflict(error) ? 'conflict' : 'failed';
    }
  }

  return { save, saving: loading };
}
