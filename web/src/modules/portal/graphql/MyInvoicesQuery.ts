import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `MyInvoicesDocument` (see PortalSessionQuery.ts).
export const MyInvoicesQuery = graphql(`
  query MyInvoices {
    myInvoices {
      id
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
      }
      subtotal
      tax
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
      bookingId
      pdfUrl
      createdAt
    }
  }
`);
