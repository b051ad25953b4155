import { graphql } from '@/modules/portal/gql';

// The customer as the portal shows it: the session reads it, and a saved profile answers it whole,
// so the store can put the answer in the session's place (useUpdateMyProfile).
export const PortalCustomerFragment = graphql(`
  fragment PortalCustomerFields on PortalCustomer {
    id
    fullName
    email
    mobile
    address
    vehicleRego
    version
  }
`);
