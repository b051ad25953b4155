import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { UpdateBookingInput } from '@/gql/graphql';
import { UpdateBookingDetailsMutation } from '@/modules/bookings/graphql/UpdateBookingDetailsMutation';
import { writeBooking } from '@/modules/bookings/utils/bookingCache';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { markOwnChange } from '@/modules/bookings/utils/ownChanges';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';

/** What became of a save; a refusal has already been reported to the person. */
export type SaveOutcome = 'unchanged' | 'saved' | 'conflict' | 'failed';

export interface BookingSaver {
  save(changes: UpdateBookingInput): Promise<SaveOutcome>;
  saving: boolean;
  /** This editor's own change made `version` (a photo upload): its next save stands on that. */
  sawVersion(version: number): void;
}

/**
 * The booking dialog's one save path, shared by its tabs: sends only the fields the editor changed
 * (nothing at all when none changed), on the version this editor stands on (the one loaded, then
 * each of its own saves), writes the answer into the cache, and reports a refusal in one place. A
 * stale edit goes to `onConflict`, which offers to reload; the cache may already hold someone
 * else's newer booking from the live feed, so the version is this editor's own, never the cache's.
 */
export function useSaveBooking(bookingId: string, loadedVersion: number, onConflict: () => void): BookingSaver {
  const [mutate, { loading }] = useMutation(UpdateBookingDetailsMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function save(changes: UpdateBookingInput): Promise<SaveOutcome> {
    if (Object.keys(changes).length === 0) return 'unchanged';
    markOwnChange(bookingId);
    try {
      const { data } = await mutate({
        variables: { id: bookingId, input: changes, expectedVersion: standsOn.current },
        update: (cache, { data: answer }) => answer && writeBooking(cache, answer.updateBooking),
      });
      if (data) standsOn.current = data.updateBooking.version;
      return 'saved';
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return 'conflict';
      }
      showError(error, bookingErrorToasts.saveFailed);
      return 'failed';
    }
  }

  return {
    save,
    saving: loading,
    sawVersion: (version) => {
      standsOn.current = version;
    },
  };
}
