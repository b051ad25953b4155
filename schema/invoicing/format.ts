import { Temporal } from 'temporal-polyfill';

export { formatCents } from '../catalog/money.js';

/** Invoice date to due date by default (001 §9). Kept here, not with the events, so the browser's forms can use it without zod. */
export const DEFAULT_DUE_DAYS = 30;

/** The default due date: 30 days after the invoice date (001 §9). */
export const defaultDueDate = (invoiceDate: string): string =>
  Temporal.PlainDate.from(invoiceDate).add({ days: DEFAULT_DUE_DAYS }).toString();

/** quantity × unit price, to the cent; a quantity in tenths keeps the product exact before rounding. */
export const lineTotalCents = (quantity: number, unitPriceCents: number): number =>
  Math.round((Math.round(quantity * 10) * unitPriceCents) / 10);
