import { describe, expect, it } from 'vitest';
import { formatDateLong } from './formatDateLong';

describe('formatDateLong', () => {
  it('writes a plain date in the long form with an ordinal day', () => {
    expect(formatDateLong('2025-04-29')).toBe('April 29th, 2025');
    expect(formatDateLong('2025-05-01')).toBe('May 1st, 2025');
    expect(formatDateLong('2025-06-02')).toBe('June 2nd, 2025');
    expect(formatDateLong('2025-07-23')).toBe('July 23rd, 2025');
  });

  it('uses th for the 11th to the 13th', () => {
    expect(formatDateLong('2025-01-11')).toBe('January 11th, 2025');
    expect(formatDateLong('2025-01-12')).toBe('January 12th, 2025');
    expect(formatDateLong('2025-01-13')).toBe('January 13th, 2025');
  });

  it('returns text that is not a plain date unchanged', () => {
    expect(formatDateLong('soon')).toBe('soon');
    expect(formatDateLong('2025-13-01')).toBe('2025-13-01');
  });
});
