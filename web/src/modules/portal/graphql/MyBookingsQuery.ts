import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `MyBookingsDocument` (see PortalSessionQuery.ts).
export const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      id
      date
      time
      status
      statusLabel
      vehicleType
      modelYear
      vehicleRego
      services {
        id
        name
        price
        durationHours
      }
      totalPrice
      notes
      beforePhotos {
        path
        thumbnailUrl
        url
      }
      afterPhotos {
        path
        thumbnailUrl
        url
      }
      createdAt
      changeableUntil
    }
  }
`);
