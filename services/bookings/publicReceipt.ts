import type { Booking } from './queries.js';

/**
 * What a public (wizard) booking's answer says: what the visitor sent, the reference and its
 * status, never whose customer it became (anyone may type anyone's e-mail into the wizard).
 */
export const publicReceipt = (booking: Booking): Booking => ({ ...booking, customerId: null });
