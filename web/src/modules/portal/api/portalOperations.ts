// The portal's operations as codegen typed them from modules/portal/graphql/. They are imported from
// @/gql/graphql one by one, not through graphql(), whose map of every operation in the app would
// put the admin's queries in the portal's chunk.
export {
  MyBookingsDocument as MyBookingsQuery,
  MyInvoicesDocument as MyInvoicesQuery,
  MyPortalChangedDocument as MyPortalChangedSubscription,
  PortalHeaderDocument as PortalHeaderQuery,
  PortalSessionDocument as PortalSessionQuery,
  UpdateMyProfileDocument as UpdateMyProfileMutation,
} from '@/gql/graphql';
