import { graphql } from '@/gql';

export const CreateTestBookingMutation = graphql(`
  mutation CreateTestBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      ...BookingCache_booking
    }
  }
`);
