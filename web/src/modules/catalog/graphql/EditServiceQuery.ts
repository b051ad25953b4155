import { graphql } from '@/gql';

/** The service as stored now, for the edit dialog (its form compares itself with this). */
export const EditServiceQuery = graphql(`
  query EditService($id: Int!) {
    service(id: $id) {
      id
      deleted
      ...ServiceForm_service
    }
  }
`);
