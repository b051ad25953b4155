import { graphql } from '@/gql';

export const BookingsPageQuery = graphql(`
  query BookingsPage {
    bookings {
      id
      # The list's order (newest date first), which bookingCache.ts keeps when a booking changes.
      date
      time
      createdAt
      ...BookingListCard_booking
    }
  }
`);
