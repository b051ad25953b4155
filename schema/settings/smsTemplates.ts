import { z } from 'zod';
import { list, text } from '../fields.js';
import { MAX_ENTRIES, MAX_LENGTH, SMS_BODY_MAX } from '../limits.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';

/** SMS notification template (001 §3). */
export interface SmsTemplate {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  message: string;
}

/** The variables a template may use (001 §9). */
export const SMS_TEMPLATE_VARIABLES = ['customerName', 'serviceName', 'date', 'time', 'totalPrice'] as const;
export type SmsTemplateVariable = (typeof SMS_TEMPLATE_VARIABLES)[number];
export type SmsTemplateValues = Partial<Record<SmsTemplateVariable, string>> & Readonly<Record<string, string | undefined>>;

/** The templates the product itself sends; they can be turned off, not removed. */
export const SMS_TEMPLATE_IDS = {
  bookingConfirmed: 'booking_confirmed',
  bookingCompleted: 'booking_completed',
  customerPortalLink: 'customer_portal_link',
} as const;
/** The portal sign-in text's own variable beside the five: the one-time sign-in link. */
export const PORTAL_LINK_VARIABLE = 'link';
export const BUILT_IN_SMS_TEMPLATE_IDS: readonly string[] = Object.values(SMS_TEMPLATE_IDS);

// Only GSM-7 characters (straight apostrophes, plain hyphens): one curly quote or dash would
// switch the whole text to UCS-2 and cut each SMS segment from 160 characters to 70.
export const defaultSmsTemplates: readonly SmsTemplate[] = [
  {
    id: SMS_TEMPLATE_IDS.bookingConfirmed,
    name: 'Booking confirmed',
    description: 'Sent to the customer when their booking is confirmed.',
    enabled: true,
    message:
      "Hi {{customerName}}, thanks for booking with us! Your {{serviceName}} is confirmed for {{date}} at {{time}}. Total: {{totalPrice}}. We'll see you then.",
  },
  {
    id: SMS_TEMPLATE_IDS.bookingCompleted,
    name: 'Booking completed',
    description: 'Sent to the customer when their booking is marked completed.',
    enabled: true,
    message:
      'Hi {{customerName}}, your {{serviceName}} is all done and your car is looking great. Total: {{totalPrice}}. Thanks heaps for choosing us - see you next time!',
  },
  {
    id: SMS_TEMPLATE_IDS.customerPortalLink,
    name: 'Customer portal sign-in',
    description: 'Sent when an admin texts a customer a one-time sign-in link to the customer portal.',
    enabled: true,
    message: 'Hi {{customerName}}, sign in to see your bookings: {{link}} (this link works once, for 15 minutes)',
  },
];

/** A saved list from before a built-in template existed, with that template's default appended. */
export function withBuiltInSmsTemplates(templates: readonly SmsTemplate[]): SmsTemplate[] {
  const missing = defaultSmsTemplates.filter((d) => !templates.some((t) => t.id === d.id));
  return [...templates, ...missing].map((t) => ({ ...t }));
}

// `{{name}}` is the documented form; `{name}` is accepted too, and spaces inside the braces.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}/g;

/**
 * Fills `{{customerName}}` (or `{customerName}`) with its value. A placeholder with no value
 * given is left exactly as written; values are inserted once, never expanded again.
 */
export function renderTemplate(message: string, values: SmsTemplateValues): string {
  return message.replace(PLACEHOLDER, (whole, doubled: string | undefined, single: string | undefined) => {
    const name = (doubled ?? single)!;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : value;
  });
}

export const SmsTemplateInput = z
  .object(
    {
      id: text({ label: names.templateId, max: MAX_LENGTH.CODE }, { notText: m.templateFieldsRequired })
        .min(1, { error: m.templateFieldsRequired })
        .regex(/^[a-z][a-z0-9_]*$/, { error: m.templateIdInvalid }),
      name: text({ label: names.templateName, max: MAX_LENGTH.NAME }, { notText: m.templateFieldsRequired }).min(1, {
        error: m.templateFieldsRequired,
      }),
      description: text({ label: names.templateDescription, max: MAX_LENGTH.DESCRIPTION })
        .nullish()
        .transform((v) => v ?? ''),
      enabled: z.boolean({ error: m.notBoolean }).default(true),
      message: text({ label: names.message, max: SMS_BODY_MAX }, { notText: m.templateMessageRequired, tooLong: m.messageTooLong })
        .nullish()
        .transform((v) => v ?? ''),
    },
    { error: m.templateFieldsRequired },
  )
  .refine((t) => !t.enabled || t.message !== '', { error: m.templateMessageRequired, path: ['message'] });

/** `POST /api/settings/sms-notifications`: the whole list, as `[...]` or `{ templates: [...] }`. */
export const SaveSmsTemplatesInput = z.preprocess(
  (v) => (Array.isArray(v) ? { templates: v } : v),
  z.object(
    { templates: list(SmsTemplateInput, names.templates, MAX_ENTRIES.SMS_TEMPLATES, m.templateFieldsRequired) },
    { error: m.templateFieldsRequired },
  ),
);
export type SaveSmsTemplatesInput = z.output<typeof SaveSmsTemplatesInput>;
