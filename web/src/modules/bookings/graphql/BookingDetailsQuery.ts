import { graphql } from '@/gql';

export const BookingDetailsQuery = graphql(`
  query BookingDetails($id: ID!) {
    booking(id: $id) {
      id
      ...BookingSummary_booking
      ...UnverifiedNotice_booking
      ...BookingEditTabs_booking
    }
    ...DetailsTab_options
  }
`);
