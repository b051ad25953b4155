import { graphql } from '@/gql';

/** One page of the Customers screen: the server searches and pages (ordered by full name, then id). */
export const CustomersPageQuery = graphql(`
  query CustomersPage($search: String, $offset: Int!, $limit: Int!) {
    customers(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...CustomerCard_customer
      }
    }
  }
`);
