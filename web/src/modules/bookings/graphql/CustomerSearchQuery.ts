import { graphql } from '@/gql';

export const CustomerSearchQuery = graphql(`
  query CustomerSearch($search: String) {
    customers(search: $search) {
      id
      fullName
      email
      mobile
      address
      vehicleRego
    }
  }
`);
