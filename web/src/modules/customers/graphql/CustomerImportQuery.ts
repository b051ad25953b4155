import { graphql } from '@/gql';

/** The job's state by polling: only while the live connection is down. */
export const CustomerImportQuery = graphql(`
  query CustomerImport($id: ID!) {
    customerImport(id: $id) {
      ...CustomerImportFields
    }
  }
`);
