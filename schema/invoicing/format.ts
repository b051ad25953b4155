import { Temporal } from 'temporal-polyfill';
import { DEFAULT_DUE_DAYS } from './events.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as the spec shows money (USD, en-US, 2 decimals): 123450 → `$1,234.50`. */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** The default due date: 30 days after the invoice date (001 §9). */
export const defaultDueDate = (invoiceDate: string): string =>
  Temporal.PlainDate.from(invoiceDate).add({ days: DEFAULT_DUE_DAYS }).toString();

/** quantity × unit price, to the cent; a quantity in tenths keeps the product exact before rounding. */
export const lineTotalCents = (quantity: number, unitPriceCents: number): number =>
  Math.round((Math.round(quantity * 10) * unitPriceCents) / 10);
