import { graphql } from '@/gql';

/** What a row of Invoice Management shows and acts on (the version goes back with each change). */
export const InvoiceRow_invoice = graphql(`
  fragment InvoiceRow_invoice on Invoice {
    id
    invoiceNumber
    type
    customerName
    invoiceDate
    totalAmount
    status
    version
    pdfUrl
    convertedToInvoiceId
    convertedToInvoiceNumber
    convertedFromQuoteId
    convertedFromQuoteNumber
  }
`);
