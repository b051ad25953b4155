import { graphql } from '@/gql';

export const RetryJobMutation = graphql(`
  mutation RetryJob($queue: String!, $id: ID!) {
    retryJob(queue: $queue, id: $id)
  }
`);
