import { graphql } from '@/gql';

export const CustomerHistoryQuery = graphql(`
  query CustomerHistory($id: ID!) {
    customer(id: $id) {
      id
      fullName
      bookings {
        id
        ...BookingHistoryItem_booking
      }
    }
  }
`);
