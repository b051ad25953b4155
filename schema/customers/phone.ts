import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as E.164 (`+61412345678`), read as Australian unless it carries a country
 * prefix; null when it is not a valid phone number.
 */
export function mobileToE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'AU');
  return parsed?.isValid() ? parsed.number : null;
}

/** A vehicle registration as matched: upper case, no spaces (shown as typed). */
export const regoKey = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();
