import { graphql } from '@/gql';

/** One draft as stored now: what Reload brings back after a save was refused as stale. */
export const InvoiceDraftQuery = graphql(`
  query InvoiceDraft($id: ID!) {
    invoiceDraft(id: $id) {
      id
      ...InvoiceDraft_draft
    }
  }
`);
