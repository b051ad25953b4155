import { graphql } from '@/gql';

/** A document issued anywhere (another admin, the completion worker) moves the next number on. */
export const GeneratorInvoiceChangedSubscription = graphql(`
  subscription GeneratorInvoiceChanged {
    invoiceChanged {
      kind
      invoiceId
    }
  }
`);
