import { graphql } from '@/gql';

export const ForceCalendarSyncMutation = graphql(`
  mutation ForceCalendarSync {
    forceCalendarSync {
      syncedAt
      bookingCount
    }
  }
`);
