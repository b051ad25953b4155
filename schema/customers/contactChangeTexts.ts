/**
 * A customer's own change of e-mail or mobile in the portal (issue 28): a one-time code goes to
 * the new address or number, and the change is made only when the code comes back. Zod-free, so
 * the portal's screens use these too (the input schema is in contactChange.ts).
 */
export const CONTACT_FIELDS = ['email', 'mobile'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_CODE_DIGITS = 6;
/** How long a code works. */
export const CONTACT_CODE_TTL_MINUTES = 15;
/** Wrong codes a request takes before it stops accepting any (the right one too). */
export const CONTACT_CODE_ATTEMPTS = 5;
/** Codes one customer may have sent for one field in an hour; and any customers to one address or number. */
export const CONTACT_CODES_PER_HOUR = 5;

export const contactChangeMessages = {
  /**
   * Every refusal of a code: wrong, expired, used up, replaced, never asked for, or for an e-mail
   * someone else holds or is confirming. One text, so the answer tells nothing about the address.
   */
  codeRefused: 'That code is not valid. Check it, or ask for a new one.',
  codeFormat: `Enter the ${CONTACT_CODE_DIGITS}-digit code`,
  fieldInvalid: "field must be 'email' or 'mobile'",
  tooManyCodes: 'Too many codes were requested. Please try again later.',
  mailNotConfigured: 'Your email cannot be changed yet: this business has not set up email. Please contact them.',
  smsNotConfigured: 'Your mobile number cannot be changed here yet: this business has not set up text messages. Please ask them to change it for you.',
} as const;

/** An address shown to someone who may no longer own the account: `ja•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}•••${email.slice(at)}`;
}

/** A number shown the same way: its last three digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `•••${digits.slice(-3)}`;
}

/** What is sent: the code to the new address or number, and the notice to the old one. */
export const contactChangeTexts = {
  codeEmailSubject: (business: string) => `${business}: confirm your new email`,
  codeEmail: (business: string, code: string) =>
    [
      `Your code to confirm this email address for your ${business} customer portal is ${code}.`,
      `It works once, for ${CONTACT_CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask for this, ignore this email: nothing changes without the code.',
    ].join('\n'),
  codeText: (business: string, code: string) =>
    `${business}: your code to confirm this mobile number is ${code}. It works once, for ${CONTACT_CODE_TTL_MINUTES} minutes. Didn't ask? Ignore this text.`,
  emailChangedSubject: (business: string) => `${business}: your email was changed`,
  emailChanged: (business: string, newEmail: string) =>
    [
      `The email address of your ${business} customer portal was changed to ${maskEmail(newEmail)}.`,
      'You will no longer sign in or hear from us at this address.',
      '',
      `If you did not make this change, contact ${business} straight away.`,
    ].join('\n'),
  mobileChangedText: (business: string, newMobile: string) =>
    `${business}: the mobile number of your customer portal was changed to one ending ${maskMobile(newMobile)}. Not you? Contact ${business} straight away.`,
} as const;

/** Who the texts name when the business has no name set. */
export const DEFAULT_BUSINESS_NAME = 'Customer Portal';
