import { graphql } from '@/gql';

/** One row read again, after a change refused because the invoice had moved on. */
export const InvoiceRowQuery = graphql(`
  query InvoiceRow($id: ID!) {
    invoice(id: $id) {
      id
      deleted
      ...InvoiceCache_invoice
    }
  }
`);
