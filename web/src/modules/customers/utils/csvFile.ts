import { CUSTOMER_IMPORT_LIMITS, customerImportMessages } from '@detailing/schema/customers/customerImportMessages';

/** Why a chosen file cannot be imported (the server's own texts and limits), or null when it can. */
export function csvFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isCsvFile(file)) return customerImportMessages.notCsv;
  if (file.size > CUSTOMER_IMPORT_LIMITS.MAX_BYTES) return customerImportMessages.tooLarge(CUSTOMER_IMPORT_LIMITS.MAX_BYTES / 1024 / 1024);
  return null;
}

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
