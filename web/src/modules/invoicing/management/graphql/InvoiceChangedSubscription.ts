import { graphql } from '@/gql';

export const InvoiceChangedSubscription = graphql(`
  subscription InvoiceChanged {
    invoiceChanged {
      kind
      invoiceId
      invoice {
        id
        ...InvoiceCache_invoice
      }
    }
  }
`);
