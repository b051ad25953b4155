import { graphql } from '@/gql';

/** 'Create new customer' from the generator: the new customer becomes the one billed. */
export const RegisterInvoiceCustomerMutation = graphql(`
  mutation RegisterInvoiceCustomer($input: CustomerInput!) {
    registerCustomer(input: $input) {
      id
      ...BilledToCustomer_customer
    }
  }
`);
