import { graphql } from '@/gql';

/** 'Billed to': the first customers the search finds (by name, e-mail or mobile). */
export const GeneratorCustomerSearchQuery = graphql(`
  query GeneratorCustomerSearch($search: String!) {
    customers(search: $search, offset: 0, limit: 10) {
      items {
        id
        ...BilledToCustomer_customer
      }
    }
  }
`);
