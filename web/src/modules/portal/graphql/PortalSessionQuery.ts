import { graphql } from '@/modules/portal/gql';

// The source codegen reads (codegen.ts gives the portal's documents their own target). The portal
// imports the typed string itself (`PortalSessionDocument` from @/modules/portal/gql/graphql).
export const PortalSessionQuery = graphql(`
  query PortalSession {
    portalSession {
      customer {
        ...PortalCustomerFields
      }
      vehicleRego
      account {
        username
        fullName
        email
      }
      today
    }
  }
`);
