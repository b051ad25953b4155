// What other parts may use of the customers context: the text messages' write side (the
// completion job records each step of a text through it; admins retry a parked one).
export { TextMessageCommands } from './TextMessageCommands.js';
export type { TextMessageCommand, TextMessageState } from './textMessageDecider.js';
// The CSV import's job (run by the workers) and its API side.
export { CustomerImports, IMPORT_JOB_PREFIX, type ImportPorts, runCustomerImport } from './import/CustomerImports.js';
export { unfinishedImportIds, migrateCustomerImports } from './import/queries.js';
