import { parse } from 'csv-parse/sync';
import {
  CUSTOMER_IMPORT_LIMITS as limits,
  customerImportMessages as m,
  IMPORT_FIELDS,
  type ImportField,
  importFieldOf,
  type ImportRowValues,
  REQUIRED_IMPORT_FIELDS,
} from '@detailing/schema';
import { ValidationError } from '../platform/errors.js';

/** One data row as read: its spreadsheet row number (the header is row 1) and its values by field. */
export interface ImportSourceRow {
  row: number;
  values: ImportRowValues;
}

const DELIMITERS = [',', ';', '\t'] as const;

const refuse = (message: string) => new ValidationError(message, [{ path: 'csv', message }]);

/**
 * Reads a customer CSV (001 §5): UTF-8 with or without a BOM, comma, semicolon or tab, quoted
 * fields with delimiters and line breaks, header names matched case-insensitively. Refuses the
 * whole file with the spec's message when it is not CSV, lacks a data row or a required column,
 * or is over the limits. Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export function parseCustomerCsv(text: unknown): ImportSourceRow[] {
  if (typeof text !== 'string') throw refuse(m.notCsv);
  if (Buffer.byteLength(text, 'utf8') > limits.MAX_BYTES) throw refuse(m.tooLarge(limits.MAX_BYTES / 1024 / 1024));
  const body = text.replace(/^\uFEFF/, '');
  // Binary files (NUL bytes, undecodable bytes, other control characters) are not CSV.
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(body)) throw refuse(m.notCsv);
  if (body.trim() === '') throw refuse(m.needsHeaderAndRow);

  let records: string[][];
  try {
    records = parse(body, {
      delimiter: detectDelimiter(body),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw refuse(m.notCsv);
  }
  records = records.filter((cells) => cells.some((cell) => cell !== ''));
  const [header, ...data] = records;
  if (!header) throw refuse(m.needsHeaderAndRow);

  const columns = header.map(importFieldOf);
  if (!columns.some((field) => field !== null)) throw refuse(header.length > 1 || data.length > 0 ? m.notCsv : m.needsHeaderAndRow);
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => !columns.includes(field));
  if (missing.length) throw refuse(m.missingFields(missing));
  if (data.length === 0) throw refuse(m.needsHeaderAndRow);
  if (data.length > limits.MAX_ROWS) throw refuse(m.tooManyRows(limits.MAX_ROWS));

  return data.map((cells, index) => ({ row: index + 2, values: valuesOf(columns, cells) }));
}

/** JSON rows (`POST /api/customers/import`) in the same shape, numbered as if they were a CSV's. */
export function customerRowsFromJson(customers: unknown): ImportSourceRow[] {
  if (!Array.isArray(customers) || customers.length === 0) throw refuse(m.noCustomersToImport);
  if (customers.length > limits.MAX_ROWS) throw refuse(m.tooManyRows(limits.MAX_ROWS));
  return customers.map((entry, index) => {
    const values = emptyValues();
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
        const field = importFieldOf(key);
        if (field && (typeof value === 'string' || typeof value === 'number')) values[field] = String(value).trim();
      }
    }
    return { row: index + 2, values };
  });
}

function emptyValues(): ImportRowValues {
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as ImportRowValues;
}

function valuesOf(columns: (ImportField | null)[], cells: string[]): ImportRowValues {
  const values = emptyValues();
  columns.forEach((field, i) => {
    // The first column of a name wins when a file repeats one.
    if (field && values[field] === '') values[field] = withoutFormulaGuard(cells[i] ?? '');
  });
  return values;
}

/** The export prefixes cells that a spreadsheet would run as formulas with `'`; re-importing takes it off again. */
export function withoutFormulaGuard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** The delimiter of the header line: the one of comma, semicolon and tab it holds most of, outside quotes. */
export function detectDelimiter(body: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of body) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best), DELIMITERS[0]);
}
