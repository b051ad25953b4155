import { describe, expect, it } from 'vitest';
import { isCsvFile } from './csvFile';

describe('isCsvFile', () => {
  it('takes a .csv file whatever type the browser gave it', () => {
    expect(isCsvFile({ name: 'customers.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'EXPORT.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'customers.csv', type: '' })).toBe(true);
  });

  it('refuses another extension even when the type claims CSV', () => {
    expect(isCsvFile({ name: 'customers.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
    expect(isCsvFile({ name: 'photo.png', type: 'text/csv' })).toBe(false);
  });

  it('decides by the type only when the name has no extension', () => {
    expect(isCsvFile({ name: 'customers', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'customers', type: 'text/plain' })).toBe(false);
  });
});
