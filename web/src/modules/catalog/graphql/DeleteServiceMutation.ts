import { graphql } from '@/gql';

export const DeleteServiceMutation = graphql(`
  mutation DeleteService($id: Int!, $expectedVersion: Int) {
    deleteService(id: $id, expectedVersion: $expectedVersion)
  }
`);
