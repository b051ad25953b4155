import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `MyPortalChangedDocument` (see PortalSessionQuery.ts).
export const MyPortalChangedSubscription = graphql(`
  subscription MyPortalChanged {
    myPortalChanged {
      kind
      id
    }
  }
`);
