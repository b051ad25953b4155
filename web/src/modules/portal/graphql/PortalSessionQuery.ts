import { graphql } from '@/gql';

// The source codegen reads. The portal imports the typed document itself (`PortalSessionDocument`
// from @/gql/graphql), so its chunk holds its own operations, not the app-wide map graphql() reads.
export const PortalSessionQuery = graphql(`
  query PortalSession {
    portalSession {
      customer {
        id
        fullName
        email
        mobile
        address
        vehicleRego
        version
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
