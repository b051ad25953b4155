import { Temporal } from 'temporal-polyfill';
import { DEFAULT_DUE_DAYS } from './events.js';

export { formatCents } from '../catalog/money.js';

/** The default due date: 30 days after the invoice date (001 §9). */
export const defaultDueDate = (invoiceDate: string): string =>
  Temporal.PlainDate.from(invoiceDate).add({ days: DEFAULT_DUE_DAYS }).toString();

/** quantity × unit price, to the cent; a quantity in tenths keeps the product exact before rounding. */
export const lineTotalCents = (quantity: number, unitPriceCents: number): number =>
  Math.round((Math.round(quantity * 10) * unitPriceCents) / 10);
