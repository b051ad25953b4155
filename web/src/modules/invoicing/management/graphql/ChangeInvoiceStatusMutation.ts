import { graphql } from '@/gql';

export const ChangeInvoiceStatusMutation = graphql(`
  mutation ChangeInvoiceStatus($id: ID!, $status: String!, $expectedVersion: Int) {
    changeInvoiceStatus(id: $id, status: $status, expectedVersion: $expectedVersion) {
      id
      ...InvoiceCache_invoice
    }
  }
`);
