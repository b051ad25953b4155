import { graphql } from '@/gql';

export const BookingChangedSubscription = graphql(`
  subscription BookingChanged {
    bookingChanged {
      kind
      bookingId
      booking {
        id
        fullName
        date
        time
        status
      }
    }
  }
`);
