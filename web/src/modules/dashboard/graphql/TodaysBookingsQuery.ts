import { graphql } from '@/gql';

export const TodaysBookingsQuery = graphql(`
  query TodaysBookings {
    todaysBookings {
      id
      ...TodaysBookingItem_booking
    }
  }
`);
