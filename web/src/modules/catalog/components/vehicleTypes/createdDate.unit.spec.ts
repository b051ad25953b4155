import { describe, expect, it } from 'vitest';
import { formatCreatedDate } from './createdDate';

describe('a vehicle type’s creation date', () => {
  it('is the day in the business time zone, not the UTC one', () => {
    expect(formatCreatedDate('2026-11-26T13:30:00Z', 'Australia/Melbourne')).toBe('27 Nov 2026');
    expect(formatCreatedDate('2026-11-26T13:30:00Z', 'Australia/Perth')).toBe('26 Nov 2026');
  });

  it('leaves text that is no instant as it is', () => {
    expect(formatCreatedDate('not a date', 'Australia/Melbourne')).toBe('not a date');
  });
});
