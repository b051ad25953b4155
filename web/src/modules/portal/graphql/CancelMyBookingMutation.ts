import { graphql } from '@/modules/portal/gql';

// The source codegen reads; the portal imports `CancelMyBookingDocument` (see PortalSessionQuery.ts).
export const CancelMyBookingMutation = graphql(`
  mutation CancelMyBooking($id: ID!) {
    cancelMyBooking(id: $id) {
      id
      status
      changeableUntil
    }
  }
`);
