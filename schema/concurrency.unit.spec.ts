import { describe, expect, it } from 'vitest';
import { concurrencyMessages, ExpectedVersionInput, IfMatchInput, versionETag } from './concurrency.js';

describe('If-Match', () => {
  it.each([
    ['"3"', 3],
    ['W/"3"', 3],
    [' "0" ', 0],
    [versionETag(2147483647), 2147483647],
  ])('reads %s as version %d', (header, version) => {
    expect(IfMatchInput.parse({ ifMatch: header }).ifMatch).toBe(version);
  });

  it.each([undefined, '*'])('reads %s as no version: the update runs unchecked', (header) => {
    expect(IfMatchInput.parse({ ifMatch: header }).ifMatch).toBeUndefined();
  });

  it.each(['3', '"three"', '"2147483648"', '"1", "2"', 'W/ "1"', '""'])('refuses %s with its message', (header) => {
    const result = IfMatchInput.safeParse({ ifMatch: header });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(concurrencyMessages.invalidIfMatch);
  });
});

describe('expectedVersion', () => {
  it('takes a whole number of at least 0, and reads null as no version', () => {
    expect(ExpectedVersionInput.parse({ expectedVersion: 0 }).expectedVersion).toBe(0);
    expect(ExpectedVersionInput.parse({ expectedVersion: null }).expectedVersion).toBeUndefined();
    expect(ExpectedVersionInput.safeParse({ expectedVersion: -1 }).error?.issues[0]?.message).toBe(concurrencyMessages.invalidVersion);
    expect(ExpectedVersionInput.safeParse({ expectedVersion: 1.5 }).error?.issues[0]?.message).toBe(concurrencyMessages.invalidVersion);
  });
});
