import { graphql } from '@/gql';

export const StatusesQuery = graphql(`
  query SettingsBookingStatuses {
    bookingStatuses {
      id
      name
      label
      description
      version
    }
  }
`);
