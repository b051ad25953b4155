import { graphql } from '@/gql';

/** Whether there is anything to export at all, whatever the search box holds. */
export const CustomerCountQuery = graphql(`
  query CustomerCount {
    customers(offset: 0, limit: 1) {
      total
    }
  }
`);
