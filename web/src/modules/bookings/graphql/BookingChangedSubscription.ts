import { graphql } from '@/gql';

/** The live feed: each change carries the booking as the read model holds it, with what every screen shows. */
export const BookingChangedSubscription = graphql(`
  subscription BookingChanged {
    bookingChanged {
      kind
      bookingId
      booking {
        id
        fullName
        ...BookingCache_booking
      }
    }
  }
`);
