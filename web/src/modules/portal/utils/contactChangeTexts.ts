import { CONTACT_CODE_DIGITS, CONTACT_CODE_TTL_MINUTES } from '@detailing/schema/customers/contactChangeTexts';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import type { ContactField } from '@/modules/portal/api/portalTypes';

const named = { EMAIL: 'email', MOBILE: 'mobile number' } as const satisfies Record<ContactField, string>;

/** What the profile dialog says while a new e-mail or mobile waits for its code (issue 28; the spec has no such step). */
export const contactChangeTexts = {
  heading: (field: ContactField) => (field === 'EMAIL' ? 'Confirm your new email' : 'Confirm your new mobile number'),
  sentTo: (field: ContactField, destination: string) =>
    `We sent a ${CONTACT_CODE_DIGITS}-digit code to ${destination}. Enter it within ${CONTACT_CODE_TTL_MINUTES} minutes to change your ${named[field]}.`,
  stays: (field: ContactField, current: string) => `Until then your ${named[field]} stays ${current}.`,
  codeLabel: 'Code',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  resend: 'Resend code',
  later: 'Later',
  confirmed: (field: ContactField, value: string): ToastContent => ({
    title: field === 'EMAIL' ? 'Email changed' : 'Mobile number changed',
    description: `Your ${named[field]} is now ${value}. We let your previous ${field === 'EMAIL' ? 'address' : 'number'} know.`,
  }),
  resent: (destination: string): ToastContent => ({ title: 'Code sent', description: `We sent a new code to ${destination}.` }),
} as const;
