import { graphql } from '@/gql';

/** A service as the generator offers and prices it (the twelve prices feed the shared pricing rule). */
export const ServicePricing_service = graphql(`
  fragment ServicePricing_service on Service {
    id
    name
    description
    active
    priceSedanHatch
    priceSuv5
    priceSuv7
    priceUte
    priceSedanHatch2025
    priceSuv52025
    priceSuv72025
    priceUte2025
    priceSedanHatchPre2025
    priceSuv5Pre2025
    priceSuv7Pre2025
    priceUtePre2025
  }
`);
