import { graphql } from '@/gql';

/** Every job queue's figures now. */
export const JobQueuesQuery = graphql(`
  query JobQueues {
    jobQueues {
      queue
      ...JobQueueTable_queue
    }
  }
`);
