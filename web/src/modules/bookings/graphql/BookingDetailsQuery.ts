import { graphql } from '@/gql';

export const BookingDetailsQuery = graphql(`
  query BookingDetails($id: ID!) {
    booking(id: $id) {
      ...BookingDetails_booking
    }
    services(includeInactive: true) {
      id
      name
    }
    vehicleTypes {
      id
      name
    }
    bookingStatuses {
      id
      label
    }
  }
`);

export const BookingDetailsFragment = graphql(`
  fragment BookingDetails_booking on Booking {
    id
    fullName
    email
    mobile
    address
    date
    time
    vehicleType
    modelYear
    vehicleRego
    serviceIds
    services {
      id
      name
      price
      durationHours
    }
    notes
    status
    statusLabel
    invoiceId
    beforePhotos {
      url
      path
      thumbnailUrl
    }
    afterPhotos {
      url
      path
      thumbnailUrl
    }
    licenseFrontPhoto
    licenseBackPhoto
    digitalSignature
    signatureCanvas
    termsAccepted
    termsAcceptedAt
  }
`);
