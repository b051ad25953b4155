/** 001 §5, §8: the import takes only a CSV file. */
export const INVALID_CSV_FILE = 'Please select a valid CSV file';

const csvTypes = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

/**
 * A CSV by its name, or by its type when the name has no extension: browsers give `.csv` files
 * different types (Windows says application/vnd.ms-excel), so the name decides when it can.
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return true;
  if (/\.[a-z0-9]+$/.test(name)) return false;
  return csvTypes.has(file.type.toLowerCase());
}
