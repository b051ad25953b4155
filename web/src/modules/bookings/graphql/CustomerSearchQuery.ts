import { graphql } from '@/gql';

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
