import { describe, expect, it } from 'vitest';
import { CONTACT_CODE_DIGITS } from '@detailing/schema';
import { contactCodeHash, contactRequestKind, destinationKey, newContactCode } from './contactCodes.js';

describe('a contact change code', () => {
  it('is six random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newContactCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${CONTACT_CODE_DIGITS}}$`));
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('is stored as a SHA-256 that differs by customer and field, never the code itself', () => {
    const hash = contactCodeHash('c1', 'email', '123456');
    expect(hash).toHaveLength(32);
    expect(hash.toString('utf8')).not.toContain('123456');
    expect(hash.equals(contactCodeHash('c1', 'email', '123456'))).toBe(true);
    expect(hash.equals(contactCodeHash('c2', 'email', '123456'))).toBe(false);
    expect(hash.equals(contactCodeHash('c1', 'mobile', '123456'))).toBe(false);
    expect(hash.equals(contactCodeHash('c1', 'email', '123457'))).toBe(false);
  });
});

describe('which way a requested e-mail or mobile goes', () => {
  const email = (value: string) => ({ value, key: value.trim().toLowerCase() });
  it('does nothing for the value they have', () => {
    expect(contactRequestKind(email('a@x.com'), email('a@x.com'))).toBe('unchanged');
  });

  it('changes at once what is theirs written another way (case, spacing of a number)', () => {
    expect(contactRequestKind(email('A@X.com'), email('a@x.com'))).toBe('restyled');
    expect(contactRequestKind({ value: '+61 412 345 678', key: '+61412345678' }, { value: '0412 345 678', key: '+61412345678' })).toBe('restyled');
  });

  it('asks for a code for anything new, and for any number when the current one is no phone number', () => {
    expect(contactRequestKind(email('b@x.com'), email('a@x.com'))).toBe('verify');
    expect(contactRequestKind({ value: '0412 345 679', key: '+61412345679' }, { value: '0412 345 678', key: '+61412345678' })).toBe('verify');
    expect(contactRequestKind({ value: '0412 345 678', key: '+61412345678' }, { value: 'call me', key: null })).toBe('verify');
  });
});

describe("a rate limit's key for a destination", () => {
  it('names the destination without holding the address or number', () => {
    const key = destinationKey('email', 'someone@example.com');
    expect(key).toMatch(/^email:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('someone');
    expect(destinationKey('email', 'someone@example.com')).toBe(key);
    expect(destinationKey('mobile', 'someone@example.com')).not.toBe(key);
  });
});
