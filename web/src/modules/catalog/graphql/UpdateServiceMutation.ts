import { graphql } from '@/gql';

export const UpdateServiceMutation = graphql(`
  mutation UpdateService($id: Int!, $input: ServiceInput!, $expectedVersion: Int) {
    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {
      id
      version
      ...ServiceCard_service
      ...ServiceForm_service
    }
  }
`);
