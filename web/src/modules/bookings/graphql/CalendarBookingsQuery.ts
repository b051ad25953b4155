import { graphql } from '@/gql';

export const CalendarBookingsQuery = graphql(`
  query CalendarBookings($from: String!, $to: String!) {
    calendarBookings(from: $from, to: $to) {
      id
      ...WeekGrid_booking
      ...MonthGrid_booking
    }
  }
`);
