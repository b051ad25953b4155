import { graphql } from '@/gql';

/** One page of Invoice Management: the server searches, filters and pages (newest first). */
export const InvoicePageQuery = graphql(`
  query InvoicePage($search: String, $status: String, $offset: Int!, $limit: Int!) {
    invoicePage(search: $search, status: $status, offset: $offset, limit: $limit) {
      total
      offset
      limit
      items {
        id
        ...InvoiceRow_invoice
      }
    }
  }
`);
