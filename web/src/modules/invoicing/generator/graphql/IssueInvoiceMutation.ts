import { graphql } from '@/gql';

export const IssueInvoiceMutation = graphql(`
  mutation IssueInvoice($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      id
      ...IssuedInvoice_invoice
    }
  }
`);
