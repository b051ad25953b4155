// What other contexts may use of identity (services/contexts.unit.spec.ts).
export type { PortalCustomer } from './portalCustomers.js';
