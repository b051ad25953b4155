// What other parts may use of identity: the portal's GraphQL type of a customer shown to themselves
// (the portal's profile edit answers with it).
export { PortalCustomerType } from './portalGraphqlTypes.js';
