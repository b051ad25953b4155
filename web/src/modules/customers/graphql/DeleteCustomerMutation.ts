import { graphql } from '@/gql';

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!, $expectedVersion: Int) {
    deleteCustomer(id: $id, expectedVersion: $expectedVersion)
  }
`);
