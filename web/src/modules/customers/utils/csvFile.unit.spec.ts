import { describe, expect, it } from 'vitest';
import { customerImportMessages } from '@detailing/schema/customers/customerImportMessages';
import { csvFileProblem, isCsvFile } from './csvFile';

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

  it("names the problem in the spec's words, and the size limit before reading a huge file", () => {
    expect(csvFileProblem({ name: 'a.csv', type: 'text/csv', size: 100 })).toBeNull();
    expect(csvFileProblem({ name: 'a.txt', type: 'text/plain', size: 100 })).toBe('Please select a valid CSV file');
    expect(csvFileProblem({ name: 'a.csv', type: 'text/csv', size: 11 * 1024 * 1024 })).toBe(customerImportMessages.tooLarge(10));
  });
});
