import { graphql } from '@/gql';

export const CreateServiceMutation = graphql(`
  mutation CreateService($input: ServiceInput!) {
    createService(input: $input) {
      id
      name
    }
  }
`);
