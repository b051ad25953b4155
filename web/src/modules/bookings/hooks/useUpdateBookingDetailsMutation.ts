import { useMutation } from '@apollo/client/react';
import { UpdateBookingDetailsMutation } from '../graphql/UpdateBookingDetailsMutation';

/** Saves one tab of the booking details dialog; the bookings list refreshes from the live feed. */
export function useUpdateBookingDetailsMutation() {
  return useMutation(UpdateBookingDetailsMutation);
}
