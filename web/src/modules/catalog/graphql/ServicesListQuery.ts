import { graphql } from '@/gql';

/** Every service not deleted, inactive ones included: the management screen shows them all. */
export const ServicesListQuery = graphql(`
  query ServicesList {
    services(includeInactive: true) {
      id
      ...ServiceCard_service
    }
  }
`);
