import { Temporal } from 'temporal-polyfill';
import { KNOWN_VEHICLE_TYPES } from '../catalog/vehicleTypes.js';
import { customerImportMessages } from './customerImportMessages.js';

// The texts and limits live apart, free of imports, so the web's import dialog can use them without
// bundling the row validation's zod schemas (whose set-up probes eval, refused by the admin app's CSP).
export { CUSTOMER_IMPORT_LIMITS, customerImportMessages } from './customerImportMessages.js';

/** The import's columns, as the spec names them (001 §5, §7). */
export const IMPORT_FIELDS = ['fullName', 'email', 'mobile', 'address', 'vehicleRego', 'notes', 'vehicleType', 'date', 'time'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS = ['fullName', 'email', 'mobile'] as const satisfies readonly ImportField[];

const squash = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

// Spec names and the export's headers ("Full Name", "Vehicle Registration"), so an export re-imports.
const HEADER_ALIASES: Readonly<Record<string, ImportField>> = {
  fullname: 'fullName',
  email: 'email',
  mobile: 'mobile',
  address: 'address',
  notes: 'notes',
  vehicletype: 'vehicleType',
  date: 'date',
  time: 'time',
  vehiclerego: 'vehicleRego',
  vehicleregistration: 'vehicleRego',
};

/** The import field a header cell names (case, spaces, '_' and '-' ignored), or null for a column the import does not read. */
export function importFieldOf(header: string): ImportField | null {
  return HEADER_ALIASES[squash(header.trim())] ?? null;
}

/** One data row's values by field, trimmed; absent columns are ''. */
export type ImportRowValues = Record<ImportField, string>;

export interface ValidImportRow {
  customer: { fullName: string; email: string; mobile: string; address: string | null; vehicleRego: string | null; notes: string | null };
  /** Present when vehicleType, date and time are all given (001 §5); serviceIds are [1] (001 §7). */
  booking: { vehicleType: string; date: string; time: string } | null;
}

/**
 * A date written YYYY-MM-DD or DD/MM/YYYY (day at most 31, month at most 12, four-digit year) that
 * exists on the calendar, as YYYY-MM-DD; null otherwise.
 */
export function parseImportDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : [];
  if (!year || !month || !day) return null;
  if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return null;
  try {
    return Temporal.PlainDate.from({ year: Number(year), month: Number(month), day: Number(day) }, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/** HH:MM on the 24-hour clock (a single-digit hour too), as HH:MM; null otherwise. */
export function parseImportTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** The spec's vehicle type a cell names (case-insensitively), or null. */
export function parseImportVehicleType(text: string): string | null {
  return KNOWN_VEHICLE_TYPES.find((type) => type.toLowerCase() === text.toLowerCase()) ?? null;
}

/**
 * The rules a row meets before it reaches the customers context (which checks the e-mail, the
 * mobile and the lengths with its own messages): required fields, and the booking's fields when
 * all three are given.
 */
export function validateImportRow(values: ImportRowValues): { ok: true; row: ValidImportRow } | { ok: false; message: string } {
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => values[field] === '');
  if (missing.length) return { ok: false, message: customerImportMessages.missingFields(missing) };
  const orNull = (v: string) => (v === '' ? null : v);
  const customer = {
    fullName: values.fullName,
    email: values.email,
    mobile: values.mobile,
    address: orNull(values.address),
    vehicleRego: orNull(values.vehicleRego),
    notes: orNull(values.notes),
  };
  if (values.vehicleType === '' || values.date === '' || values.time === '') return { ok: true, row: { customer, booking: null } };
  const vehicleType = parseImportVehicleType(values.vehicleType);
  if (!vehicleType) return { ok: false, message: customerImportMessages.invalidVehicleType };
  const date = parseImportDate(values.date);
  if (!date) return { ok: false, message: customerImportMessages.invalidDate };
  const time = parseImportTime(values.time);
  if (!time) return { ok: false, message: customerImportMessages.invalidTime };
  return { ok: true, row: { customer, booking: { vehicleType, date, time } } };
}
