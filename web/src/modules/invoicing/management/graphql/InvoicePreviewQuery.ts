import { graphql } from '@/gql';

/** Everything the preview dialog shows of one invoice, and the business logo it opens with. */
export const InvoicePreviewQuery = graphql(`
  query InvoicePreview($id: ID!) {
    invoice(id: $id) {
      id
      invoiceNumber
      type
      status
      invoiceDate
      items {
        name
        description
        quantity
        price
        total
      }
      subtotal
      totalAmount
      amountPaid
      businessName
      businessAddress
      businessPhone
      businessEmail
      businessAbn
      customerName
      customerEmail
      customerPhone
      customerAddress
      vehicleRego
      pdfUrl
    }
    logo {
      logoUrl
    }
  }
`);
