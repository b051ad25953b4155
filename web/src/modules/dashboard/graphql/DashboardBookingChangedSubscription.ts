import { graphql } from '@/gql';

export const DashboardBookingChangedSubscription = graphql(`
  subscription DashboardBookingChanged {
    bookingChanged {
      kind
      bookingId
    }
  }
`);
