import { graphql } from '@/gql';

/** The calendar screen: the live feed if there is one (never its address), and the booking counts the server computes. */
export const CalendarSyncQuery = graphql(`
  query CalendarSync {
    calendarSync {
      feed {
        id
        includeStatuses
        includeContactDetails
        ...FeedDetails_feed
      }
      totalBookings
      bookingsThisWeek
      exportBookingCount
    }
  }
`);
