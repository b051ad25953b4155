import { createHash, randomInt } from 'node:crypto';
import { CONTACT_CODE_DIGITS, type ContactField, emailKey } from '@detailing/schema';

// The pure rules of a contact change's code (issue 28), apart from the class that stores and sends.

/** A new one-time code: `CONTACT_CODE_DIGITS` random digits. */
export const newContactCode = (): string => String(randomInt(0, 10 ** CONTACT_CODE_DIGITS)).padStart(CONTACT_CODE_DIGITS, '0');

/**
 * What is stored of a code: its SHA-256, salted with whose and which field's it is. Six digits
 * are quickly found from any hash by whoever reads the table; what keeps a code safe is that it
 * works once, for minutes, and for five tries.
 */
export const contactCodeHash = (customerId: string, field: ContactField, code: string): Buffer =>
  createHash('sha256').update(`${customerId}\n${field}\n${code}`, 'utf8').digest();

/** Which way a requested value goes, given the customer's current one. */
export type ContactRequestKind =
  /** Nothing to do: it is the value they have. */
  | 'unchanged'
  /** The same address or number written another way (case, spacing): theirs already, changed at once. */
  | 'restyled'
  /** A new address or number: a code goes to it, and it changes only when the code comes back. */
  | 'verify';

export function contactRequestKind(requested: { value: string; key: string }, current: { value: string; key: string | null }): ContactRequestKind {
  if (requested.value === current.value) return 'unchanged';
  if (current.key !== null && requested.key === current.key) return 'restyled';
  return 'verify';
}

/** How an e-mail is matched (the claim's key). */
export const emailTargetKey = (email: string): string => emailKey(email);

/** A rate limiter's key for a destination, without the address or number itself in Redis. */
export const destinationKey = (field: ContactField, key: string): string => `${field}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
