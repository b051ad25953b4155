import { graphql } from '@/gql';

export const BookingsPageQuery = graphql(`
  query BookingsPage {
    bookings {
      id
      ...BookingListCard_booking
    }
  }
`);
