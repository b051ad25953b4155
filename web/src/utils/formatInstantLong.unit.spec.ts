import { describe, expect, it } from 'vitest';
import { formatInstantLong } from './formatInstantLong';

describe('an instant as a person reads it', () => {
  it('is the date and time in the business time zone, which may be the next day there', () => {
    expect(formatInstantLong('2026-11-26T22:05:00Z', 'Australia/Melbourne')).toBe('November 27th, 2026 at 9:05 AM');
    expect(formatInstantLong('2026-11-26T22:05:00Z', 'UTC')).toBe('November 26th, 2026 at 10:05 PM');
  });

  it('gives back what is not an instant as it came', () => {
    expect(formatInstantLong('yesterday', 'Australia/Melbourne')).toBe('yesterday');
  });
});
