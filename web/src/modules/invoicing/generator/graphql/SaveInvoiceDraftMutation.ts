import { graphql } from '@/gql';

/** Without id a new draft; with id that draft's fields, refused (CONFLICT) when expectedVersion is stale. */
export const SaveInvoiceDraftMutation = graphql(`
  mutation SaveInvoiceDraft($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) {
    saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {
      id
      ...InvoiceDraft_draft
    }
  }
`);
