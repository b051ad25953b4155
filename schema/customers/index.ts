export * from './customerInput.js';
export * from './events.js';
export * from './messages.js';
export * from './phone.js';
export * from './textMessages.js';
export * from './contactChange.js';
