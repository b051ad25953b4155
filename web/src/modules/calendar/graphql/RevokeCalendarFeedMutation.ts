import { graphql } from '@/gql';

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
