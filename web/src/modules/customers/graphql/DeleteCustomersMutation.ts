import { graphql } from '@/gql';

/** At most 500 ids a call (the contract's limit); useDeleteCustomers sends larger selections in chunks. */
export const DeleteCustomersMutation = graphql(`
  mutation DeleteCustomers($ids: [ID!]!) {
    deleteCustomers(ids: $ids)
  }
`);
