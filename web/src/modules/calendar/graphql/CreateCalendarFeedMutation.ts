import { graphql } from '@/gql';

/** Creates the live feed, replacing (rotating) any other: the answer holds the feed URL, the only time it is ever given. */
export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($includeStatuses: [String!], $includeContactDetails: Boolean) {
    createCalendarFeed(includeStatuses: $includeStatuses, includeContactDetails: $includeContactDetails) {
      feedId
      feedUrl
      feed {
        id
      }
    }
  }
`);
