import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `RescheduleMyBookingDocument` (see PortalSessionQuery.ts).
// The answer is the booking as the list shows it; the list is read again after it.
export const RescheduleMyBookingMutation = graphql(`
  mutation RescheduleMyBooking($id: ID!, $input: RescheduleMyBookingInput!) {
    rescheduleMyBooking(id: $id, input: $input) {
      id
      date
      time
      status
      changeableUntil
    }
  }
`);
