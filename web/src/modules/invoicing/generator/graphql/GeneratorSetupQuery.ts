import { graphql } from '@/gql';

/** What a new document starts from: the dates and number preview, the 'Billed from' details, the services to price and the logo. */
export const GeneratorSetupQuery = graphql(`
  query GeneratorSetup {
    invoiceDefaults {
      invoiceDate
      dueDate
      nextInvoiceNumber
    }
    businessInfo {
      businessName
      businessAddress
      businessPhone
      businessEmail
      businessAbn
      timeZone
    }
    services {
      id
      ...ServicePricing_service
    }
    logo {
      logoUrl
    }
  }
`);
