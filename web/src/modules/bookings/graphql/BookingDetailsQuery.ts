import { graphql } from '../../../gql';

export const BookingDetailsQuery = graphql(`
  query BookingDetails($id: ID!) {
    booking(id: $id) {
      ...BookingDetails_booking
    }
    services(includeInactive: true) {
      id
      name
      durationHours
      priceSedanHatch
      priceSedanHatch2025
      priceSedanHatchPre2025
      priceSuv5
      priceSuv52025
      priceSuv5Pre2025
      priceSuv7
      priceSuv72025
      priceSuv7Pre2025
      priceUte
      priceUte2025
      priceUtePre2025
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
    notes
    status
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
