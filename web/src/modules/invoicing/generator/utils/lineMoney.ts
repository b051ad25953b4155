import { toCents } from '@detailing/schema/catalog/money';
import { lineTotalCents } from '@detailing/schema/invoicing/format';

/** A line's quantity and unit price as typed: text, so a half-typed "0." stays what the person sees. */
export interface PricedLine {
  quantity: string;
  price: string;
}

/** A number field's text as a number; blank or not a number counts as 0 (the server refuses what is out of bounds). */
const typedNumber = (text: string): number => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
};

/** The unit price in integer cents, as the server will read the dollars sent. */
export const unitPriceCents = (line: PricedLine): number => toCents(typedNumber(line.price));

export const quantityOf = (line: PricedLine): number => typedNumber(line.quantity);

/** quantity × price, to the cent, by the rule the server uses. */
export const lineCents = (line: PricedLine): number => lineTotalCents(quantityOf(line), unitPriceCents(line));

/** Integer cents summed: no float drift however many lines. Tax is 0 (001 §9), so this is also the total. */
export const subtotalCents = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineCents(line), 0);

/** Cents as a price field shows them: "19.99". */
export const priceText = (cents: number): string => (cents / 100).toFixed(2);
