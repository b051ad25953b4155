import { graphql } from '@/gql';

export const CustomerImportFields = graphql(`
  fragment CustomerImportFields on CustomerImport {
    id
    state
    total
    processed
    created
    updated
    skipped
    failed
    errors
    failedRowsCsv
    message
  }
`);

/** Header errors refuse at once (BAD_USER_INPUT, the spec's text); otherwise a job starts. */
export const ImportCustomersMutation = graphql(`
  mutation ImportCustomers($csv: String!) {
    importCustomers(csv: $csv) {
      ...CustomerImportFields
    }
  }
`);
