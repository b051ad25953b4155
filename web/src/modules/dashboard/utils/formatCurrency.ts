import { formatCents } from '@detailing/schema/catalog/money';

/** US dollars for en-US, to 2 decimals (000 §1): the one money format, from schema/. */
export function formatCurrency(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}
