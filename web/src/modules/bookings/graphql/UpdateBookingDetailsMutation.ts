import { graphql } from '@/gql';

export const UpdateBookingDetailsMutation = graphql(`
  mutation UpdateBookingDetails($id: ID!, $input: UpdateBookingInput!) {
    updateBooking(id: $id, input: $input) {
      ...BookingDetails_booking
    }
  }
`);
