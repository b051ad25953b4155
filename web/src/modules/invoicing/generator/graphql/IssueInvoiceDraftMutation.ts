import { graphql } from '@/gql';

/** Issues the open draft with the form's fields; repeating it answers the same invoice. */
export const IssueInvoiceDraftMutation = graphql(`
  mutation IssueInvoiceDraft($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) {
    issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) {
      id
      ...IssuedInvoice_invoice
    }
  }
`);
