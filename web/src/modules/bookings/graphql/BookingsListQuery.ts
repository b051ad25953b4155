import { graphql } from '../../../gql';

export const BookingsListQuery = graphql(`
  query BookingsList {
    bookings {
      id
      ...BookingCard_booking
    }
  }
`);
