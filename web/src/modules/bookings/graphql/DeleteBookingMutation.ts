import { graphql } from '@/gql';

export const DeleteBookingMutation = graphql(`
  mutation DeleteBooking($id: ID!) {
    deleteBooking(id: $id)
  }
`);
