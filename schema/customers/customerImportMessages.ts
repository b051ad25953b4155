// No imports here: the browser loads this file (see customerImport.ts).

/** The customer CSV import's texts (001 §5, §8); the server and the import dialog both use them. */
export const customerImportMessages = {
  needsHeaderAndRow: 'CSV must contain at least a header and one data row',
  missingFields: (names: readonly string[]) => `Missing required fields: ${names.join(', ')}`,
  notCsv: 'Please select a valid CSV file',
  invalidVehicleType: 'Invalid vehicle type',
  invalidDate: 'Invalid date',
  invalidTime: 'Invalid time format (use HH:MM)',
  row: (row: number, message: string) => `Row ${row}: ${message}`,
  tooLarge: (maxMb: number) => `The CSV file is too large: at most ${maxMb} MB can be imported at once`,
  tooManyRows: (max: number) => `The CSV file has too many rows: at most ${max.toLocaleString('en-AU')} customers can be imported at once`,
  importFailed: 'Failed to import customers. Please check your data format.',
  importNotFound: 'Import not found',
  noCustomersToImport: 'Please provide at least one customer to import',
  notText: 'Customer fields must be plain text (no control characters)',
} as const;

/** Limits checked before any work starts. */
export const CUSTOMER_IMPORT_LIMITS = {
  /** Bytes of CSV text (UTF-8). */
  MAX_BYTES: 10 * 1024 * 1024,
  /** Data rows (header not counted). */
  MAX_ROWS: 20_000,
  /** Errors kept on the import; the failed rows CSV has them all. */
  MAX_ERRORS: 100,
} as const;
