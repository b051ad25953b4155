export * from './events.js';
export * from './format.js';
export * from './issueInvoice.js';
export * from './messages.js';
export * from './invoicePage.js';
