import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// AES-256-GCM with a fresh 96-bit nonce per secret. The envelope names the key (a short hash of
// it) so a secret sealed under another key is reported as such instead of as garbage, and the
// purpose is bound in as associated data so a ciphertext cannot be moved to another field.
const VERSION = 'v1';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export const keyId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** `v1.<key id>.<nonce>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(key: Buffer, purpose: string, plaintext: string): string {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, keyId(key), nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Throws SecretBoxError when the envelope is malformed, sealed under another key, or tampered with. */
export function openSecret(key: Buffer, purpose: string, sealed: string): string {
  const [version, kid, nonce, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !kid || !nonce || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SecretBoxError('Not a sealed secret');
  }
  if (kid !== keyId(key)) throw new SecretBoxError('The secret was sealed under a different encryption key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The secret does not authenticate under this key');
  }
}
