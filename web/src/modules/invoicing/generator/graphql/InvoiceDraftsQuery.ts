import { graphql } from '@/gql';

/** The Drafts list, newest edited first. */
export const InvoiceDraftsQuery = graphql(`
  query InvoiceDrafts {
    invoiceDrafts {
      id
      ...InvoiceDraft_draft
    }
  }
`);
