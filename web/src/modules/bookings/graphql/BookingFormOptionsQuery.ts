import { graphql } from '@/gql';

export const BookingFormOptionsQuery = graphql(`
  query BookingFormOptions {
    vehicleTypes {
      id
      name
    }
    services {
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
  }
`);
