/** The contract's limit on ids per deleteCustomers call. */
export const DELETE_CHUNK_SIZE = 500;

/** Splits a list into consecutive pieces of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}
