import { graphql } from '@/gql';

/** Saves only the fields an editor changed; answers the booking as every screen shows it. */
export const UpdateBookingDetailsMutation = graphql(`
  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {
    updateBooking(id: $id, input: $input) {
      id
      ...BookingCache_booking
    }
  }
`);
