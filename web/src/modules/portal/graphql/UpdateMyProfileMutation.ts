import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `UpdateMyProfileDocument` (see PortalSessionQuery.ts).
export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: MyProfileInput!) {
    updateMyProfile(input: $input) {
      ...PortalCustomerFields
    }
  }
`);
