import { graphql } from '@/gql';

export const DiscardInvoiceDraftMutation = graphql(`
  mutation DiscardInvoiceDraft($id: ID!, $expectedVersion: Int) {
    discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion)
  }
`);
