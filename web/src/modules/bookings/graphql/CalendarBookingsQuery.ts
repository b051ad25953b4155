import { graphql } from '@/gql';

export const CalendarBookingsQuery = graphql(`
  query CalendarBookings($from: String!, $to: String!) {
    calendarBookings(from: $from, to: $to) {
      id
      fullName
      date
      time
      endTime
      durationHours
      status
      statusLabel
      vehicleType
      services {
        id
        name
      }
    }
  }
`);
