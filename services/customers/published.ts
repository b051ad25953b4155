// What other parts may use of the customers context: the customers' write side (booking
// creation finds or registers its customer through it), the read model's count of new customers
// for reports, the startup backfill, and the text messages' write side (the completion job
// records each step of a text through it; admins retry a parked one).
import type { Sql } from '../platform/database.js';
import { countNewCustomers } from './queries.js';

export { CustomerCommands, type CustomerCommandsDeps, type PersonalData, type UpsertOutcome } from './CustomerCommands.js';
export type { CustomerView } from './queries.js';
export { assignCustomersToBookings } from './bookingBackfill.js';
export { TextMessageCommands } from './TextMessageCommands.js';
export type { TextMessageCommand, TextMessageState } from './textMessageDecider.js';
// The CSV import's job (run by the workers) and its API side.
export { CustomerImports, IMPORT_JOB_PREFIX, type ImportPorts, runCustomerImport } from './import/CustomerImports.js';
export { unfinishedImportIds, migrateCustomerImports } from './import/queries.js';

/** What other contexts may read of the customers read model. */
export interface CustomerLookup {
  /** Customers registered from the instant `since` until `until` (exclusive), if given. */
  countNewCustomers(since: string, until?: string): Promise<number>;
}

export const sqlCustomerLookup = (sql: Sql): CustomerLookup => ({
  countNewCustomers: (since, until) => countNewCustomers(sql, since, until),
});
// The customer portal's one-time sign-in links: the text's job (run by the workers).
export { defaultPortalLinkTemplate, PORTAL_LINK_TEMPLATE_ID, PortalLinks, portalMessages, type PortalTextJob, migratePortalLinks, sendPortalText } from './portalLinks.js';
// A customer's own profile edit in the portal: e-mail and mobile changes proven by a one-time code.
export { type CodeLimiter, type ContactVerification, OwnProfileEdits, type OwnProfileDeps } from './ownProfile.js';
export { migrateContactChanges } from './contactChange/queries.js';
