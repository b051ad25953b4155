import { graphql } from '@/gql';

export const CustomerMenuItemsQuery = graphql(`
  query CustomerMenuItems {
    customerMenuItems {
      title
      url
      isEnabled
      sortOrder
      version
    }
  }
`);
