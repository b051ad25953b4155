/** Dollars as the edges and forms speak them (89.5) to integer cents as the domain keeps them. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export const toDollars = (cents: number): number => cents / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as the spec shows money (USD, en-US, 2 decimals): 123450 → `$1,234.50`. */
export const formatCents = (cents: number): string => usd.format(cents / 100);
