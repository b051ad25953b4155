import { graphql } from '@/gql';

/** A draft whole: the drafts list shows a summary and Open loads every field into the form. */
export const InvoiceDraft_draft = graphql(`
  fragment InvoiceDraft_draft on InvoiceDraft {
    id
    version
    type
    invoiceDate
    dueDate
    customer {
      id
      fullName
      email
      phone
      address
      vehicleRego
    }
    business {
      businessName
      businessAddress
      businessPhone
      businessEmail
      businessAbn
    }
    items {
      name
      description
      quantity
      price
      total
      serviceId
    }
    subtotal
    notes
    updatedAt
  }
`);
