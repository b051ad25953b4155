import { graphql } from '@/gql';

/** The customer as stored now, for the edit dialog (its form compares itself with this). */
export const EditCustomerQuery = graphql(`
  query EditCustomer($id: ID!) {
    customer(id: $id) {
      id
      ...EditCustomerForm_customer
    }
  }
`);
