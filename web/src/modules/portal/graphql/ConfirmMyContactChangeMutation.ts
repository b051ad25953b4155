import { graphql } from '@/modules/portal/gql';

// The code sent to a new e-mail or mobile: the change is made, and this browser stays signed in.
export const ConfirmMyContactChangeMutation = graphql(`
  mutation ConfirmMyContactChange($input: ConfirmContactChangeInput!) {
    confirmMyContactChange(input: $input) {
      ...PortalCustomerFields
    }
  }
`);
