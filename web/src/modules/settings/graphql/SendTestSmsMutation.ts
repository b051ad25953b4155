import { graphql } from '@/gql';

export const SendTestSmsMutation = graphql(`
  mutation SendTestSms($to: String!, $message: String) {
    sendTestSms(to: $to, message: $message) {
      providerMessageId
    }
  }
`);
