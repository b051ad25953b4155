// The portal's operations as codegen typed them from modules/portal/graphql/ (their own target in
// codegen.ts: plain strings, no graphql AST). Imported one by one rather than through graphql(),
// whose map would add every operation's text a second time.
export {
  CancelMyBookingDocument as CancelMyBookingMutation,
  ConfirmMyContactChangeDocument as ConfirmMyContactChangeMutation,
  MyBookingsDocument as MyBookingsQuery,
  MyInvoicesDocument as MyInvoicesQuery,
  MyPortalChangedDocument as MyPortalChangedSubscription,
  PortalHeaderDocument as PortalHeaderQuery,
  PortalSessionDocument as PortalSessionQuery,
  RescheduleMyBookingDocument as RescheduleMyBookingMutation,
  UpdateMyProfileDocument as UpdateMyProfileMutation,
} from '@/modules/portal/gql/graphql';
