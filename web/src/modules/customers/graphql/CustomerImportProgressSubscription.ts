import { graphql } from '@/gql';

/** The current state first, then each progress step, until the job completes or fails. */
export const CustomerImportProgressSubscription = graphql(`
  subscription CustomerImportProgress($id: ID!) {
    customerImportProgress(id: $id) {
      ...CustomerImportFields
    }
  }
`);
