import { graphql } from '@/gql';

export const SendPortalSmsMutation = graphql(`
  mutation SendPortalSms($customerId: ID!) {
    sendPortalSms(customerId: $customerId)
  }
`);
