import { createHash } from 'node:crypto';

/** A version-5-shaped UUID that follows from `name` alone, so no retry or replay makes a second record. */
function derivedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The one invoice a booking can have: its id follows from the booking's, so no retry or replay makes a second. */
export const invoiceIdForBooking = (bookingId: string): string => derivedId(`invoice-for-booking:${bookingId}`);

/** The one invoice a quote converts to: two clicks or a retry find the same id. */
export const invoiceIdForQuote = (quoteId: string): string => derivedId(`invoice-for-quote:${quoteId}`);

/** A new draft saved under an idempotency key: a retry of the same save names the same draft. */
export const draftIdForCommand = (commandId: string): string => derivedId(`invoice-draft-for-command:${commandId}`);
