import { graphql } from '@/gql';

export const TodaysBookingsQuery = graphql(`
  query TodaysBookings {
    todaysBookings {
      id
      # The list's order (by time), which bookingCache.ts keeps when a booking changes.
      time
      ...TodaysBookingItem_booking
    }
  }
`);
