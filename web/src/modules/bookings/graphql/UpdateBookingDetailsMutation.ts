import { graphql } from '@/gql';

/**
 * Saves only the fields an editor changed, on the version of the booking they stood on (refused
 * as CONFLICT when someone else changed it since); answers the booking as every screen shows it.
 */
export const UpdateBookingDetailsMutation = graphql(`
  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!, $expectedVersion: Int) {
    updateBooking(id: $id, input: $input, expectedVersion: $expectedVersion) {
      id
      version
      ...BookingCache_booking
    }
  }
`);
