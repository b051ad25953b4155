import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { INVOICE_STATUSES, INVOICE_TYPES } from './events.js';
import { invoiceFieldNames as names, invoiceMessages as m } from './messages.js';

const OFFSET_MESSAGE = 'offset must be a whole number from 0 to 1000000';
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
/** Absent, null or blank: no filter. */
const filter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : lowerCase(v)), z.enum(values, { error: message }).nullish().transform((v) => v ?? null));

/**
 * The invoice management list (001 §2): search text (trimmed; blank searches nothing), a status
 * and a type filter, and the page. Bounded so no request can ask for an unbounded scan or answer.
 */
export const InvoicePageInput = z.object({
  search: text({ label: names.search, max: MAX_LENGTH.SEARCH })
    .nullish()
    .transform((v) => v || null),
  status: filter(INVOICE_STATUSES, m.statusInvalid),
  type: filter(INVOICE_TYPES, m.typeInvalid),
  offset: z.number({ error: OFFSET_MESSAGE }).int({ error: OFFSET_MESSAGE }).min(0, { error: OFFSET_MESSAGE }).max(1_000_000, { error: OFFSET_MESSAGE }).default(0),
  limit: z.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(1, { error: LIMIT_MESSAGE }).max(200, { error: LIMIT_MESSAGE }).default(50),
});
export type InvoicePageInput = z.output<typeof InvoicePageInput>;
