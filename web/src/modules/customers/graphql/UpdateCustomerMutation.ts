import { graphql } from '@/gql';

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $changes: CustomerChanges!, $expectedVersion: Int) {
    updateCustomer(id: $id, changes: $changes, expectedVersion: $expectedVersion) {
      id
      version
      ...CustomerCard_customer
      ...EditCustomerForm_customer
    }
  }
`);
