import { graphql } from '@/gql';

export const DeleteInvoiceMutation = graphql(`
  mutation DeleteInvoice($id: ID!, $expectedVersion: Int) {
    deleteInvoice(id: $id, expectedVersion: $expectedVersion)
  }
`);
