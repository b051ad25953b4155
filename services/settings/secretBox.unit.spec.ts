import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyId, openSecret, sealSecret } from './secretBox.js';

const key = randomBytes(32);
const token = '0123456789abcdef0123456789abcdef';

describe('sealed secrets (AES-256-GCM)', () => {
  it('opens to the secret sealed, under the same key and purpose', () => {
    const sealed = sealSecret(key, 'sms', token);
    expect(openSecret(key, 'sms', sealed)).toBe(token);
  });

  it('never contains the secret, and differs each time it is sealed', () => {
    const a = sealSecret(key, 'sms', token);
    const b = sealSecret(key, 'sms', token);
    expect(a).not.toBe(b);
    for (const sealed of [a, b]) {
      expect(sealed).not.toContain(token);
      expect(sealed).not.toContain(Buffer.from(token).toString('base64url'));
      expect(sealed.startsWith(`v1.${keyId(key)}.`)).toBe(true);
    }
  });

  it('refuses another key, another purpose, and any change to the ciphertext', () => {
    const sealed = sealSecret(key, 'sms', token);
    expect(() => openSecret(randomBytes(32), 'sms', sealed)).toThrow('sealed under a different encryption key');
    expect(() => openSecret(key, 'other', sealed)).toThrow('does not authenticate');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    parts[4] = body.toString('base64url');
    expect(() => openSecret(key, 'sms', parts.join('.'))).toThrow('does not authenticate');
    expect(() => openSecret(key, 'sms', 'plain-token')).toThrow('Not a sealed secret');
  });

  it('seals an empty secret and unicode alike', () => {
    expect(openSecret(key, 'p', sealSecret(key, 'p', ''))).toBe('');
    expect(openSecret(key, 'p', sealSecret(key, 'p', 'pässwörd ✓'))).toBe('pässwörd ✓');
  });
});
