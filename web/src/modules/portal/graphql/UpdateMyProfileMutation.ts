import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `UpdateMyProfileDocument` (see PortalSessionQuery.ts).
// A new e-mail or mobile is not saved: it waits for its code (pendingContactChanges).
export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: MyProfileInput!) {
    updateMyProfile(input: $input) {
      ...PortalCustomerFields
      pendingContactChanges {
        field
        destination
      }
    }
  }
`);
