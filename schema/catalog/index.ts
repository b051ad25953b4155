export * from './bookingStatuses.js';
export * from './events.js';
export * from './messages.js';
export * from './money.js';
export * from './pricing.js';
export * from './serviceInput.js';
export * from './starterCatalog.js';
export * from './vehicleTypes.js';
