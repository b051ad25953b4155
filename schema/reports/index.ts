export * from './messages.js';
export * from './range.js';
