import { useMutation } from '@apollo/client/react';
import { UpdateBookingDetailsMutation } from '@/modules/bookings/graphql/UpdateBookingDetailsMutation';
import { markOwnChange } from '@/modules/bookings/utils/ownChanges';

/** Saves one tab of the booking details dialog; the bookings list refreshes from the live feed. */
export function useUpdateBookingDetailsMutation() {
  const [mutate, state] = useMutation(UpdateBookingDetailsMutation);
  const update: typeof mutate = (options) => {
    const id = options?.variables?.id;
    if (id) markOwnChange(id);
    return mutate(options);
  };
  return [update, state] as const;
}
