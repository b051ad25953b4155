export * from './exhaustive.js';
export * from './bookings/createBooking.js';
export * from './bookings/dates.js';
export * from './bookings/events.js';
export * from './bookings/messages.js';
export * from './bookings/statuses.js';
export * from './identity/messages.js';
export * from './settings/branding.js';
