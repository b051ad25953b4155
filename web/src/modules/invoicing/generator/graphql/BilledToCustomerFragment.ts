import { graphql } from '@/gql';

/** What 'Billed to' shows of a customer and copies onto the document. */
export const BilledToCustomer_customer = graphql(`
  fragment BilledToCustomer_customer on Customer {
    id
    fullName
    email
    mobile
    address
    companyName
    vehicleRego
  }
`);
