import { describe, expect, it } from 'vitest';
import { CUSTOMER_IMPORT_LIMITS, parseImportDate, parseImportTime, validateImportRow } from '@detailing/schema';
import { customerRowsFromJson, parseCustomerCsv } from './csvParse.js';

const refusal = (text: unknown) => {
  try {
    parseCustomerCsv(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('reading a customer CSV', () => {
  it('reads a plain comma file, numbering rows as a spreadsheet does (header is row 1)', () => {
    const rows = parseCustomerCsv('fullName,email,mobile\nAda Lovelace,ada@example.com,0412 345 678\nAlan Turing,alan@example.com,0400 000 001\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      row: 2,
      values: { fullName: 'Ada Lovelace', email: 'ada@example.com', mobile: '0412 345 678', address: '', vehicleRego: '', notes: '', vehicleType: '', date: '', time: '' },
    });
    expect(rows[1]!.row).toBe(3);
  });

  it('ignores a UTF-8 byte order mark', () => {
    const rows = parseCustomerCsv('\uFEFFfullName,email,mobile\r\nZoë Ångström,zoe@example.com,0412345678\r\n');
    expect(rows[0]!.values.fullName).toBe('Zoë Ångström');
  });

  it('detects semicolons and tabs from the header', () => {
    const semi = parseCustomerCsv('fullName;email;mobile;address\nAda;ada@example.com;0412345678;1 Main St, Carlton\n');
    expect(semi[0]!.values.address).toBe('1 Main St, Carlton');
    const tabs = parseCustomerCsv('fullName\temail\tmobile\tnotes\nAda\tada@example.com\t0412345678\tlikes, commas; and semis\n');
    expect(tabs[0]!.values.notes).toBe('likes, commas; and semis');
  });

  it('keeps commas, quotes and line breaks inside quoted fields, counting a multi-line record as one row', () => {
    const rows = parseCustomerCsv('fullName,email,mobile,notes\n"Lovelace, Ada",ada@example.com,0412345678,"line one\nline ""two"""\nBob,bob@example.com,0400000001,\n');
    expect(rows[0]!.values.fullName).toBe('Lovelace, Ada');
    expect(rows[0]!.values.notes).toBe('line one\nline "two"');
    expect(rows[1]).toMatchObject({ row: 3, values: { fullName: 'Bob' } });
  });

  it('matches header names case-insensitively, and reads the export’s own headers', () => {
    const spec = parseCustomerCsv('FULLNAME,Email,MOBILE,VehicleType,DATE,Time\nAda,ada@example.com,0412345678,UTE,2026-03-01,09:30\n');
    expect(spec[0]!.values).toMatchObject({ fullName: 'Ada', vehicleType: 'UTE', date: '2026-03-01', time: '09:30' });
    const exported = parseCustomerCsv(
      'Full Name,Email,Mobile,Address,Vehicle Registration,Total Bookings,Last Booking,Notes\nAda,ada@example.com,0412345678,1 Main St,ABC123,3,2026-01-01,VIP\n',
    );
    expect(exported[0]!.values).toMatchObject({ fullName: 'Ada', vehicleRego: 'ABC123', notes: 'VIP', address: '1 Main St' });
  });

  it("takes off the export's formula guard (a ' before =, +, -, @) so an export re-imports as it was", () => {
    const rows = parseCustomerCsv("Full Name,Email,Mobile,Notes\n'=Ada,ada@example.com,'+61412345678,'it's fine\n");
    expect(rows[0]!.values).toMatchObject({ fullName: '=Ada', mobile: '+61412345678', notes: "'it's fine" });
  });

  it('skips blank lines and rows of empty cells', () => {
    expect(parseCustomerCsv('fullName,email,mobile\n\nAda,ada@example.com,1\n,,\n')).toHaveLength(1);
  });

  it("refuses a file without a data row with the spec's message", () => {
    expect(refusal('fullName,email,mobile\n')).toBe('CSV must contain at least a header and one data row');
    expect(refusal('fullName,email,mobile\n,,\n')).toBe('CSV must contain at least a header and one data row');
    expect(refusal('')).toBe('CSV must contain at least a header and one data row');
    expect(refusal('\uFEFF \n')).toBe('CSV must contain at least a header and one data row');
  });

  it("names every missing required column with the spec's message", () => {
    expect(refusal('fullName,address\nAda,1 Main St\n')).toBe('Missing required fields: email, mobile');
    expect(refusal('name;EMAIL;phone\nAda;a@b.c;1\n')).toBe('Missing required fields: fullName, mobile');
  });

  it("refuses what is not a CSV file with the spec's message", () => {
    expect(refusal('Dear Sir,\nplease find attached my list of customers.\n')).toBe('Please select a valid CSV file');
    expect(refusal('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toBe('Please select a valid CSV file');
    expect(refusal('fullName,email,mobile\n"Ada,ada@example.com,1\n')).toBe('Please select a valid CSV file');
    expect(refusal({ csv: 'x' })).toBe('Please select a valid CSV file');
  });

  it('refuses an oversized file or too many rows before reading any customer', () => {
    const rows = CUSTOMER_IMPORT_LIMITS.MAX_ROWS + 1;
    const big = 'fullName,email,mobile\n' + Array.from({ length: rows }, (_, i) => `C${i},c${i}@example.com,0412345678`).join('\n');
    expect(refusal(big)).toMatch(/^The CSV file has too many rows: at most 20,000/);
    const fits = 'fullName,email,mobile\n' + Array.from({ length: 10_000 }, (_, i) => `C${i},c${i}@example.com,0412345678`).join('\n');
    expect(parseCustomerCsv(fits)).toHaveLength(10_000);
    expect(refusal('fullName,email,mobile,notes\nAda,a@b.c,1,' + 'x'.repeat(CUSTOMER_IMPORT_LIMITS.MAX_BYTES))).toMatch(/^The CSV file is too large/);
  });

  it('reads JSON rows (the REST import) in the same shape', () => {
    expect(customerRowsFromJson([{ fullName: ' Ada ', email: 'ada@example.com', mobile: 412345678, ignored: 'x' }])).toEqual([
      { row: 2, values: { fullName: 'Ada', email: 'ada@example.com', mobile: '412345678', address: '', vehicleRego: '', notes: '', vehicleType: '', date: '', time: '' } },
    ]);
    expect(() => customerRowsFromJson([])).toThrow('Please provide at least one customer to import');
    expect(() => customerRowsFromJson('nope')).toThrow('Please provide at least one customer to import');
  });
});

describe('checking a row', () => {
  const values = { fullName: 'Ada', email: 'ada@example.com', mobile: '0412345678', address: '', vehicleRego: '', notes: '', vehicleType: '', date: '', time: '' };

  it('makes a booking only when vehicle type, date and time are all given', () => {
    expect(validateImportRow(values)).toEqual({ ok: true, row: expect.objectContaining({ booking: null }) });
    expect(validateImportRow({ ...values, vehicleType: 'UTE', date: '2026-03-01' })).toEqual({ ok: true, row: expect.objectContaining({ booking: null }) });
    expect(validateImportRow({ ...values, vehicleType: 'suv 5 seater', date: '1/3/2026', time: '9:30' })).toEqual({
      ok: true,
      row: expect.objectContaining({ booking: { vehicleType: 'SUV 5 Seater', date: '2026-03-01', time: '09:30' } }),
    });
  });

  it("says which rule a row broke in the spec's words", () => {
    const booking = { ...values, vehicleType: 'UTE', date: '2026-03-01', time: '09:30' };
    expect(validateImportRow({ ...booking, vehicleType: 'Tractor' })).toEqual({ ok: false, message: 'Invalid vehicle type' });
    expect(validateImportRow({ ...booking, date: '2026/03/01' })).toEqual({ ok: false, message: 'Invalid date' });
    expect(validateImportRow({ ...booking, time: '9.30am' })).toEqual({ ok: false, message: 'Invalid time format (use HH:MM)' });
    expect(validateImportRow({ ...values, email: '', mobile: '' })).toEqual({ ok: false, message: 'Missing required fields: email, mobile' });
  });

  it('accepts YYYY-MM-DD and DD/MM/YYYY dates that exist, as YYYY-MM-DD', () => {
    expect(parseImportDate('2026-03-01')).toBe('2026-03-01');
    expect(parseImportDate('01/03/2026')).toBe('2026-03-01');
    expect(parseImportDate('29/02/2028')).toBe('2028-02-29');
    for (const bad of ['29/02/2026', '31/04/2026', '32/01/2026', '01/13/2026', '01/01/26', '2026-13-01', '2026-02-30', '00/01/2026', 'tomorrow', '2026-3-1x']) {
      expect(parseImportDate(bad), bad).toBeNull();
    }
  });

  it('accepts HH:MM on the 24-hour clock', () => {
    expect(parseImportTime('09:30')).toBe('09:30');
    expect(parseImportTime('7:05')).toBe('07:05');
    expect(parseImportTime('23:59')).toBe('23:59');
    for (const bad of ['24:00', '12:60', '9:5', '9:30 AM', '0930', '']) expect(parseImportTime(bad), bad).toBeNull();
  });
});
