import { graphql } from '@/gql';

export const FailedJobsQuery = graphql(`
  query FailedJobs {
    failedJobs {
      queue
      id
      ...FailedJobCard_job
    }
  }
`);
