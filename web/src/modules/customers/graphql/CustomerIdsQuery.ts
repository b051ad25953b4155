import { graphql } from '@/gql';

/** Only the ids of the customers a search finds, page by page: what select-all gathers. */
export const CustomerIdsQuery = graphql(`
  query CustomerIds($search: String, $offset: Int!, $limit: Int!) {
    customers(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
      }
    }
  }
`);
