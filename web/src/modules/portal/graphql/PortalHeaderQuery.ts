import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `PortalHeaderDocument` (see PortalSessionQuery.ts).
export const PortalHeaderQuery = graphql(`
  query PortalHeader {
    portalBranding {
      businessName
      logoUrl
      businessPhone
    }
    customerMenu {
      title
      url
    }
  }
`);
