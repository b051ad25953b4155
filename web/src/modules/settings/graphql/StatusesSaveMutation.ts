import { graphql } from '@/gql';

export const StatusesSaveMutation = graphql(`
  mutation SaveBookingStatuses($statuses: [BookingStatusInput!]!, $expectedVersion: Int) {
    saveBookingStatuses(statuses: $statuses, expectedVersion: $expectedVersion) {
      id
      name
      label
      description
      version
    }
  }
`);
