import { formatCents } from '@detailing/schema/catalog/money';

/** Dollars as the API sends them, shown as the product shows money everywhere: `$1,234.50`. */
export function formatMoney(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}
