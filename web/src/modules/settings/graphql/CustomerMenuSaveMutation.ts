import { graphql } from '@/gql';

export const CustomerMenuSaveMutation = graphql(`
  mutation SaveCustomerMenu($items: [CustomerMenuItemInput!]!, $expectedVersion: Int) {
    saveCustomerMenu(items: $items, expectedVersion: $expectedVersion) {
      title
      url
      isEnabled
      sortOrder
      version
    }
  }
`);
