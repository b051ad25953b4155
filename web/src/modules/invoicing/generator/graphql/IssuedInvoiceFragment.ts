import { graphql } from '@/gql';

/** An issued document as the preview dialog shows it (preview/invoiceDocument.ts). */
export const IssuedInvoice_invoice = graphql(`
  fragment IssuedInvoice_invoice on Invoice {
    id
    version
    invoiceNumber
    type
    status
    invoiceDate
    dueDate
    items {
      name
      description
      quantity
      price
      total
      serviceId
    }
    subtotal
    totalAmount
    amountPaid
    amountDue
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
`);
