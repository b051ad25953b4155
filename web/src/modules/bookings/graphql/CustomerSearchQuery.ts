import { graphql } from '@/gql';

/** The first matches only: the field offers a few customers to choose from, never the whole list. */
export const CustomerSearchQuery = graphql(`
  query CustomerSearch($search: String) {
    customers(search: $search, limit: 20) {
      items {
        id
        fullName
        email
        mobile
        address
        vehicleRego
      }
    }
  }
`);
