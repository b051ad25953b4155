import { describe, expect, it } from 'vitest';
import { ConfirmContactChangeInput, contactChangeMessages as m, contactChangeTexts as texts, maskEmail, maskMobile } from './contactChange.js';

describe('ConfirmContactChangeInput', () => {
  it('takes the code as people type it: spaces and dashes are dropped', () => {
    expect(ConfirmContactChangeInput.parse({ field: 'email', code: ' 123 456 ' })).toEqual({ field: 'email', code: '123456' });
    expect(ConfirmContactChangeInput.parse({ field: 'mobile', code: '012-345' })).toEqual({ field: 'mobile', code: '012345' });
  });

  it('refuses anything but six digits, and any field but email or mobile, with its message', () => {
    for (const code of ['12345', '1234567', 'abcdef', '', 123456, null, '١٢٣٤٥٦', 'x'.repeat(61)]) {
      const result = ConfirmContactChangeInput.safeParse({ field: 'email', code });
      expect(result.success, String(code)).toBe(false);
    }
    expect(ConfirmContactChangeInput.safeParse({ field: 'email', code: '12345' }).error?.issues[0]?.message).toBe(m.codeFormat);
    expect(ConfirmContactChangeInput.safeParse({ field: 'address', code: '123456' }).error?.issues[0]?.message).toBe(m.fieldInvalid);
  });
});

describe('masks', () => {
  it('show an e-mail by its first two letters and its domain, a number by its last three digits', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja•••@example.com');
    expect(maskEmail('j@example.com')).toBe('•••@example.com');
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskMobile('0412 345 678')).toBe('•••678');
    expect(maskMobile('+61 412 345 678')).toBe('•••678');
  });

  it('keep the new address out of the notice to the old one', () => {
    const text = texts.emailChanged('Shine', 'new.me@example.com');
    expect(text).toContain('ne•••@example.com');
    expect(text).not.toContain('new.me');
    expect(texts.mobileChangedText('Shine', '0400 555 666')).not.toContain('555');
  });

  it('keep every text a code is sent in within one SMS body', () => {
    expect(texts.codeText('B'.repeat(200), '123456').length).toBeLessThanOrEqual(1600);
    expect(texts.mobileChangedText('B'.repeat(200), '0400 555 666').length).toBeLessThanOrEqual(1600);
  });
});
