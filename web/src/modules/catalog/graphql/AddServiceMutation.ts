import { graphql } from '@/gql';

export const AddServiceMutation = graphql(`
  mutation AddService($input: ServiceInput!) {
    createService(input: $input) {
      id
      ...ServiceCard_service
    }
  }
`);
