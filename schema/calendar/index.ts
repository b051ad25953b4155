export * from './events.js';
export * from './inputs.js';
export * from './messages.js';
