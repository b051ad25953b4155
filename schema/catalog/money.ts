/** Dollars as the edges and forms speak them (89.5) to integer cents as the domain keeps them. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export const toDollars = (cents: number): number => cents / 100;
