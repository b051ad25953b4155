import { graphql } from '@/gql';

export const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      ...BookingCache_booking
    }
  }
`);
