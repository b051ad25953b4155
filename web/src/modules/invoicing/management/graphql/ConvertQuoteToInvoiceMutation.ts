import { graphql } from '@/gql';

/** The new invoice comes back; the quote is read again so its row shows where it went. */
export const ConvertQuoteToInvoiceMutation = graphql(`
  mutation ConvertQuoteToInvoice($id: ID!) {
    convertQuoteToInvoice(id: $id) {
      id
      invoiceNumber
      ...InvoiceCache_invoice
    }
  }
`);
